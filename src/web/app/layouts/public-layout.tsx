import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { company } from '#shared/company';
import { Logo } from '#web/components/logo';
import { MenuIcon } from '#web/components/icons';
import { NavLink } from '#web/components/nav-link';
import { SidePanel } from '#web/components/side-panel';
import { AppBadges } from '#web/features/public/site/app-badges';
import { ART } from '#web/features/public/site/art';
import { useCurrentYear } from '#web/features/public/site/current-year';
import { HashLink } from '#web/features/public/site/hash-link';
import { InfoIcon } from '#web/features/public/site/layout-icons';
import { SocialLinks } from '#web/features/public/site/social-links';
import { useSession } from '#web/lib/session';
import { ContactList } from './contact-list';
import { LegalLinks } from './legal-links';
import '#web/features/public/site/site.css';
import './public-layout.css';

interface SiteLink {
  href: string;
  label: string;
  exact?: boolean;
}

const HOME: SiteLink = { href: '/', label: 'Home', exact: true };
const ABOUT: SiteLink = { href: '/about', label: 'About Us' };
const LOCATION: SiteLink = { href: '/location', label: 'Location' };
const SERVICES: SiteLink = { href: '/services', label: 'Services' };
const CONTACT: SiteLink = { href: '/contact-us', label: 'Contact us' };
const SIGN_UP: SiteLink = { href: '/sign-up', label: 'Sign Up' };

/** The phone panel: the primary destinations first, then About; the account actions follow the list. */
const PANEL_LINKS = [HOME, LOCATION, SERVICES, CONTACT, ABOUT];

/** The header's links; Sign Up only for a visitor who is not signed in. */
const HEADER_LINKS = [HOME, ABOUT, LOCATION, SERVICES, CONTACT];

const noSubscription = () => () => {};
/**
 * False while the prerendered markup is hydrated (it was rendered without a session), true afterwards: what depends
 * on the session (sessionStorage) is shown only then, so hydration never meets different markup.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

// The signed-in customer's header and menu pieces: a chunk of their own, loaded only when someone is signed in.
const AccountActions = lazy(() => import('./public-account').then((m) => ({ default: m.AccountActions })));

// The newsletter form (and its fetch helper) loads when the info panel is wanted, not with every page.
const SubscribeForm = lazy(() => import('#web/features/public/subscribe-form').then((m) => ({ default: m.SubscribeForm })));

/** The header takes its scrolled style past this many pixels. */
export const SCROLLED_AFTER_PX = 20;

