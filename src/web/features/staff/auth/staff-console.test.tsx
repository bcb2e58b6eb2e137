import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '#generated/api';
import { createApiMiddleware } from '#web/lib/api-client';
import { getSession, getToken } from '#web/lib/session';
import { clearSession, startSession } from '#web/lib/session-updates';
import { staffClient, staffTokenMiddleware } from '#web/lib/staff-api';
import {
  SESSION_ENDED_MESSAGE,
  clearStaffSession,
  getStaffSession,
  getStaffToken,
  takeEndedReason,
} from '#web/lib/staff-session';
import { fakeNotifier, makeUser } from '#web/testing/fixtures';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { cleanStaffSessionEachTest, signInAsStaff, staffMember } from '#web/testing/staff';
import { StaffLoginPage } from './staff-login-page';
import { DEAD_LINK, StaffSetupPage } from './staff-setup-page';

type Member = components['schemas']['StaffMember'];
type Role = components['schemas']['StaffRole'];

const member = (overrides: Partial<Member> = {}): Member =>
  staffMember({ email: 'ada.eze@e-laundry.ng', name: 'Ada Eze', roles: ['admin'], ...overrides });
const signIn = (roles: Role[] = ['admin'], token = 'stf_admin') =>
  signInAsStaff(roles, { email: 'ada.eze@e-laundry.ng', name: 'Ada Eze' }, token);

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`), { selector: 'input, textarea' });

cleanStaffSessionEachTest({ customerToo: true });

describe('staff set-up (/staff/setup#token=…)', () => {
  const invite = {
    code: 200 as const,
    message: 'Choose your name and password, then add this key to your authenticator app.',
    data: {
      email: 'tunde.bello@e-laundry.ng',
      roles: ['support' as const],
      expires_at: '2099-12-31T23:59:59Z',
      secret: 'JBSWY3DPEHPK3PXP',
      qrcode: 'otpauth://totp/e-laundry:tunde?secret=JBSWY3DPEHPK3PXP&issuer=e-laundry',
    },
  };

  it('shows who is invited, the QR code and key, takes the token out of the address, and sets the account up', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/staff/setup#token=inv_abc');
    const calls = stubApi({
      'POST /staff/setup/open': invite,
      'POST /staff/setup': {
        code: 200,
        message: 'Your staff account is ready.',
        data: member({ id: 2, email: 'tunde.bello@e-laundry.ng', roles: ['support'] }),
      },
    });
    const { current } = renderPage(<StaffSetupPage />, { path: '/staff/setup' });
    expect(await screen.findByText('tunde.bello@e-laundry.ng')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/staff/setup/open', body: { token: 'inv_abc' } });
    expect(calls[0]!.headers.has('Authorization')).toBe(false);
    expect(window.location.hash).toBe('');
    expect(screen.getByText('Support')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await user.type(field('Full name'), 'Tunde Bello');
    await user.type(field('Password'), 'Wash&Fold-Rota-2026');
    await user.type(field('Confirm password'), 'Wash&Fold-Rota-2026');
    fireEvent.paste(screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ })[0]!, {
      clipboardData: { getData: () => '492817' },
    });
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));
    await waitFor(() => expect(current()).toBe('/staff/login'));
    expect(calls[1]).toMatchObject({
      path: '/staff/setup',
      body: {
        token: 'inv_abc',
        name: 'Tunde Bello',
        password: 'Wash&Fold-Rota-2026',
        password_confirmation: 'Wash&Fold-Rota-2026',
        code: '492817',
      },
    });
  });

  it('a dead link says so and offers no form', async () => {
    window.history.replaceState(null, '', '/staff/setup#token=inv_dead');
    stubApi({ 'POST /staff/setup/open': () => jsonResponse({ code: 404, message: DEAD_LINK }, 404) });
    renderPage(<StaffSetupPage />, { path: '/staff/setup' });
    expect(await screen.findByRole('alert')).toHaveTextContent(DEAD_LINK);
    expect(screen.queryByRole('button', { name: 'Set up my account' })).toBeNull();
  });

  it('a link without a token is dead at once (no call)', () => {
    const calls = stubApi({});
    renderPage(<StaffSetupPage />, { path: '/staff/setup' });
    expect(screen.getByRole('alert')).toHaveTextContent(DEAD_LINK);
    expect(calls).toHaveLength(0);
  });
});

describe('staff sign-in (/staff/login)', () => {
  it('password, then the authenticator code; the staff session is stored apart from the customer one', async () => {
    const user = userEvent.setup();
    startSession(makeUser({ token: 'customer-token' }));
    const calls = stubApi({
      'POST /staff/auth/login': {
        code: 200,
        message: 'Enter the 6-digit code from your authenticator app.',
        data: { tfa_required: true, challenge: 'tfa_abc' },
      },
      'POST /staff/auth/login/2fa': {
        code: 200,
        message: 'Welcome back, Ada Eze.',
        data: {
          token: 'stf_new',
          token_type: 'Bearer',
          expires_at: '2099-12-31T23:59:59Z',
          idle_timeout_seconds: 1800,
          staff: member(),
        },
      },
    });
    const { current } = renderPage(<StaffLoginPage />, { path: '/staff/login' });
    await user.type(field('Email Address'), 'ada.eze@e-laundry.ng');
    await user.type(field('Password'), 'Wash&Fold-Rota-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(getStaffSession()).toBeNull();
    fireEvent.paste(screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ })[0]!, {
      clipboardData: { getData: () => '492817' },
    });
    const verify = screen.getByRole('button', { name: 'Verify' });
    await waitFor(() => expect(verify).toBeEnabled());
    await user.click(verify);
    await waitFor(() => expect(current()).toBe('/staff'));
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual([null, null]);
    expect(calls[1]).toMatchObject({ body: { challenge: 'tfa_abc', code: '492817' } });
    expect(getStaffToken()).toBe('stf_new');
    // Two separate sessions: neither replaced the other.
    expect(getToken()).toBe('customer-token');
    expect(Object.keys(sessionStorage).sort()).toEqual(['session', 'staff:session']);
  });

  it('shows why the last session ended, once', () => {
    stubApi({});
    clearStaffSession(SESSION_ENDED_MESSAGE);
    renderPage(<StaffLoginPage />, { path: '/staff/login' });
    expect(screen.getByRole('status')).toHaveTextContent(SESSION_ENDED_MESSAGE);
    expect(takeEndedReason()).toBeNull();
  });
});

describe('staff and customer sessions stay apart (ADR 042)', () => {
  it('a customer sign-out keeps the staff session; a staff sign-out keeps the customer one', () => {
    startSession(makeUser({ token: 'customer-token' }));
    signIn();
    clearSession();
    expect(getStaffToken()).toBe('stf_admin');
    expect(getSession().logged_in).toBe(false);
    startSession(makeUser({ token: 'customer-token' }));
    clearStaffSession();
    expect(getStaffToken()).toBeNull();
    expect(getToken()).toBe('customer-token');
  });

  it('the customer client never sends its token to a staff operation, the staff client never to a customer one', async () => {
    const customer = createApiMiddleware({ getToken: () => 'customer-token', notify: fakeNotifier(), onUnauthorized: () => {} });
    const staff = staffTokenMiddleware(() => 'stf_token');
    const call = async (mw: typeof staff, schemaPath: string) => {
      const request = new Request(`http://x/api/v1${schemaPath}`);
      const params = { request, schemaPath, params: {}, id: '1', options: {} } as unknown as Parameters<NonNullable<typeof mw.onRequest>>[0];
      const out = (await mw.onRequest!(params)) as Request;
      return out.headers.get('Authorization');
    };
    expect(await call(customer, '/staff/me')).toBeNull();
    expect(await call(customer, '/profile')).toBe('Bearer customer-token');
    expect(await call(staff, '/profile')).toBeNull();
    expect(await call(staff, '/staff/me')).toBe('Bearer stf_token');
  });

  it('a 401 on a staff call ends the staff session only, with a message for the login', async () => {
    startSession(makeUser({ token: 'customer-token' }));
    signIn();
    const calls = stubApi({ 'GET /staff/me': () => jsonResponse({ code: 401, message: 'Unauthenticated.' }, 401) });
    await staffClient.GET('/staff/me');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer stf_admin');
    expect(getStaffSession()).toBeNull();
    expect(window.location.pathname).toBe('/staff/login');
    expect(takeEndedReason()).toBe(SESSION_ENDED_MESSAGE);
    expect(getToken()).toBe('customer-token');
  });

  it('an idle session has expired in storage: the console sends the member to the login', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-25T10:00:00Z'), toFake: ['Date'] });
    try {
      signIn();
      vi.setSystemTime(Date.parse('2026-11-25T10:31:00Z'));
      expect(getStaffSession()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
