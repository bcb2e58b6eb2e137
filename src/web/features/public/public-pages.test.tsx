import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company } from '#shared/company';
import { REFERRAL_RULE } from '#shared/referral-rule';
import { AboutPage } from './about-page';
import { systemContact } from './site/contact-details';
import { HomePage } from './home-page';
import { LEGAL_DOWNLOADS, PRIVACY, TERMS } from './legal-text';
import { LocationPage } from './location-page';
import { PUBLIC_PAGES } from './site/page-meta';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const props = (title: string) => ({ title, params: {} });

describe('Home', () => {
  it('has the four tiles with their targets and the about / services links', () => {
    render(<HomePage {...props('Home')} />);
    const tiles = screen.getByRole('navigation', { name: 'Shortcuts' });
    const links = within(tiles).getAllByRole('link');
    expect(links.map((a) => [a.querySelector('.tile__label')?.textContent, a.getAttribute('href')])).toEqual([
      ['Card Top-Up', '/my/user/deposits'],
      ['User SignUp', '/sign-up'],
      ['Laundry Viewer', '/my/user/laundry-viewer'],
      ['Help And Support', '/login'],
    ]);
    expect(screen.getByRole('link', { name: 'Read more about e-laundry' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('link', { name: 'Get the Best services' })).toHaveAttribute('href', '/services');
    expect(screen.getByText('Redefining Laundry', { selector: '.visually-hidden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    for (const text of ['99.9%', '~90%']) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });
});

describe('About', () => {
  it('shows the breadcrumb, counters, contact box, performance banner and manifesto', () => {
    render(<AboutPage {...props('About Us')} />);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Who we are')).toHaveAttribute('aria-current', 'page');
    const counters = screen.getByRole('list', { name: 'e-laundry in numbers' });
    expect(within(counters).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1kGlobal customers',
      '10+Laundry hubs',
      '30Expert employees',
      '3+Countries served',
      '3+Years of operation',
    ]);
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute('href', `tel:${company.phoneE164}`);
    expect(screen.getByRole('link', { name: company.supportEmail })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Optimium Performance with E-Laundry' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Convenience' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Who We Are' })).toHaveAttribute('href', '/about#who-we-are');
  });

  it('takes the contact box phone and e-mail from VITE_SYS_PHONE / VITE_SYS_EMAIL, with company defaults', () => {
    expect(systemContact({})).toMatchObject({ phone: company.phone, email: company.supportEmail });
    expect(systemContact({ VITE_SYS_PHONE: '+234 700 000 0000', VITE_SYS_EMAIL: 'hello@example.ng' })).toEqual({
      phone: '+234 700 000 0000',
      phoneHref: 'tel:+2347000000000',
      email: 'hello@example.ng',
      emailHref: 'mailto:hello@example.ng',
    });
  });
});

describe('Location', () => {
  it('has three cards whose maps load only on request', async () => {
    render(<LocationPage {...props('Locations')} />);
    expect(screen.getByText('Our Location & Centres')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Abuja', 'UK (Bournemouth)', 'Port Harcourt']);
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show map of Bournemouth' }));
    const frame = screen.getByTitle('Map of Bournemouth');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(frame.getAttribute('src')).toContain('marker=50.72020,-1.87950');
  });
});

describe('Legal pages', () => {
  it('render the terms from the shared text source with both PDF downloads and a contact block', () => {
    render(<TermsPage {...props('Terms & Conditions')} />);
    for (const section of TERMS.sections) expect(screen.getByRole('heading', { name: section.heading })).toBeInTheDocument();
    expect(screen.getByText(/We never charge a fee for paying back a balance/)).toBeInTheDocument();
    expect(screen.getByText(/failed top-up/)).toBeInTheDocument();
    expect(screen.getByText(/government-issued ID and a recent bank statement/)).toBeInTheDocument();
    expect(screen.getByText(/greater of one naira \(NGN 1\) or the amount you paid to us in the previous one month/)).toBeInTheDocument();
    for (const file of Object.values(LEGAL_DOWNLOADS)) {
      const link = screen.getByRole('link', { name: file.label });
      expect(link).toHaveAttribute('href', `/downloads/${file.file}`);
      expect(link).toHaveAttribute('download');
    }
    const contact = screen.getByRole('region', { name: 'Contact e-laundry' });
    expect(within(contact).getByText(company.addressLine)).toBeInTheDocument();
    expect(within(contact).getByRole('list', { name: 'e-laundry on social media' })).toBeInTheDocument();
  });

  it('the terms say the referral rule in the referral screens\' words (section 9, ADR 071), and closing (section 12) names its exception', () => {
    const text = (id: string) => TERMS.sections.find((s) => s.id === id)!.blocks.map((b) => (b.kind === 'p' ? b.text : b.items.join(' '))).join(' ');
    expect(text('referrals')).toContain(REFERRAL_RULE);
    expect(text('closing')).toMatch(/paid back to you free of charge \(except referral credit, which is not paid back: see section 9\), or given up/);
  });

  it('render the privacy policy dated 1 November 2021 with the gateways, card data and deletion statements', () => {
    render(<PrivacyPage {...props('Privacy Policy')} />);
    expect(screen.getByText('Effective 1 November 2021')).toBeInTheDocument();
    expect(screen.getByText(/Paystack/)).toBeInTheDocument();
    expect(screen.getByText(/Flutterwave/)).toBeInTheDocument();
    expect(screen.getByText(/We do not store your card data/)).toBeInTheDocument();
    expect(screen.getByText(/Closing your account deletes your personal data/)).toBeInTheDocument();
    expect(PRIVACY.sections.length).toBeGreaterThan(5);
  });

  it('the privacy policy says what is exported, what is erased at closure, what is kept 6 years and why, and how to ask (issue 26)', () => {
    render(<PrivacyPage {...props('Privacy Policy')} />);
    expect(screen.getByRole('heading', { name: '8. Download your data' })).toBeInTheDocument();
    expect(screen.getByText(/choose "Download my data"/)).toHaveTextContent(/within 24 hours/);
    expect(screen.getByText(/showing the staff member's role but not their name/)).toBeInTheDocument();
    expect(screen.getByText(/the texts of your support tickets and messages, and the files you attached/)).toBeInTheDocument();
    expect(screen.getByText(/your sign-in sessions, e-mail codes, password and two-factor secret/)).toBeInTheDocument();
    const kept = screen.getByText(/We keep, for 6 years after each movement of money/);
    expect(kept).toHaveTextContent(/Companies and Allied Matters Act 2020 \(section 375\)/);
    expect(kept).toHaveTextContent(/at least 5 years after the transaction/);
    expect(kept).toHaveTextContent(/no name, e-mail address or phone number stays with them/);
    expect(screen.getByText(/Nigeria Data Protection Commission \(NDPC\)/)).toHaveTextContent(/support ticket in the app/);
  });
});

describe('page meta', () => {
  it('describes every public page in at most 170 characters', () => {
    for (const [path, meta] of Object.entries(PUBLIC_PAGES)) {
      expect(meta.description.length, path).toBeLessThanOrEqual(170);
      // A public page lives in features/public, or in its own feature's folder (the sponsor's pay page, ADR 057).
      expect(meta.module, path).toMatch(/^features\/(public|sponsor-links)\/[a-z-]+-page\.tsx$/);
    }
  });
});
