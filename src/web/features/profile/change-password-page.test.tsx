import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { startSession } from '#web/lib/session-updates';
import { makeUser } from '#web/testing/fixtures';
import { ChangePasswordPage } from './change-password-page';

afterEach(() => vi.unstubAllGlobals());

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const button = () => screen.getByRole('button', { name: 'Change Password' });
const page = () => renderPage(<ChangePasswordPage title="Change Your Password" params={{}} />, { path: '/my/user/change-password' });

describe('ChangePasswordPage', () => {
  it('has three password fields with show/hide; the button stays disabled while invalid', async () => {
    const user = userEvent.setup();
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Change Your Password' })).toBeInTheDocument();
    for (const label of ['Current Password', 'Password', 'Confirm Password']) expect(field(label)).toHaveAttribute('type', 'password');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    expect(button()).toBeDisabled();

    await user.click(field('Current Password'));
    await user.tab();
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await user.type(field('Password'), 'short');
    await user.tab();
    expect(await screen.findByText('Cannot be less than six characters')).toBeInTheDocument();
    await user.click(field('Confirm Password'));
    await user.tab();
    expect(await screen.findByText('Please confirm your password.')).toBeInTheDocument();
    await user.type(field('Confirm Password'), 'shorty');
    expect(await screen.findByText('Your passwords do not match.')).toBeInTheDocument();
    expect(button()).toBeDisabled();
  });

  it('sends the change with the bearer token; a wrong current password shows under its field', async () => {
    const user = userEvent.setup();
    startSession(makeUser({ token: 'tok-cp' }));
    let attempt = 0;
    const calls = stubApi({
      'PATCH /profile/password': () =>
        ++attempt === 1
          ? jsonResponse(
              { code: 422, message: 'The current password is incorrect.', error: { old_password: ['The current password is incorrect.'] } },
              422,
            )
          : jsonResponse({ code: 200, message: 'Your password has been changed successfully.', data: null }),
    });
    const { notify } = page();
    await user.type(field('Current Password'), 'Wrong#123');
    await user.type(field('Password'), 'Wash&Dry2027');
    await user.type(field('Confirm Password'), 'Wash&Dry2027');
    await waitFor(() => expect(button()).toBeEnabled());
    await user.click(button());
    expect(await screen.findByText('The current password is incorrect.', { selector: '.field__error' })).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('The current password is incorrect.');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-cp');
    expect(calls[0]!.body).toEqual({ old_password: 'Wrong#123', password: 'Wash&Dry2027', password_confirmation: 'Wash&Dry2027' });

    await user.clear(field('Current Password'));
    await user.type(field('Current Password'), 'Laundry#2026');
    await user.click(button());
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your password has been changed successfully.'));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(field('Current Password')).toHaveValue('');
  });
});
