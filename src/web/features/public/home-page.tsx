import { Link } from 'wouter';
import { company } from '../../../shared/company';
import { CardIcon, HomeIcon, UserIcon, WalletIcon } from '../../components/icons';
import type { PageProps } from '../../lib/page';
import './home-page.css';

/** Shortcut tiles (spec §2 Home). */
const TILES = [
  { href: '/my/user/deposits', label: 'Card Top-Up', text: 'Add money to your laundry card.', Icon: WalletIcon },
  { href: '/sign-up', label: 'User SignUp', text: 'Create your e-laundry account.', Icon: UserIcon },
  { href: '/my/user/dashboard', label: 'Laundry Viewer', text: 'See your balance and activity.', Icon: HomeIcon },
  { href: '/login', label: 'Help And Support', text: 'We reply within 10 minutes.', Icon: CardIcon },
] as const;

export function HomePage({ title }: PageProps) {
  return (
    <>
      <section className="hero on-dark" aria-labelledby="home-title">
        <div className="container hero__inner">
          <h1 id="home-title" className="visually-hidden">
            {title}
          </h1>
          <p className="hero__eyebrow">{company.name}</p>
          <p className="hero__title">{company.tagline}</p>
          <p className="hero__lead">{company.description}</p>
          <div className="hero__actions">
            <Link href="/sign-up" className="btn btn--accent">
              Create an account
            </Link>
            <Link href="/services" className="btn btn--ghost hero__ghost">
              Get the Best services
            </Link>
          </div>
        </div>
      </section>
      <div className="container">
        <nav className="tiles" aria-label="Shortcuts">
          {TILES.map(({ href, label, text, Icon }) => (
            <Link key={label} href={href} className="tile">
              <Icon size={28} />
              <span className="tile__label">{label}</span>
              <span className="tile__text">{text}</span>
            </Link>
          ))}
        </nav>
        <p className="home-soon">The full home page is coming soon.</p>
      </div>
    </>
  );
}
