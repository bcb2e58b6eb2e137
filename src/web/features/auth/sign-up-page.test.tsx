import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { readStored } from '#web/lib/storage';
import { getSession } from '#web/lib/session';
import { REGISTRATION, makeUser } from '#web/testing/fixtures';
import { REGISTERED_USER_KEY, otpLockedUntil } from './api';
import { registrationPayload } from './registration';
import { SignUpPage } from './sign-up-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = (path = '/sign-up') => renderPage(<SignUpPage />, { path });
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const signUp = () => screen.getByRole('button', { name: 'Sign Up' });

async function chooseCountry(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: /^Country/ }));
  await user.type(screen.getByRole('combobox', { name: 'Search countries' }), name);
  const option = await screen.findByRole('option', { name: new RegExp(`^${name} \\+\\d+$`) });
  await user.click(option);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First Name'), 'Ada');
  await user.type(field('Last Name'), 'Obi');
  await user.type(field('Username'), 'ada_obi');
  await user.type(field('Email Address'), '  ada@example.com ');
  await chooseCountry(user, 'Ghana');
  await user.type(field('Mobile'), '0241234567');
  await user.type(field('Password'), 'Secret#1');
  await user.type(field('Confirm Password'), 'Secret#1');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms & Conditions and Privacy Policy/ }));
}

