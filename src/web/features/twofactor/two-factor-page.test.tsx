import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as notifyModule from '#web/lib/notify';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { TwoFactorPage } from './two-factor-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const URI = 'otpauth://totp/e-laundry:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=e-laundry';
const setup = (enabled: boolean) => ({
  code: 200,
  message: 'Two-factor authentication details retrieved successfully.',
  // Like the server: the key is shown only while 2FA is off.
  data: enabled ? { qrcode: null, secret: null, tfa_enabled: true } : { qrcode: URI, secret: 'JBSWY3DPEHPK3PXP', tfa_enabled: false },
});
const page = () => renderPage(<TwoFactorPage title="Google Authenticator" params={{}} />, { path: '/my/user/twofactor' });

describe('TwoFactorPage', () => {
  it('shows the QR code as SVG, the read-only secret with a copy button and the app links', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifyModule.notify, 'success').mockImplementation(() => {});
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stubApi({ 'GET /profile/tfa': setup(false) });
    page();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your authenticator set-up');
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('style')).toBeNull();
    const secret = screen.getByLabelText('Secret key');
    expect(secret).toHaveValue('JBSWY3DPEHPK3PXP');
    expect(secret).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Copy secret key' }));
    expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
    expect(success).toHaveBeenCalledWith('Copied to clipboard');
    expect(screen.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', expect.stringContaining('com.google.android.apps.authenticator2'));
    expect(screen.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', expect.stringContaining('apps.apple.com'));
    expect(screen.getByText(/Two-factor authentication is/)).toHaveTextContent('off');
  });

  it('once enabled, shows no key (it lives only in the app) and offers Disable', async () => {
    stubApi({ 'GET /profile/tfa': setup(true) });
    page();
    expect(await screen.findByRole('button', { name: 'Disable 2FA Authenticator' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).toBeNull();
    expect(screen.queryByLabelText('Secret key')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('Your key is kept only in your authenticator app');
    expect(screen.getByText(/Two-factor authentication is/)).toHaveTextContent('on');
  });

  it('enables 2FA through the "Verify Your OTP" modal, then refreshes the set-up', async () => {
    const user = userEvent.setup();
    let enabled = false;
    const calls = stubApi({
      'GET /profile/tfa': () => jsonResponse(setup(enabled)),
      'PATCH /profile/tfa/enable': () => {
        enabled = true;
        return jsonResponse({ code: 200, message: 'Two-factor authentication has been enabled.', data: null });
      },
    });
    const { notify } = page();
    const open = await screen.findByRole('button', { name: 'Enable 2FA Authenticator' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Verify Your OTP' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const boxes = within(dialog).getAllByRole('textbox', { name: /^Digit \d of 6$/ });
    expect(boxes[0]).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Enable 2FA' }));
    expect(await within(dialog).findByText('Code is required')).toBeInTheDocument();
    await user.type(boxes[0]!, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Enable 2FA' }));
    expect(await within(dialog).findByText('Code must be 6 digits')).toBeInTheDocument();

    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => '492817' } });
    await user.click(within(dialog).getByRole('button', { name: 'Enable 2FA' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ code: '492817' });
    expect(notify.success).toHaveBeenCalledWith('Two-factor authentication has been enabled.');
    expect(await screen.findByRole('button', { name: 'Disable 2FA Authenticator' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/profile/tfa')).toHaveLength(2);
  });

  it('the modal closes on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /profile/tfa': setup(true) });
    page();
    const open = await screen.findByRole('button', { name: 'Disable 2FA Authenticator' });
    await user.click(open);
    expect(screen.getByRole('dialog', { name: 'Verify Your OTP' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('a wrong code stays in the modal with the message under the boxes', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /profile/tfa': setup(true),
      'PATCH /profile/tfa/disable': () =>
        jsonResponse({ code: 422, message: 'The code is invalid or has expired.', error: { code: ['The code is invalid or has expired.'] } }, 422),
    });
    page();
    await user.click(await screen.findByRole('button', { name: 'Disable 2FA Authenticator' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify Your OTP' });
    fireEvent.paste(within(dialog).getAllByRole('textbox')[0]!, { clipboardData: { getData: () => '000000' } });
    await user.click(within(dialog).getByRole('button', { name: 'Disable 2FA' }));
    expect(await within(dialog).findByText('The code is invalid or has expired.')).toBeInTheDocument();
  });

  it('shows an error state with a retry when the set-up cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      'GET /profile/tfa': () => (fail ? jsonResponse({ code: 503, message: 'The service is unavailable.' }, 503) : jsonResponse(setup(false))),
    });
    page();
    expect(await screen.findByText('We could not load your two-factor settings.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Enable 2FA Authenticator' })).toBeInTheDocument();
  });
});
