import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { company } from '../../../shared/company';
import { Logo } from '../../components/logo';
import { MenuIcon } from '../../components/icons';
import { NavLink } from '../../components/nav-link';
import { SidePanel } from '../../components/side-panel';
import { ContactList } from './contact-list';
import './public-layout.css';

const LINKS = [
  { href: '/', label: 'Home', exact: true },
  { href: '/about', label: 'About Us' },
  { href: '/location', label: 'Location' },
  { href: '/services', label: 'Services' },
  { href: '/contact-us', label: 'Contact us' },
  { href: '/sign-up', label: 'Sign Up' },
] as const;

/** Header, main and footer of the public marketing site. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  useEffect(() => setMenuOpen(false), [location]);

  return (
    <div className="public">
      <header className="public-header">
        <div className="container public-header__inner">
          <Logo />
          <nav className="public-nav" aria-label="Main">
            <ul>
              {LINKS.map((l) => (
                <li key={l.href}>
                  <NavLink href={l.href} exact={'exact' in l} className="public-nav__link">
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="public-header__actions">
            <Link href="/login" className="btn btn--primary btn--small public-header__login">
              Login
            </Link>
            <button
              type="button"
              className="icon-btn public-header__toggle"
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls="public-mobile-menu"
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon size={24} />
            </button>
          </div>
        </div>
      </header>

      <SidePanel id="public-mobile-menu" open={menuOpen} onClose={() => setMenuOpen(false)} label="Menu" side="right">
        <nav aria-label="Mobile">
          <ul className="panel-nav">
            {LINKS.map((l) => (
              <li key={l.href}>
                <NavLink href={l.href} exact={'exact' in l} className="panel-nav__link">
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link href="/login" className="btn btn--primary">
          Log In
        </Link>
        <ContactList className="panel-contact" />
      </SidePanel>

      <main id="main" tabIndex={-1} className="public-main">
        {children}
      </main>

      <PublicFooter />
    </div>
  );
}

function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="public-footer on-dark">
      <div className="container public-footer__grid">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="visually-hidden">
            About {company.name}
          </h2>
          <Logo />
          <p className="public-footer__blurb">{company.description}</p>
        </section>
        <nav aria-labelledby="footer-useful">
          <h2 id="footer-useful" className="public-footer__heading">
            Useful Links
          </h2>
          <ul className="public-footer__links">
            <li>
              <Link href="/about">About Us</Link>
            </li>
            <li>
              <Link href="/services">Services</Link>
            </li>
            <li>
              <Link href="/login">Login</Link>
            </li>
            <li>
              <Link href="/sign-up">Sign Up</Link>
            </li>
            <li>
              <Link href="/contact-us">Contact Us</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="public-footer__heading">
            Legal
          </h2>
          <ul className="public-footer__links">
            <li>
              <Link href="/terms-and-conditions">Terms &amp; Conditions</Link>
            </li>
            <li>
              <Link href="/privacy-policy">Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="public-footer__heading">
            Our Contact
          </h2>
          <ContactList />
        </section>
      </div>
      <div className="container public-footer__bottom">
        <p>
          © {year} {company.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