// Typing a whole form is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('SignUpPage', () => {
  it('renders the fields of the spec; Sign Up is disabled while the form is invalid', () => {
    page();
    for (const label of ['First Name', 'Last Name', 'Username', 'Email Address', 'Mobile', 'Password', 'Confirm Password', 'Referral Code']) {
      expect(field(label)).toBeInTheDocument();
    }
    // Issue 9: Country defaults to Nigeria, like the phone number.
    expect(screen.getByRole('button', { name: /^Country/ })).toHaveTextContent('Nigeria');
    // The phone input defaults to Nigeria (+234).
    expect(screen.getByRole('button', { name: /Phone number country: Nigeria/ })).toHaveTextContent('+234');
    const terms = screen.getByRole('checkbox', { name: /I agree to the Terms & Conditions and Privacy Policy/ });
    expect(terms).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(signUp()).toBeDisabled();
  });

  it('prefills the referral code from ?reference= in a disabled, read-only field', () => {
    page('/sign-up?reference=EMEKA0042');
    const referral = field('Referral Code');
    expect(referral).toHaveValue('EMEKA0042');
    expect(referral).toBeDisabled();
    expect(referral).toHaveAttribute('readonly');
  });

  it('shows each required message under its field once the field is left, not while typing', async () => {
    const user = userEvent.setup({ delay: null });
    page();
    const first = field('First Name');
    await user.type(first, 'A');
    await user.clear(first);
    // Still focused: no message yet.
    expect(screen.queryByText('first name is required')).toBeNull();
    await user.tab();
    expect(await screen.findByText('first name is required')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first.getAttribute('aria-describedby')).toContain('root_firstname__error');

    for (const [label, message] of [
      ['Last Name', 'last name is required'],
      ['Username', 'username is required'],
      ['Email Address', 'email is required'],
      ['Mobile', 'phone number is required'],
      ['Password', 'password is required'],
      ['Confirm Password', 'Please confirm your password.'],
    ]) {
      fireEvent.focus(field(label!));
      fireEvent.blur(field(label!));
      expect(await screen.findByText(message!)).toBeInTheDocument();
    }
    // Country starts as Nigeria (issue 9), so leaving it says nothing.
    const country = screen.getByRole('button', { name: /^Country/ });
    fireEvent.focus(country);
    fireEvent.blur(country);
    expect(screen.queryByText('country is required')).toBeNull();
    expect(signUp()).toBeDisabled();
  });

  it('checks the password length, the confirmation and the e-mail, and shows the password hints', async () => {
    const user = userEvent.setup({ delay: null });
    page();
    await user.type(field('Password'), 'abC1');
    await user.tab();
    expect(await screen.findByText('Cannot be less than six characters')).toBeInTheDocument();
    const hints = screen.getByRole('list', { name: 'Password hints' });
    expect(within(hints).getByText('1 capital').closest('li')).toHaveClass('is-met');
    expect(within(hints).getByText('1 small letter').closest('li')).toHaveClass('is-met');
    expect(within(hints).getByText('1 number').closest('li')).toHaveClass('is-met');
    expect(within(hints).getByText('1 special character').closest('li')).not.toHaveClass('is-met');
    expect(within(hints).getByText('minimum 6 characters').closest('li')).not.toHaveClass('is-met');

    // Only the minimum is enforced: no capital, number or special character needed.
    await user.type(field('Password'), 'xy');
    expect(screen.queryByText('Cannot be less than six characters')).toBeNull();

    await user.type(field('Confirm Password'), 'abC1xz');
    await user.tab();
    expect(await screen.findByText('Your passwords do not match.')).toBeInTheDocument();

    await user.type(field('Email Address'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('email is required')).toBeInTheDocument();
  });

  it('swaps the dial code when another phone country is chosen from the searchable list', async () => {
    const user = userEvent.setup({ delay: null });
    page();
    const button = screen.getByRole('button', { name: /Phone number country: Nigeria/ });
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    await user.click(button);
    const search = screen.getByRole('combobox', { name: 'Search countries' });
    expect(search).toHaveFocus();
    await user.type(search, 'united k');
    // The list is filtered after the 250 ms pause, then arrows and Enter pick.
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{Enter}');
    const chosen = screen.getByRole('button', { name: /Phone number country: United Kingdom/ });
    expect(chosen).toHaveTextContent('+44');
    expect(chosen).toHaveFocus();
    await user.click(chosen);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(chosen).toHaveFocus();
  });

  it('keeps at most 15 digits of a phone number', async () => {
    const { nationalDigits } = await import('#web/lib/forms/phone-widget');
    expect(nationalDigits('+23480312345678901234', 'NG')).toHaveLength(15);
  });

  it('shows the password on demand', async () => {
    const user = userEvent.setup({ delay: null });
    page();
    const password = field('Password');
    expect(password).toHaveAttribute('type', 'password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(toggle!);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('enables Sign Up once valid and sends the payload of the spec; then goes to /verify-otp/{email}', async () => {
    const user = userEvent.setup({ delay: null });
    const user201 = makeUser({ email: 'ada@example.com', email_verified: false });
    const calls = stubApi({
      'POST /auth/register': () =>
        jsonResponse(
          { code: 201, message: 'Account created successfully.', data: { email: 'ada@example.com', user: user201 } },
          201,
        ),
    });
    const { notify, current } = page('/sign-up?reference=EMEKA0042');
    await fillValid(user);
    // The phone's country followed the chosen Country (Ghana, +233) because no number was typed yet.
    expect(screen.getByRole('button', { name: /Phone number country: Ghana/ })).toHaveTextContent('+233');

    await waitFor(() => expect(signUp()).toBeEnabled());
    await user.click(signUp());
    await waitFor(() => expect(current()).toBe('/verify-otp/ada%40example.com'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      firstname: 'Ada',
      lastname: 'Obi',
      username: 'ada_obi',
      email: 'ada@example.com',
      country_code: 'Ghana',
      country: 'GH',
      mobile: '241234567',
      mobile_code: '233',
      password: 'Secret#1',
      password_confirmation: 'Secret#1',
      referral_code: 'EMEKA0042',
    });
    expect(notify.success).toHaveBeenCalledWith('Account created successfully.');
    // The user data is kept, but nobody is signed in: there is no token before the e-mail is verified.
    expect(readStored(REGISTERED_USER_KEY)).toMatchObject({ email: 'ada@example.com' });
    expect(getSession().logged_in).toBe(false);
    // A code was just sent: the resend link starts locked.
    expect(otpLockedUntil('ada@example.com')).toBeGreaterThan(Date.now());
  });

  it('drops empty values (no referral code) and sends the default Nigerian dial code', () => {
    expect(
      registrationPayload(
        {
          firstname: 'Ada',
          lastname: 'Obi',
          username: 'ada_obi',
          email: ' ada@example.com ',
          country_code: 'Nigeria',
          mobile: '8031234567',
          password: 'secret1',
          password_confirmation: 'secret1',
          referral_code: '',
          terms: true,
        },
        'NG',
      ),
    ).toEqual(REGISTRATION);
  });

  it('toasts the first message of the first field error and shows the field errors under their fields', async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({
      'POST /auth/register': () =>
        jsonResponse(
          {
            code: 422,
            message: 'The username has already been taken.',
            error: { username: ['The username has already been taken.'], email: ['The email has already been taken.'] },
          },
          422,
        ),
    });
    const { notify, current } = page();
    await fillValid(user);
    await waitFor(() => expect(signUp()).toBeEnabled());
    await user.click(signUp());
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The username has already been taken.'));
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByText('The username has already been taken.')).toBeInTheDocument();
    expect(current()).toBe('/sign-up');
    // Editing the field clears its server error.
    await user.type(field('Username'), '2');
    expect(screen.queryByText('The username has already been taken.')).toBeNull();
  });
});