/** True once the page is scrolled more than `threshold` px (false while prerendering and hydrating). */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/** Header (with the info panel and the mobile menu), main and footer of the public marketing site. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [infoOpen, setInfoOpen] = useState(false);
  // The panels' contents are rendered on the first sign of interest (hover, focus, open), not with every page:
  // less to lay out before the first paint, and the newsletter form's chunk loads only then.
  const [infoWanted, setInfoWanted] = useState(false);
  const wantInfo = () => setInfoWanted(true);
  const [menuWanted, setMenuWanted] = useState(false);
  const wantMenu = () => setMenuWanted(true);
  const scrolled = useScrolledPast(SCROLLED_AFTER_PX);
  const [location] = useLocation();
  const hydrated = useHydrated();
  const session = useSession();
  const signedIn = hydrated && session.logged_in && !!session.user;
  const headerLinks = signedIn ? HEADER_LINKS : [...HEADER_LINKS, SIGN_UP];

  useEffect(() => {
    setMenuOpen(false);
    setInfoOpen(false);
  }, [location]);

  return (
    <div className="public">
      <header className={`public-header${scrolled ? ' is-scrolled' : ''}`}>
        <div className="container public-header__inner">
          <Logo />
          <nav className="public-nav" aria-label="Main">
            <ul>
              {headerLinks.map((l) => (
                <li key={l.href}>
                  <NavLink href={l.href} exact={l.exact} className="public-nav__link">
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="public-header__actions">
            <button
              type="button"
              className="icon-btn public-header__info"
              aria-label={`About ${company.name}`}
              aria-haspopup="dialog"
              aria-expanded={infoOpen}
              aria-controls="public-info-panel"
              onPointerEnter={wantInfo}
              onFocus={wantInfo}
              onClick={() => {
                wantInfo();
                setInfoOpen(true);
              }}
            >
              <InfoIcon size={24} />
            </button>
            <div className={`public-header__account${signedIn ? ' is-signed-in' : ''}`}>
              {signedIn ? (
                <Suspense fallback={null}>
                  <AccountActions user={session.user} />
                </Suspense>
              ) : (
                <Link href="/login" className="btn btn--primary btn--small public-header__login">
                  Login
                </Link>
              )}
            </div>
            <button
              type="button"
              className="icon-btn public-header__toggle"
              aria-label="Open menu"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              aria-controls="public-mobile-menu"
              onPointerEnter={wantMenu}
              onFocus={wantMenu}
              onClick={() => {
                wantMenu();
                setMenuOpen(true);
              }}
            >
              <MenuIcon size={24} />
            </button>
          </div>
        </div>
      </header>

      <SidePanel
        id="public-info-panel"
        open={infoOpen}
        onClose={() => setInfoOpen(false)}
        label={`About ${company.name}`}
        side="left"
        className="side-panel--info"
      >
        {infoWanted ? (
          <>
            <p className="info-panel__blurb">{company.description}</p>
            <ContactList className="info-panel__contact" />
            <Suspense fallback={<div className="subscribe subscribe--loading" aria-hidden="true" />}>
              <SubscribeForm idPrefix="info-subscribe" />
            </Suspense>
            <SocialLinks className="info-panel__social" />
          </>
        ) : null}
      </SidePanel>

      <SidePanel id="public-mobile-menu" open={menuOpen} onClose={() => setMenuOpen(false)} label="Menu" side="right">
        {menuWanted ? (
          <>
            <nav aria-label="Mobile">
              <ul className="panel-nav">
                {PANEL_LINKS.map((l) => (
                  <li key={l.href}>
                    <NavLink href={l.href} exact={l.exact} className="panel-nav__link">
                      {l.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="panel-account">
              {signedIn ? (
                <Suspense fallback={null}>
                  <AccountActions user={session.user} inPanel onDone={() => setMenuOpen(false)} />
                </Suspense>
              ) : (
                <>
                  <Link href="/login" className="btn btn--primary">
                    Log In
                  </Link>
                  <NavLink href={SIGN_UP.href} className="btn btn--ghost">
                    {SIGN_UP.label}
                  </NavLink>
                </>
              )}
            </div>
            <ContactList showHours={false} className="panel-contact" />
          </>
        ) : null}
      </SidePanel>

      <main id="main" tabIndex={-1} className="public-main">
        {children}
      </main>

      {/*
        A Suspense boundary: React hydrates a prerendered boundary after the rest, in small time slices, so the
        footer never blocks a phone's main thread for long (an interaction would hydrate it at once).
      */}
      <Suspense fallback={null}>
        <PublicFooter signedIn={signedIn} />
      </Suspense>
    </div>
  );
}

/** Useful Links: a signed-in customer gets Dashboard in place of Login and Sign Up (after hydration, as the header). */
function PublicFooter({ signedIn }: { signedIn: boolean }) {
  const year = useCurrentYear();
  return (
    <footer className="public-footer on-dark">
      <div className="container public-footer__grid">
        <section aria-labelledby="footer-brand" className="public-footer__brand">
          <h2 id="footer-brand" className="visually-hidden">
            About {company.name}
          </h2>
          <Logo />
          <p className="public-footer__blurb">{company.description}</p>
          <SocialLinks className="social-links--dark" />
          <img
            className="public-footer__pay"
            src={ART.payWithCard}
            width={232}
            height={56}
            loading="lazy"
            decoding="async"
            alt="Pay with card: secure online top-ups"
          />
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
            {signedIn ? (
              <li>
                <Link href="/my/user/dashboard">Dashboard</Link>
              </li>
            ) : (
              <>
                <li>
                  <Link href="/login">Login</Link>
                </li>
                <li>
                  <Link href={SIGN_UP.href}>{SIGN_UP.label}</Link>
                </li>
              </>
            )}
            <li>
              {/* The original site's spelling; the app redirects it to /contact-us. */}
              <Link href="/Contact-us">Contact Us</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-app">
          <h2 id="footer-app" className="public-footer__heading">
            Mobile App
          </h2>
          <AppBadges className="public-footer__badges" />
          <HashLink to="/#app" className="public-footer__app-link">
            Download App Now
          </HashLink>
        </section>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="public-footer__heading">
            Legal
          </h2>
          <LegalLinks className="public-footer__links" />
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="public-footer__heading">
            Our Contact
          </h2>
          <ContactList showHours={false} />
        </section>
      </div>
      <div className="container public-footer__bottom">
        <p>
          © {year} {company.name}. All rights reserved.
        </p>
        <p>Smart laundry hubs for campuses and hostels.</p>
      </div>
    </footer>
  );
}
