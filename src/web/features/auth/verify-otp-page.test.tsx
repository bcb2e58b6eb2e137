import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { getSession } from '#web/lib/session';
import { makeUser } from '#web/testing/fixtures';
import { markOtpSent } from './api';
import { VerifyOtpPage } from './verify-otp-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const EMAIL = 'ada@example.com';
const page = (search = '') =>
  renderPage(<VerifyOtpPage title="Verify OTP" params={{ email: encodeURIComponent(EMAIL) }} />, {
    path: `/verify-otp/${encodeURIComponent(EMAIL)}${search}`,
  });
const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });

const SESSION = {
  code: 200,
  message: 'Your email address has been verified. Welcome to e-laundry!',
  data: { token: 'tok-1', token_type: 'Bearer', expires_at: '2099-01-01T00:00:00Z', user: makeUser({ email: EMAIL }) },
};

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe('VerifyOtpPage', () => {
  it('shows six labelled single-character boxes; Verify is disabled until all six are filled', async () => {
    const user = userEvent.setup();
    page();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    const all = boxes();
    expect(all).toHaveLength(6);
    expect(all[0]).toHaveAttribute('autocomplete', 'one-time-code');
    for (const box of all) expect(box).toHaveAttribute('inputmode', 'numeric');
    // The line naming the address is the account layout's (app/routes.ts), painted before this page loads.
    expect(screen.queryByText(/sent to/)).not.toBeInTheDocument();
    expect(verifyButton()).toBeDisabled();

    await user.click(all[0]!);
    await user.keyboard('12345');
    expect(boxes().map((b) => (b as HTMLInputElement).value).join('')).toBe('12345');
    expect(all[5]).toHaveFocus();
    expect(verifyButton()).toBeDisabled();
    // Letters are refused: the boxes take digits only.
    await user.keyboard('a');
    expect(all[5]).toHaveValue('');
    await user.keyboard('6');
    expect(verifyButton()).toBeEnabled();

    // Backspace clears and steps back; arrows move between boxes.
    await user.keyboard('{Backspace}');
    expect(all[5]).toHaveValue('');
    expect(verifyButton()).toBeDisabled();
    await user.keyboard('{Backspace}');
    expect(all[4]).toHaveFocus();
    expect(all[4]).toHaveValue('');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(all[2]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(all[3]).toHaveFocus();
  });

  it('pasting six digits fills every box', async () => {
    page();
    paste(boxes()[2]!, ' 718-204 ');
    await waitFor(() => expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['7', '1', '8', '2', '0', '4']));
    expect(verifyButton()).toBeEnabled();
  });

  it('verifies, signs in with the answered session and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'POST /auth/verify-otp': SESSION });
    const { current, notify } = page();
    paste(boxes()[0]!, '718204');
    await user.click(verifyButton());
    await waitFor(() => expect(current()).toBe('/my/user/dashboard'));
    expect(calls[0]!.body).toEqual({ email: EMAIL, otp: '718204' });
    expect(getSession()).toMatchObject({ logged_in: true, user: { token: 'tok-1', email: EMAIL } });
    expect(notify.success).toHaveBeenCalledWith(SESSION.message);
  });

  it('a wrong code shows the server message under the boxes', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /auth/verify-otp': () =>
        jsonResponse({ code: 422, message: 'The OTP is invalid or has expired.', error: { otp: ['The OTP is invalid or has expired.'] } }, 422),
    });
    const { notify } = page();
    paste(boxes()[0]!, '000000');
    await user.click(verifyButton());
    expect(await screen.findByText('The OTP is invalid or has expired.', { selector: '.field__error' })).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('The OTP is invalid or has expired.');
    expect(getSession().logged_in).toBe(false);
  });

  it('locks the resend link for 60 seconds after a code was sent, counting down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    markOtpSent(EMAIL);
    page();
    expect(screen.getByRole('button', { name: 'Wait 60s to resend' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('button', { name: 'Wait 55s to resend' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(56_000);
    });
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('resends on demand, then locks again for 60 seconds', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'POST /auth/send-otp': { code: 200, message: 'A new verification code has been sent to your email address.', data: null } });
    const { notify } = page();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Wait 60s to resend' })).toBeDisabled();
    expect(calls.map((c) => [c.path, c.body])).toEqual([['/auth/send-otp', { email: EMAIL }]]);
    expect(notify.success).toHaveBeenCalledWith('A new verification code has been sent to your email address.');
  });

  it('honours the Retry-After of a 429', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /auth/send-otp': () =>
        jsonResponse({ code: 429, message: 'Please wait 42 seconds before requesting a new code.' }, 429, { 'Retry-After': '42' }),
    });
    const { notify } = page();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Wait 42s to resend' })).toBeDisabled();
    expect(notify.error).toHaveBeenCalledWith('Please wait 42 seconds before requesting a new code.');
  });

  it('with ?type=not-verified sends one code automatically on opening', async () => {
    const calls = stubApi({ 'POST /auth/send-otp': { code: 200, message: 'A new verification code has been sent to your email address.', data: null } });
    const { rerender } = page('?type=not-verified');
    expect(await screen.findByRole('button', { name: 'Wait 60s to resend' })).toBeDisabled();
    rerender(<VerifyOtpPage title="Verify OTP" params={{ email: encodeURIComponent(EMAIL) }} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.path === '/auth/send-otp')).toHaveLength(1);
  });

  it('asks for the e-mail address when the link carries a username instead', () => {
    renderPage(<VerifyOtpPage title="Verify OTP" params={{ email: 'ada_obi' }} />, { path: '/verify-otp/ada_obi?type=not-verified' });
    expect(screen.getByLabelText(/^Email Address/)).toHaveValue('');
  });
});
