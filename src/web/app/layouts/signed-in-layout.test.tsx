import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '#web/lib/session-updates';
import { makeUser } from '#web/testing/fixtures';
import { SignedInLayout } from './signed-in-layout';

function renderLayout(path = '/my/user/dashboard', onLogout = vi.fn(async () => {})) {
  const location = memoryLocation({ path, record: true });
  const utils = render(
    <Router hook={location.hook}>
      <SignedInLayout onLogout={onLogout}>
        <h1>Page</h1>
      </SignedInLayout>
    </Router>,
  );
  return { ...utils, location, onLogout };
}

describe('SignedInLayout', () => {
  it('shows the main nav, the More sub-nav and the landmarks', async () => {
    startSession(makeUser());
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Dashboard', '/my/user/dashboard'],
      ['Top-up', '/my/user/deposits'],
      ['Card Management', '/my/user/card-management'],
      ['Laundry Viewer', '/my/user/laundry-viewer'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const more = within(nav).getByRole('button', { name: /More/ });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [
      ['Profile', '/my/user/profile-setting'],
      ['Referral', '/my/user/referral/commissions'],
      ['2FA Security', '/my/user/twofactor'],
      ['Change Password', '/my/user/change-password'],
      ['Transactions', '/my/user/transactions'],
      ['Support Tickets', '/my/support'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('marks the current page with aria-current, including nested pages', () => {
    startSession(makeUser());
    renderLayout('/my/user/card-management/12');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Card Management' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('shows the placeholder avatar when the image is "N/A", and the picture otherwise', () => {
    startSession(makeUser({ image: 'N/A' }));
    const { unmount } = renderLayout();
    const button = screen.getByRole('button', { name: /account menu$/i });
    expect(within(button).getByTestId('avatar-placeholder')).toBeInTheDocument();
    expect(button.querySelector('img')).toBeNull();
    unmount();

    startSession(makeUser({ image: 'https://cdn.example.com/a.jpg' }));
    renderLayout();
    const img = screen.getByRole('button', { name: /account menu$/i }).querySelector('img');
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/a.jpg');
    expect(screen.queryByTestId('avatar-placeholder')).toBeNull();
  });

  it('opens the account menu with Profile and Logout; Logout signs out', async () => {
    startSession(makeUser());
    const { onLogout, location } = renderLayout();
    const button = screen.getByRole('button', { name: /account menu$/i });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);
    const menu = screen.getByRole('menu', { name: /account menu$/i });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Profile', 'Logout']);
    expect(items[0]).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Profile' }));
    expect(location.history?.at(-1)).toBe('/my/user/profile-setting');

    await userEvent.click(button);
    await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('opens the mobile side menu with all links and contact details, closes on Escape and restores focus', async () => {
    startSession(makeUser());
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveClass('is-open');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(dialog)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(
      expect.arrayContaining(['Dashboard', 'Top-up', 'Card Management', 'Profile', 'Referral', 'Support Tickets']),
    );
    expect(within(dialog).getByText(/Abuja/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /^\+234/ })).toHaveAttribute('href', expect.stringMatching(/^tel:\+234/));
    expect(within(dialog).getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(dialog.contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    expect(dialog).not.toHaveClass('is-open');
    expect(toggle).toHaveFocus();
  });

  it('opens the More bottom menu from the bottom bar', async () => {
    startSession(makeUser());
    renderLayout('/my/support/new');
    const bar = screen.getByRole('navigation', { name: 'Quick' });
    const more = within(bar).getByRole('button', { name: 'More' });
    expect(more).toHaveClass('is-active');
    await userEvent.click(more);
    const sheet = screen.getByRole('dialog', { name: 'More' });
    expect(sheet).toHaveClass('is-open');
    expect(within(sheet).getByRole('link', { name: 'Support Tickets' })).toHaveAttribute('aria-current', 'page');
  });
});
