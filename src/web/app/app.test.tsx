import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '#web/lib/session-updates';
import { makeUser } from '#web/testing/fixtures';
import { App } from './app';
import { ROUTES } from './routes';

// The data layer gets a fresh QueryClient with retry off (a failure fails the test at once) and a fetch that fails loudly.
vi.mock('#web/lib/api', async () => {
  const { createApi } = await import('#web/lib/api-client');
  const { createQueryClient } = await import('#web/lib/query-client');
  const queryClient = createQueryClient({ retry: false });
  const api = createApi({
    queryClient,
    fetch: () => Promise.reject(new Error('no network in tests')),
  });
  return { queryClient, ...api };
});

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('routes', () => {
  it('redirects a logged-out visitor from a protected page to /login, replacing history', async () => {
    const lengthBefore = window.history.length;
    renderAt('/my/user/dashboard');
    expect(await h1('Sign In')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.history.length).toBe(lengthBefore);
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('renders a protected page in the signed-in layout when logged in', async () => {
    startSession(makeUser());
    renderAt('/my/user/dashboard');
    expect(await h1('Dashboard')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/my/user/dashboard');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Dashboard — e-laundry'));
  });

  it('/Contact-us reaches the Contact Us page', async () => {
    renderAt('/Contact-us');
    expect(await h1('Contact Us')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/contact-us');
    await waitFor(() => expect(document.title).toBe('Contact Us — e-laundry'));
  });

  it('shows a designed 404 for unknown addresses', async () => {
    renderAt('/no/such/page');
    expect(await h1('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('renders the account layout with the switch link and legal links', async () => {
    renderAt('/sign-up');
    expect(await h1('Create Account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login here' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'e-laundry home' })).toHaveAttribute('href', '/');
  });

  it('the verify screen names the address of its path with the title, before its page has loaded', async () => {
    renderAt('/verify-otp/ada%40example.com');
    // Synchronously, in the first render: the page itself is still a lazy chunk (the line is the screen's LCP element).
    expect(screen.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code sent to ada@example.com. It is valid for 10 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/loading/i);
    // The page receives the parameter too (its e-mail field is hidden) and does not repeat the line.
    // (The form's chunks can take more than findBy's default second on a loaded machine.)
    expect(await screen.findByRole('group', { name: 'Verification code' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/e-?mail/i)).not.toBeInTheDocument();
    expect(screen.getAllByText(/sent to ada@example\.com/)).toHaveLength(1);
  });

  it('the verify screen without an address in its path asks for it and names none', async () => {
    renderAt('/verify-otp/ada');
    expect(await screen.findByRole('group', { name: 'Verification code' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /e-?mail/i })).toBeInTheDocument();
    expect(screen.queryByText(/sent to/)).not.toBeInTheDocument();
  });

  it.each(ROUTES.filter((r) => r.area !== 'protected').map((r) => [r.path, r.title] as const))(
    'public route %s shows its title "%s"',
    async (path, title) => {
      renderAt(path.replace(':email', 'a@b.co').replace(':otp', '123456'));
      expect(await h1(title)).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} — e-laundry`));
    },
  );

  it.each(ROUTES.filter((r) => r.area === 'protected').map((r) => [r.path, r.title] as const))(
    'protected route %s shows its title "%s" when logged in',
    async (path, title) => {
      startSession(makeUser());
      renderAt(path.replace(':id', '7'));
      // A page about one thing may name it after the title ("Ticket #7"); focus-on-navigation waits for that prefix.
      const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(await screen.findByRole('heading', { level: 1, name: new RegExp(`^${escaped}( #7)?$`) })).toBeInTheDocument();
    },
  );

  it('scrolls to the top when navigating', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/');
    await h1('Home');
    scrollTo.mockClear();
    const header = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(header).getByRole('link', { name: 'About Us' }));
    expect(await h1('About Us')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('offers a skip link that moves focus to the main content', async () => {
    renderAt('/about');
    await h1('About Us');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('mounts the toast container only once the data layer is in use', async () => {
    renderAt('/');
    await h1('Home');
    expect(document.querySelector('.Toastify')).toBeNull();
    await userEvent.click(screen.getAllByRole('link', { name: 'Login' })[0]!);
    expect(await h1('Sign In')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.Toastify')).not.toBeNull());
  });
});
