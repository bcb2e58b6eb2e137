import type { ReactNode } from 'react';
import { company } from '#shared/company';
import { Logo } from '#web/components/logo';
import { LegalLinks } from './legal-links';
import { Link, useSearch } from 'wouter';
import './account-layout.css';

export interface AccountSwitch {
  /** Text before the link, e.g. "Already have an account?" */
  prompt: string;
  /** "Login here" links to /login; anything else to /sign-up. */
  label: string;
}

export function switchHref(label: string): string {
  return label === 'Login here' ? '/login' : '/sign-up';
}

/** The sign-up / login family: title, caption, content, switch link, legal footer links. */
export function AccountLayout({
  title,
  caption,
  switchLink,
  tall = false,
  short = false,
  intro = null,
  children,
}: {
  title: string;
  caption: string;
  switchLink: AccountSwitch;
  /** The form is taller than a phone's screen: its loading state keeps that space (no layout shift). */
  tall?: boolean;
  /** The form is shorter than the default loader: its loading state keeps the form's height (no layout shift). */
  short?: boolean;
  /** A line above the form, shown with the title (not after the page's chunk has loaded). */
  intro?: string | null;
  children: ReactNode;
}) {
  // Switching between sign-in and sign-up keeps where the customer was going (checked where it is used:
  // lib/return-to.ts, not loaded here to keep the first page light).
  const next = new URLSearchParams(useSearch()).get('next');
  return (
    <div className="account">
      <header className="account__header">
        <Logo />
      </header>
      <main id="main" tabIndex={-1} className="account__main">
        <div className="account__card">
          <h1 className="account__title">{title}</h1>
          <p className="account__caption">{caption}</p>
          {intro ? <p className="account__intro">{intro}</p> : null}
          <div className={`account__content${tall ? ' account__content--tall' : ''}${short ? ' account__content--short' : ''}`}>
            {children}
          </div>
          <p className="account__switch">
            {switchLink.prompt} <Link href={next ? `${switchHref(switchLink.label)}?next=${encodeURIComponent(next)}` : switchHref(switchLink.label)}>{switchLink.label}</Link>
          </p>
        </div>
      </main>
      <footer className="account__footer">
        <nav aria-label="Legal">
          <LegalLinks />
        </nav>
        <p>
          © {new Date().getFullYear()} {company.name}
        </p>
      </footer>
    </div>
  );
}
