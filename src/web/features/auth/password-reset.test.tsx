import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyTokenPage } from './verify-token-page';

afterEach(() => vi.unstubAllGlobals());

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const SENT = { code: 200, message: 'If an account matches the details you entered, we have sent a password reset code to its email address.', data: null };

describe('ForgotPasswordPage', () => {
  it('chooses the identifier (Email Address / UserName) and goes to /verify-token with the e-mail', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'POST /auth/forgot': SENT });
    const { current, notify } = renderPage(<ForgotPasswordPage />, { path: '/my/password/reset' });
    const select = screen.getByRole('combobox', { name: /^Reset with/ });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Email Address', 'UserName']);
    expect(select).toHaveValue('email');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('email is required')).toBeInTheDocument();
    await user.type(field('Email Address'), 'ada@example');
    expect(screen.getByText('email is required')).toBeInTheDocument();
    await user.type(field('Email Address'), '.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(current()).toBe('/verify-token?email=ada%40example.com'));
    expect(calls[0]!.body).toEqual({ type: 'email', value: 'ada@example.com' });
    expect(notify.success).toHaveBeenCalledWith(SENT.message);
  });

  it('by username: "username is required", then /verify-token without an e-mail', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'POST /auth/forgot': SENT });
    const { current } = renderPage(<ForgotPasswordPage />, { path: '/my/password/reset' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Reset with/ }), 'UserName');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('username is required')).toBeInTheDocument();
    await user.type(field('UserName'), 'ada_obi');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(current()).toBe('/verify-token'));
    expect(calls[0]!.body).toEqual({ type: 'username', value: 'ada_obi' });
  });
});

describe('VerifyTokenPage', () => {
  it('prefills the e-mail, takes the six-digit code and goes to /reset-password/{token}', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'POST /auth/verify': { code: 200, message: 'Code verified.', data: { code: 'b6f1c8e2a9d4473f8e0c5a7b2d9e4f13' } } });
    const { current } = renderPage(<VerifyTokenPage />, { path: '/verify-token?email=ada%40example.com' });
    expect(field('Email Address')).toHaveValue('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Verify Token' }));
    expect(await screen.findByText('Code is required')).toBeInTheDocument();
    const boxes = screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ });
    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => '305918' } });
    await user.click(screen.getByRole('button', { name: 'Verify Token' }));
    await waitFor(() => expect(current()).toBe('/reset-password/b6f1c8e2a9d4473f8e0c5a7b2d9e4f13'));
    expect(calls[0]!.body).toEqual({ email: 'ada@example.com', code: '305918' });
  });

  it('"email is required" when the e-mail is missing', async () => {
    const user = userEvent.setup();
    renderPage(<VerifyTokenPage />, { path: '/verify-token' });
    await user.click(screen.getByRole('button', { name: 'Verify Token' }));
    expect(await screen.findByText('email is required')).toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  const page = () => renderPage(<ResetPasswordPage title="Reset Password" params={{ otp: 'tok123456' }} />, { path: '/reset-password/tok123456' });

  it('checks the new password and its confirmation', async () => {
    const user = userEvent.setup();
    page();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password.')).toBeInTheDocument();
    await user.type(field('Password'), 'abc');
    expect(screen.getByText('Cannot be less than six characters')).toBeInTheDocument();
    await user.type(field('Password'), 'def');
    await user.type(field('Confirm Password'), 'abcdeX');
    expect(screen.getByText('Your passwords do not match.')).toBeInTheDocument();
  });

  it('sends the token from the route and goes to /login', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'POST /auth/reset': { code: 200, message: 'Your password has been reset.', data: null } });
    const { current, notify } = page();
    await user.type(field('Password'), 'Fresh#Start9');
    await user.type(field('Confirm Password'), 'Fresh#Start9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(current()).toBe('/login'));
    expect(calls[0]!.body).toEqual({ password: 'Fresh#Start9', password_confirmation: 'Fresh#Start9', code: 'tok123456' });
    expect(notify.success).toHaveBeenCalledWith('Your password has been reset.');
  });

  it('an expired token says so and offers a new code', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /auth/reset': () =>
        jsonResponse(
          { code: 422, message: 'This password reset link is invalid or has expired.', error: { code: ['This password reset link is invalid or has expired.'] } },
          422,
        ),
    });
    page();
    await user.type(field('Password'), 'Fresh#Start9');
    await user.type(field('Confirm Password'), 'Fresh#Start9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new code' })).toHaveAttribute('href', '/my/password/reset');
  });
});
