import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY, getSession, reloadSession } from '#web/lib/session';
import { initialsOf } from './avatar';
import { PublicLayout } from './public-layout';

function signIn() {
  sessionStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ value: { logged_in: true, user: { firstname: 'Ada', lastname: 'Obi', username: 'ada', image: 'N/A', token: 't0k' } } }),
  );
  reloadSession();
}

function renderLayout(path = '/') {
  window.history.replaceState(null, '', path);
  return render(
    <PublicLayout>
      <h1>Page</h1>
    </PublicLayout>,
  );
}

describe('PublicLayout with a signed-in customer', () => {
  afterEach(() => {
    sessionStorage.clear();
    reloadSession();
    vi.restoreAllMocks();
  });

  it('shows the initials and Dashboard instead of Login and Sign Up', async () => {
    signIn();
    renderLayout('/about');
    const header = screen.getByRole('banner');
    const dashboard = await within(header).findByRole('link', { name: /Dashboard/ });
    expect(dashboard).toHaveAttribute('href', '/my/user/dashboard');
    expect(dashboard).toHaveTextContent('AODashboard');
    expect(within(header).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(header).queryByRole('link', { name: 'Sign Up' })).toBeNull();
  });

  it('a visitor sees Login and Sign Up', () => {
    renderLayout('/about');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
    expect(within(header).queryByRole('link', { name: /Dashboard/ })).toBeNull();
  });

  it('logging out from the header clears the session and shows Login at once', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    signIn();
    renderLayout('/services');
    const header = screen.getByRole('banner');
    await userEvent.click(await within(header).findByRole('button', { name: 'Log out' }));
    await act(async () => {});
    expect(getSession().logged_in).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(within(header).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: /Dashboard/ })).toBeNull();
    // The server is told, with the token the session had.
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/logout');
    expect(new Headers((init as RequestInit).headers).get('Authorization')).toBe('Bearer t0k');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the names, else of the username', () => {
    expect(initialsOf({ firstname: 'ada', lastname: 'Obi' })).toBe('AO');
    expect(initialsOf({ firstname: ' ', lastname: '', username: 'emeka' })).toBe('E');
    expect(initialsOf(null)).toBe('');
  });
});
