import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { BankTransferCard, describeTransferCharge } from './bank-transfer-card';

// The schema form (RJSF) is a large module graph: its first render in a file takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const base = {
  gateway: 'Paystack',
  bank_name: null,
  account_number: null,
  account_name: null,
  failure_reason: null,
  requires_bvn: false,
  bvn_reason: null,
  requires_identity: false,
  identity_reason: null,
  identity_kept: null,
  identity_account: null,
  fixed_charge: '0.00',
  percent_charge: 1,
  usual_time: 'A transfer usually arrives within a few minutes; some banks take up to an hour.',
};
const answer = (data: Record<string, unknown>) => ({ code: 200, message: 'ok', data: { ...base, ...data } });
const assigned = answer({ status: 'assigned', bank_name: 'Wema Bank', account_number: '9930000123', account_name: 'E-LAUNDRY/ADA OBI' });
const render = () => renderPage(<BankTransferCard />, { path: '/my/user/deposits' });

async function noAxeViolations(node: Element) {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

describe('BankTransferCard', () => {
  it('words the charge', () => {
    expect(describeTransferCharge({ fixed_charge: '0.00', percent_charge: 1 })).toBe('1% of each transfer is taken out as the charge.');
    expect(describeTransferCharge({ fixed_charge: '0.00', percent_charge: 0 })).toBe('Nothing is taken out of a transfer.');
  });

  it('is hidden when the method is off (404)', async () => {
    stubApi({ 'GET /deposits/bank-transfer-account': () => jsonResponse({ code: 404, message: 'Top-up by bank transfer is not offered.' }, 404) });
    const { container } = render();
    await waitFor(() => expect(container.querySelector('.bank-transfer')).toBeNull());
  });

  it('loading, then asks for a number, then shows bank, number and name with copy buttons and the usual time', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /deposits/bank-transfer-account': answer({ status: 'none' }),
      'POST /deposits/bank-transfer-account': assigned,
    });
    const { container } = render();
    expect(screen.getByText('Loading your bank transfer details…')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Get my account number' }));
    expect(await screen.findByText('9930000123')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({});
    expect(screen.getByRole('region', { name: 'Pay by bank transfer' })).toHaveTextContent('Wema Bank');
    expect(screen.getByText('E-LAUNDRY/ADA OBI')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy account number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy account name' })).toBeInTheDocument();
    expect(screen.getByText(/usually arrives within a few minutes/)).toBeInTheDocument();
    expect(await screen.findByTitle('QR code of account 9930000123')).toBeInTheDocument();
    await noAxeViolations(container);
  });

  it('asks for the BVN where the gateway needs it, says why, and checks it before sending', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /deposits/bank-transfer-account': answer({ status: 'none', gateway: 'Flutterwave', requires_bvn: true, bvn_reason: 'We pass your BVN to the payment gateway once and do not store it.' }),
      'POST /deposits/bank-transfer-account': assigned,
    });
    const { container } = render();
    const field = await screen.findByLabelText('BVN (Bank Verification Number)');
    expect(field).toHaveAccessibleDescription(/do not store it/);
    await user.type(field, '123');
    await user.click(screen.getByRole('button', { name: 'Get my account number' }));
    expect(await screen.findByText('Enter your 11-digit BVN.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await noAxeViolations(container);
    await user.type(field, '45678901');
    await user.click(screen.getByRole('button', { name: 'Get my account number' }));
    expect(await screen.findByText('9930000123')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ bvn: '12345678901' });
  });

  it('a refused number shows the reason and lets the customer try again; a pending one says so; a load error offers a retry', async () => {
    stubApi({ 'GET /deposits/bank-transfer-account': answer({ status: 'failed', failure_reason: 'Paystack could not issue an account number: not available.' }) });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Paystack could not issue an account number: not available. You can try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('pending', async () => {
    stubApi({ 'GET /deposits/bank-transfer-account': answer({ status: 'pending' }) });
    render();
    expect(await screen.findByText(/Your account number is on its way/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('load error', async () => {
    stubApi({ 'GET /deposits/bank-transfer-account': () => jsonResponse({ code: 503, message: 'Busy' }, 503) });
    render();
    expect(await screen.findByText('We could not load your bank transfer details.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('where Paystack validates the customer first (ADR 061)', () => {
    const REASON = 'Paystack, our payment provider, must confirm with your bank that the account is yours before it can give you an account number. The names must match the ones on your BVN.';
    const KEPT = 'We pass your BVN and account number to Paystack once to check them and do not store them.';
    const identity = { requires_identity: true, identity_reason: REASON, identity_kept: KEPT };
    const banks = { code: 200, message: 'ok', data: [{ code: '044', name: 'Access Bank' }, { code: '058', name: 'Guaranty Trust Bank' }] };

    it('asks for BVN, account number and a bank from the list, says why and what is kept, checks before sending, then shows "checking with your bank"', async () => {
      const user = userEvent.setup();
      const calls = stubApi({
        'GET /deposits/bank-transfer-account': answer({ status: 'none', ...identity }),
        'GET /deposits/bank-transfer-account/banks': banks,
        'POST /deposits/bank-transfer-account': answer({ status: 'validating', ...identity, identity_account: 'Access Bank, account ending 6789' }),
      });
      const { container } = render();
      expect(await screen.findByText(REASON)).toBeInTheDocument();
      expect(screen.getByText(KEPT)).toBeInTheDocument();
      const bvn = screen.getByLabelText('BVN (Bank Verification Number)');
      const number = screen.getByLabelText('Bank account number');
      expect(number).toHaveAccessibleDescription('The 10-digit number (NUBAN) of an account in your own name.');
      const bank = screen.getByLabelText('Bank');
      await waitFor(() => expect(screen.getByRole('option', { name: 'Access Bank' })).toBeInTheDocument());
      // Nothing typed: each field says what it needs, the first one takes the focus, nothing is sent.
      await user.click(screen.getByRole('button', { name: 'Get my account number' }));
      expect(await screen.findByText('Enter your 11-digit BVN.')).toBeInTheDocument();
      expect(screen.getByText('Enter your 10-digit account number.')).toBeInTheDocument();
      expect(screen.getByText('Choose your bank from the list.')).toBeInTheDocument();
      expect(bvn).toHaveFocus();
      expect(bvn).toHaveAttribute('aria-invalid', 'true');
      expect(bank).toHaveAccessibleDescription('Choose your bank from the list.');
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
      await noAxeViolations(container);

      await user.type(bvn, '22212345678');
      await user.type(number, '01234567890'); // the 11th digit is not taken
      await user.selectOptions(bank, 'Access Bank');
      await user.click(screen.getByRole('button', { name: 'Get my account number' }));
      expect(await screen.findByText('Checking with your bank…')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Access Bank, account ending 6789');
      expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ bvn: '22212345678', account_number: '0123456789', bank_code: '044' });
      await noAxeViolations(container);
    });

    it('the server’s field errors land on their fields; a failed check shows the reason in plain words with the form to try again', async () => {
      const user = userEvent.setup();
      stubApi({
        'GET /deposits/bank-transfer-account': answer({
          status: 'failed',
          ...identity,
          identity_account: 'Access Bank, account ending 0000',
          failure_reason: 'Your bank could not confirm these details: Account number or BVN is incorrect. Check them, and that the names on your profile are the ones on your BVN, then try again.',
        }),
        'GET /deposits/bank-transfer-account/banks': banks,
        'POST /deposits/bank-transfer-account': () => jsonResponse({ code: 422, message: 'Choose your bank from the list.', error: { bank_code: ['Choose your bank from the list.'] } }, 422),
      });
      const { container } = render();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Access Bank, account ending 0000: Your bank could not confirm these details: Account number or BVN is incorrect. Check them, and that the names on your profile are the ones on your BVN, then try again.',
      );
      await waitFor(() => expect(screen.getByRole('option', { name: 'Guaranty Trust Bank' })).toBeInTheDocument());
      await user.type(screen.getByLabelText('BVN (Bank Verification Number)'), '22212345678');
      await user.type(screen.getByLabelText('Bank account number'), '0123456789');
      await user.selectOptions(screen.getByLabelText('Bank'), 'Guaranty Trust Bank');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Choose your bank from the list.')).toBeInTheDocument();
      expect(screen.getByLabelText('Bank')).toHaveAttribute('aria-invalid', 'true');
      await noAxeViolations(container);
    });
  });
});
