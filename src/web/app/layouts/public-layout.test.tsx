import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY, reloadSession } from '#web/lib/session';
import { PublicLayout, SCROLLED_AFTER_PX } from './public-layout';

function renderLayout(path = '/about') {
  window.history.replaceState(null, '', path);
  return render(
    <PublicLayout>
      <h1>Page</h1>
    </PublicLayout>,
  );
}

const dialog = (name: string) => screen.getByRole('dialog', { name, hidden: true });
const isOpen = (el: HTMLElement) => el.classList.contains('is-open');

describe('PublicLayout', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollY = 0;
  });

  it('has the header links, the Login button, and marks the active link', () => {
    renderLayout('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(names).toEqual([
      ['Home', '/'],
      ['About Us', '/about'],
      ['Location', '/location'],
      ['Services', '/services'],
      ['Contact us', '/contact-us'],
      ['Sign Up', '/sign-up'],
    ]);
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'e-laundry home' })).toHaveAttribute('href', '/');
  });

  it('opens the LEFT info panel, traps focus, closes on Escape and gives focus back', async () => {
    renderLayout();
    const info = screen.getByRole('button', { name: 'About e-laundry' });
    const panel = dialog('About e-laundry');
    expect(panel).toHaveClass('side-panel--left', 'side-panel--info');
    expect(panel).toHaveAttribute('inert');

    await userEvent.click(info);
    expect(isOpen(panel)).toBe(true);
    expect(info).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText('Monday to Saturday 9am to 4pm')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
    // The subscribe form loads on demand.
    expect(await within(panel).findByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');

    const close = within(panel).getByRole('button', { name: 'Close about e-laundry' });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(panel.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 12; i += 1) {
      await userEvent.tab();
      expect(panel.contains(document.activeElement)).toBe(true);
    }

    await userEvent.keyboard('{Escape}');
    expect(isOpen(panel)).toBe(false);
    expect(info).toHaveFocus();
  });

  it('opens the RIGHT mobile menu from the hamburger and closes it on an overlay click', async () => {
    const { container } = renderLayout('/services');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    const menu = dialog('Menu');
    expect(menu).toHaveClass('side-panel--right');
    expect(isOpen(menu)).toBe(true);
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      // Issue 9: the primary destinations first, then About, then the account actions.
      'Home',
      'Location',
      'Services',
      'Contact us',
      'About Us',
      'Log In',
      'Sign Up',
      '+234 809 555 0142',
      'support@e-laundry.ng',
    ]);
    expect(within(menu).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');

    const overlays = container.querySelectorAll('.panel-overlay.is-open');
    expect(overlays).toHaveLength(1);
    await userEvent.click(overlays[0] as HTMLElement);
    expect(isOpen(menu)).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it(`takes the scrolled style after ${SCROLLED_AFTER_PX} px`, () => {
    const { container } = renderLayout();
    const header = container.querySelector('.public-header') as HTMLElement;
    expect(header).not.toHaveClass('is-scrolled');
    act(() => {
      window.scrollY = SCROLLED_AFTER_PX;
      fireEvent.scroll(window);
    });
    expect(header).not.toHaveClass('is-scrolled');
    act(() => {
      window.scrollY = SCROLLED_AFTER_PX + 1;
      fireEvent.scroll(window);
    });
    expect(header).toHaveClass('is-scrolled');
  });

  it('has the footer sections of the spec', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const useful = within(footer).getByRole('navigation', { name: 'Useful Links' });
    expect(within(useful).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/about',
      '/services',
      '/login',
      '/sign-up',
      '/Contact-us',
    ]);
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/terms-and-conditions', '/privacy-policy']);
    // Store badges are honest images, not links; "Download App Now" leads to the app section.
    expect(within(footer).getByRole('img', { name: 'Android app: coming soon' }).closest('a')).toBeNull();
    expect(within(footer).getByRole('img', { name: 'iPhone (iOS) app: coming soon' }).closest('a')).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Download App Now' })).toHaveAttribute('href', '/#app');
    expect(within(footer).getByRole('img', { name: /Pay with card/ })).toHaveAttribute('width', '232');
    expect(within(footer).getByText(/Aminu Kano Crescent/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'support@e-laundry.ng' })).toHaveAttribute('href', 'mailto:support@e-laundry.ng');
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} e-laundry`))).toBeInTheDocument();
  });

  describe("the footer's Useful Links and the session (issue 22)", () => {
    const usefulLinks = () =>
      within(within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Useful Links' }))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);

    afterEach(() => {
      sessionStorage.clear();
      reloadSession();
    });

    it('a visitor keeps Login and Sign Up', () => {
      renderLayout();
      expect(usefulLinks()).toEqual([
        ['About Us', '/about'],
        ['Services', '/services'],
        ['Login', '/login'],
        ['Sign Up', '/sign-up'],
        ['Contact Us', '/Contact-us'],
      ]);
    });

    it('a signed-in customer gets Dashboard in place of Login and Sign Up', () => {
      sessionStorage.setItem(
        SESSION_KEY,
        JSON.stringify({ value: { logged_in: true, user: { firstname: 'Ada', lastname: 'Obi', username: 'ada', image: 'N/A', token: 't0k' } } }),
      );
      reloadSession();
      renderLayout();
      expect(usefulLinks()).toEqual([
        ['About Us', '/about'],
        ['Services', '/services'],
        ['Dashboard', '/my/user/dashboard'],
        ['Contact Us', '/Contact-us'],
      ]);
    });
  });
});
