import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '#web/lib/session';
import { startSession } from '#web/lib/session-updates';
import { makeUser } from '#web/testing/fixtures';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { CloseAccountPage } from './close-account-page';
import { expectAccessible } from '#web/testing/axe';

// The schema form (RJSF) is a large module graph: its first render in a file takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.unstubAllGlobals());

const preview = (balance: string, toBank: string, tops: { reference: string; amount: string }[] = [], credit = '0.00') => ({
  code: 200,
  message: 'What closing your account does.',
  data: {
    balance,
    referral_credit: credit,
    confirmation_word: 'CLOSE',
    refundable_top_ups: tops.map((t) => ({ ...t, gateway: 'paystack', date: '2026-11-20T09:14:00.000Z' })),
    to_bank_account: toBank,
    erased: ['Your name, e-mail address, phone number and address', 'Your profile picture'],
    kept: ['Your top-ups, payments, laundry charges, refunds and referral commissions are kept for 6 years, as Nigerian law requires.'],
    ended: ['You are signed out everywhere', 'Your laundry card is frozen'],
  },
});
const me = (tfa: boolean) => ({ code: 200, message: 'ok', data: { ...makeUser(), tfa_enabled: tfa } });
const page = () => renderPage(<CloseAccountPage title="Close My Account" params={{}} />, { path: '/my/user/close-account' });

