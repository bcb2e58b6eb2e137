/** Issue 9, item 5, on Change Your Password: the first field has focus on open; a disabled submit says what is still missing. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '#web/testing/render-page';
import { ChangePasswordPage } from './change-password-page';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

describe('form guidance', () => {
  it('change password: Current Password has the focus; the reason disappears once the form is complete', async () => {
    renderPage(<ChangePasswordPage title="Change Your Password" params={{}} />, { path: '/my/user/change-password' });
    await waitFor(() => expect(document.activeElement).toBe(field('Current Password')));
    const submit = screen.getByRole('button', { name: 'Change Password' });
    expect(submit).toHaveAccessibleDescription('To enable Change Password, complete: Current Password, Password, Confirm Password.');
    const user = userEvent.setup({ delay: null });
    await user.type(field('Current Password'), 'Old#pass1');
    await user.type(field('Password'), 'New#pass2');
    await user.type(field('Confirm Password'), 'New#pass2');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(submit).toHaveAccessibleDescription('');
  });
});
