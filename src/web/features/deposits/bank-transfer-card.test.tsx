import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { BankTransferCard, describeTransferCharge } from './bank-transfer-card';

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
});
