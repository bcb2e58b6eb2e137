/** Issue 9, item 5: the first field has focus on open; a disabled submit says what is still missing. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/forms/test-render';
import { ChangePasswordPage } from '../profile/change-password-page';
import { LoginPage } from './login-page';
import { SignUpPage } from './sign-up-page';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

describe('form guidance', () => {
  it('sign-up: First Name has the focus; Sign Up says what is missing, beside it and as its description', async () => {
    renderPage(<SignUpPage />, { path: '/sign-up' });
    await waitFor(() => expect(document.activeElement).toBe(field('First Name')));
    const submit = screen.getByRole('button', { name: 'Sign Up' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'To enable Sign Up, complete: First Name, Last Name, Username, Email Address, Mobile, Password, Confirm Password, the Terms & Conditions checkbox.',
    );

    const user = userEvent.setup({ delay: null });
    await user.type(field('First Name'), 'Ada');
    await user.type(field('Last Name'), 'Obi');
    expect(submit).toHaveAccessibleDescription(
      'To enable Sign Up, complete: Username, Email Address, Mobile, Password, Confirm Password, the Terms & Conditions checkbox.',
    );
  });

  it('login: the first field has the focus', async () => {
    renderPage(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(document.activeElement).toBe(field('Username or Email')));
  });

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