describe('CloseAccountPage', () => {
  it('says what happens, shows the balance and its choice; checks every field before the final confirmation; axe-clean', async () => {
    const user = userEvent.setup();
    startSession(makeUser({ token: 'tok-close' }));
    const calls = stubApi({
      'GET /profile/closure': preview('6500.00', '1500.00', [{ reference: 'DEP-20261120-7KQ2M9XA', amount: '5000.00' }]),
      'GET /dashboard/me': me(true),
    });
    const { container } = page();
    expect(await screen.findByRole('heading', { name: 'What happens when you close your account' })).toBeInTheDocument();
    expect(screen.getByText('Your laundry card is frozen.')).toBeInTheDocument();
    expect(screen.getByText(/kept for 6 years/)).toBeInTheDocument();
    expect(screen.getByText('₦6,500.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Authenticator code')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(screen.getByText('Choose what happens to your balance: have it paid back to you, or give it up.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(screen.getByText('Type CLOSE to confirm.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    // Pay back: the refundable top-up is listed, the rest needs a bank account.
    await user.click(screen.getByLabelText('Pay it back to me, free of charge'));
    expect(screen.getByText(/DEP-20261120-7KQ2M9XA/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Account number \(NUBAN\)( \*)?$/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Bank code( \*)?$/)).toBeInTheDocument();
    await expectAccessible(container);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the closure after the final confirmation; the session ends and the customer lands on the home page', async () => {
    const user = userEvent.setup();
    startSession(makeUser({ token: 'tok-close2' }));
    const calls = stubApi({
      'GET /profile/closure': preview('1200.00', '1200.00'),
      'GET /dashboard/me': me(false),
      'POST /profile/closure': () =>
        jsonResponse({
          code: 200,
          message: 'Your account is closed. We have sent a confirmation to your e-mail address.',
          data: { balance: '1200.00', choice: 'give_up', refunds: [], payout: null, forfeited: '1200.00' },
        }),
    });
    const { current, notify } = page();
    await screen.findByText('₦1,200.00');
    await user.click(screen.getByLabelText('I give it up'));
    expect(screen.getByText('Your balance of ₦1,200.00 will not be paid back.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password( \*)?$/), 'Laundry#2026');
    await user.type(screen.getByLabelText(/^Type CLOSE to confirm( \*)?$/), 'CLOSE');
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account now?' });
    await expectAccessible(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, close my account' }));
    await waitFor(() => expect(current()).toBe('/'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ password: 'Laundry#2026', confirmation: 'CLOSE', balance: 'give_up' });
    expect(post.headers.get('Authorization')).toBe('Bearer tok-close2');
    expect(getSession().user).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('Your account is closed. We have sent a confirmation to your e-mail address.');
  });

  it('paying back to a bank account: the account and the bank code are checked in the contract’s words, then sent with the code', async () => {
    const user = userEvent.setup();
    startSession(makeUser({ token: 'tok-close6' }));
    const calls = stubApi({
      'GET /profile/closure': preview('1500.00', '1500.00'),
      'GET /dashboard/me': me(true),
      'POST /profile/closure': () =>
        jsonResponse({
          code: 200,
          message: 'Your account is closed. We have sent a confirmation to your e-mail address.',
          data: { balance: '1500.00', choice: 'pay_back', refunds: [], payout: null, forfeited: '0.00' },
        }),
    });
    const { current } = page();
    await waitFor(() => expect(screen.getByLabelText('Authenticator code')).toBeInTheDocument());
    await user.click(screen.getByLabelText('Pay it back to me, free of charge'));
    await user.type(screen.getByLabelText(/^Password( \*)?$/), 'Laundry#2026');
    await user.type(screen.getByLabelText(/^Type CLOSE to confirm( \*)?$/), 'CLOSE');
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(screen.getByText('The account number must be 10 digits (NUBAN).')).toBeInTheDocument();
    expect(screen.getByText('Choose your bank.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(screen.getByLabelText(/^Account number \(NUBAN\)( \*)?$/), '01234567890');
    await user.type(screen.getByLabelText(/^Bank code( \*)?$/), '058');
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, close my account' }));
    await waitFor(() => expect(current()).toBe('/'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      password: 'Laundry#2026',
      confirmation: 'CLOSE',
      code: '123456',
      balance: 'pay_back',
      bank_account: { account_number: '0123456789', bank_code: '058' },
    });
  });

  it('a balance of referral credit only: it says the credit is laundry credit, not paid back, and asks no choice; axe-clean', async () => {
    startSession(makeUser({ token: 'tok-close4' }));
    stubApi({ 'GET /profile/closure': preview('500.00', '0.00', [], '500.00'), 'GET /dashboard/me': me(false) });
    const { container } = page();
    await screen.findByText('₦500.00', { selector: 'strong' });
    expect(screen.getByText(/^All of it is referral credit: it is laundry credit only, so it is not paid back/)).toBeInTheDocument();
    expect(screen.queryByText(/₦500\.00 of it/)).toBeNull();
    expect(screen.queryByRole('group', { name: 'What should happen to your balance?' })).toBeNull();
    await expectAccessible(container);
  });

  it('a balance partly of referral credit: the choice is about the rest only — how much comes back, and what giving up loses', async () => {
    const user = userEvent.setup();
    startSession(makeUser({ token: 'tok-close5' }));
    stubApi({
      'GET /profile/closure': preview('6500.00', '0.00', [{ reference: 'DEP-20261120-7KQ2M9XA', amount: '5000.00' }], '1500.00'),
      'GET /dashboard/me': me(false),
    });
    page();
    expect(await screen.findByText(/^₦1,500\.00 of it is referral credit: it is laundry credit only/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'What should happen to the rest of your balance (₦5,000.00)?' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Pay ₦5,000.00 back to me, free of charge'));
    expect(screen.getByText(/DEP-20261120-7KQ2M9XA/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('I give up the ₦5,000.00'));
    expect(screen.getByText('The ₦5,000.00 that could be paid back to you will not be.')).toBeInTheDocument();
    expect(screen.queryByText(/₦6,500\.00 will not be paid back/)).toBeNull();
  });

  it('a wrong password comes back under its field; nothing else changes', async () => {
    const user = userEvent.setup();
    startSession(makeUser({ token: 'tok-close3' }));
    stubApi({
      'GET /profile/closure': preview('0.00', '0.00'),
      'GET /dashboard/me': me(false),
      'POST /profile/closure': () => jsonResponse({ code: 422, message: 'The password is incorrect.', error: { password: ['The password is incorrect.'] } }, 422),
    });
    const { current } = page();
    await screen.findByText('₦0.00');
    expect(screen.queryByRole('group', { name: 'What should happen to your balance?' })).toBeNull();
    await user.type(screen.getByLabelText(/^Password( \*)?$/), 'Wrong#2026');
    await user.type(screen.getByLabelText(/^Type CLOSE to confirm( \*)?$/), 'CLOSE');
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, close my account' }));
    expect(await screen.findByText('The password is incorrect.', { selector: '.field__error' })).toBeInTheDocument();
    expect(current()).toBe('/my/user/close-account');
    expect(getSession().user).not.toBeNull();
  });
});
