import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as notifyModule from '#web/lib/notify';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { getSession } from '#web/lib/session';
import { readStored } from '#web/lib/storage';
import { makeUser } from '#web/testing/fixtures';
import { LoginPage, REMEMBER_HINT } from './login-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = () => renderPage(<LoginPage />, { path: '/login' });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const loginButton = () => screen.getByRole('button', { name: 'Login' });

const session = (overrides = {}) => ({
  token: 'tok-9',
  token_type: 'Bearer' as const,
  expires_at: '2099-01-01T00:00:00Z',
  user: makeUser(),
  ...overrides,
});

describe('LoginPage', () => {
  it('shows the fields, the forgot-password link and the required messages on submit', async () => {
    const user = userEvent.setup();
    page();
    expect(field('Username or Email')).toBeInTheDocument();
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: /Forgot password/ })).toHaveAttribute('href', '/my/password/reset');
    expect(screen.queryByText('Username or email address is required')).toBeNull();

    await user.click(loginButton());
    expect(await screen.findByText('Username or email address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    // The first invalid field gets the focus.
    expect(field('Username or Email')).toHaveFocus();

    await user.type(field('Password'), '123');
    expect(await screen.findByText('Cannot be less than six characters')).toBeInTheDocument();
  });

  it('a field left by pressing on something else shows its message once the press is over', async () => {
    const user = userEvent.setup();
    page();
    expect(field('Username or Email')).toHaveFocus();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.pointer({ keys: '[MouseLeft>]', target: toggle });
    // Pressed, not released: the message must not push the button away from under the pointer yet.
    expect(screen.queryByText('Username or email address is required')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: toggle });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Username or email address is required')).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    const user = userEvent.setup();
    page();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
  });

  it('explains "Remember me" under the checkbox, tied to it for screen readers', () => {
    page();
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    const hint = screen.getByText(REMEMBER_HINT);
    expect(hint.id).not.toBe('');
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
    expect(REMEMBER_HINT).toBe('Stay signed in on this device for 30 days. Don’t use on a shared phone.');
  });

  it('offline, says plainly that signing in needs a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    page();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    expect(screen.getByRole('status')).toHaveTextContent('Signing in needs an internet connection.');
  });

  it('online, shows no offline notice', () => {
    page();
    expect(screen.queryByText('You are offline')).toBeNull();
  });

  it('without "Remember me" the session stays in this tab (sessionStorage), nothing on the device', async () => {
    const user = userEvent.setup();
    vi.spyOn(notifyModule.notify, 'success').mockImplementation(() => {});
    stubApi({ 'POST /auth/login': { code: 200, message: 'Welcome back', data: session() } });
    const { current } = page();
    await user.type(field('Username or Email'), 'chidinma_o');
    await user.type(field('Password'), 'Laundry#2026');
    await user.click(loginButton());
    await waitFor(() => expect(current()).toBe('/my/user/dashboard'));
    expect(JSON.parse(sessionStorage.getItem('session') ?? '{}').value).toMatchObject({ logged_in: true, user: { token: 'tok-9' } });
    expect(localStorage.length).toBe(0);
  });

  it('signs in: success toast, session saved with its expiry, then the dashboard', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifyModule.notify, 'success').mockImplementation(() => {});
    const calls = stubApi({ 'POST /auth/login': { code: 200, message: 'Login successful. Welcome back, Chidinma!', data: session() } });
    const { current } = page();
    await user.type(field('Username or Email'), ' chidinma_o ');
    await user.type(field('Password'), 'Laundry#2026');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(loginButton());
    await waitFor(() => expect(current()).toBe('/my/user/dashboard'));
    expect(calls[0]!.body).toEqual({ username_or_email: 'chidinma_o', password: 'Laundry#2026', remember: true });
    expect(success).toHaveBeenCalledWith('Login successful. Welcome back, Chidinma!');
    expect(getSession()).toMatchObject({ logged_in: true, user: { token: 'tok-9' } });
    // "Remember me": on this device (localStorage), expiring with the token; nothing of it in the tab (ADR 062).
    const stored = JSON.parse(localStorage.getItem('session') ?? '{}');
    expect(stored.expires_at).toBe(Date.parse('2099-01-01T00:00:00Z'));
    expect(sessionStorage.getItem('session')).toBeNull();
    expect(readStored('session')).toMatchObject({ logged_in: true });
  });

  it('an unverified account: error toast, then /verify-otp/{entered value}?type=not-verified', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /auth/login': () =>
        jsonResponse({ code: 403, message: 'Your account is not verified. Please verify your email address.' }, 403),
    });
    const { current, notify } = page();
    await user.type(field('Username or Email'), 'ada@example.com');
    await user.type(field('Password'), 'secret1');
    await user.click(loginButton());
    await waitFor(() => expect(current()).toBe('/verify-otp/ada%40example.com?type=not-verified'));
    expect(notify.error).toHaveBeenCalledWith('Your account is not verified. Please verify your email address.');
    expect(getSession().logged_in).toBe(false);
  });

  it('an unverified account signed in by username: the verification link carries its e-mail so a code can be sent', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /auth/login': () =>
        jsonResponse(
          { code: 403, message: 'Your account is not verified. Please verify your email address.', email: 'ada@example.com' },
          403,
        ),
    });
    const { current } = page();
    await user.type(field('Username or Email'), 'ada_obi');
    await user.type(field('Password'), 'secret1');
    await user.click(loginButton());
    await waitFor(() => expect(current()).toBe('/verify-otp/ada%40example.com?type=not-verified'));
  });

  it('a two-factor account continues with the authenticator code', async () => {
    const user = userEvent.setup();
    vi.spyOn(notifyModule.notify, 'success').mockImplementation(() => {});
    const calls = stubApi({
      'POST /auth/login': {
        code: 200,
        message: 'Enter the 6-digit code from your authenticator app.',
        data: { tfa_required: true, challenge: 'tfa_abc' },
      },
      'POST /auth/login/2fa': { code: 200, message: 'Login successful. Welcome back, Emeka!', data: session({ token: 'tok-2fa' }) },
    });
    const { current } = page();
    await user.type(field('Username or Email'), 'emeka.eze');
    await user.type(field('Password'), 'secret12');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(loginButton());

    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(calls[0]!.body).toMatchObject({ remember: true });
    expect(getSession().logged_in).toBe(false);
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    const boxes = screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
    expect(boxes).toHaveLength(6);
    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => '492817' } });
    await waitFor(() => expect(verify).toBeEnabled());
    await user.click(verify);
    await waitFor(() => expect(current()).toBe('/my/user/dashboard'));
    expect(calls[1]).toMatchObject({ path: '/auth/login/2fa', body: { challenge: 'tfa_abc', code: '492817' } });
    expect(getSession().user?.token).toBe('tok-2fa');
    // "Remember me" ticked with the password holds through the code step: the session is on this device.
    expect(JSON.parse(localStorage.getItem('session') ?? '{}').value).toMatchObject({ user: { token: 'tok-2fa' } });
    expect(sessionStorage.getItem('session')).toBeNull();
  });

  it('a wrong authenticator code is shown under the boxes', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /auth/login': { code: 200, message: 'Enter the code.', data: { tfa_required: true, challenge: 'tfa_abc' } },
      'POST /auth/login/2fa': () =>
        jsonResponse({ code: 422, message: 'The code is invalid or has expired.', error: { code: ['The code is invalid or has expired.'] } }, 422),
    });
    page();
    await user.type(field('Username or Email'), 'emeka.eze');
    await user.type(field('Password'), 'secret12');
    await user.click(loginButton());
    const boxes = await screen.findAllByRole('textbox', { name: /^Digit \d of 6$/ });
    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => '000000' } });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is invalid or has expired.', { selector: '.field__error' })).toBeInTheDocument();
  });
});
