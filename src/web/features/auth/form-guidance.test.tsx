/** Issue 9, item 5: the first field has focus on open; a disabled submit says what is still missing. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '#web/testing/render-page';
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
});
