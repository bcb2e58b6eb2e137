import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { DepositsPage } from './deposits-page';
import { describeCharge, quote } from './deposit-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const METHODS = {
  code: 200 as const,
  message: 'Payment methods retrieved successfully.',
  data: [
    { method_code: 'paystack', name: 'Paystack', currency: 'NGN', min_amount: '100.00', max_amount: '1000000.00', fixed_charge: '0.00', percent_charge: 1.5 },
    { method_code: 'flutterwave', name: 'Flutterwave', currency: 'NGN', min_amount: '200.00', max_amount: '500000.00', fixed_charge: '10.00', percent_charge: 1 },
  ],
};

const deposit = (i: number) => ({
  id: 300 - i,
  trx: `TRX${String(i).padStart(9, '0')}`,
  created_at: '2026-10-12T14:05:00Z',
  payment_gateway: i % 2 ? 'Flutterwave' : 'Paystack',
  amount: '5000.00',
  charge: '75.00',
  status: (['Success', 'Pending', 'Failed'] as const)[i % 3]!,
  reference: `DEP-20261012-${i}`,
});
const pageOf = (page: number, total = 23) => ({
  code: 200 as const,
  message: 'Deposits retrieved successfully.',
  data: Array.from({ length: Math.min(10, total - (page - 1) * 10) }, (_, k) => deposit((page - 1) * 10 + k)),
  total,
  page,
  per_page: 10 as const,
});

const render = () => renderPage(<DepositsPage title="My Deposit History" params={{}} />, { path: '/my/user/deposits' });

describe('DepositsPage', () => {
  it('lists deposits with the spec columns, 10 per page, and pages through them', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /deposits/methods': METHODS,
      'GET /deposits': ({ query }) => jsonResponse(pageOf(Number(query.get('page') ?? 1))),
    });
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your deposits');
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Date',
      'Trx | Method',
      'Amount | Charge',
      'Status',
      'Reference ID',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '12/10/2026',
      'TRX000000000Paystack',
      '₦5,000.00₦75.00',
      'Success',
      'DEP-20261012-0',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Deposit TRX000000000 details' })).toHaveAttribute('href', '/my/user/deposits/300');
    expect(within(rows[1]!).getByText('Pending')).toHaveClass('badge--pending');

    const nav = screen.getByRole('navigation', { name: 'Deposits pages' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    await user.type(within(nav).getByRole('spinbutton', { name: 'Go to page' }), '3{Enter}');
    await waitFor(() => expect(nav).toHaveTextContent('Page 3 of 3'));
    expect(within(screen.getByRole('table', { name: 'Deposits' })).getAllByRole('row')).toHaveLength(4);
    expect(calls.filter((c) => c.path === '/deposits').map((c) => c.query.get('page'))).toEqual(['1', '3']);
  });

  it('says "No deposits yet" without a pagination bar', async () => {
    stubApi({ 'GET /deposits/methods': METHODS, 'GET /deposits': pageOf(1, 0) });
    render();
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Deposits pages' })).toBeNull();
  });

  it('Deposit Now: contract wording, live charge and total, then the browser goes to the provider', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = stubApi({
      'GET /deposits/methods': METHODS,
      'GET /deposits': pageOf(1, 0),
      'POST /deposits/initiate': () =>
        jsonResponse(
          {
            code: 201,
            message: 'Deposit initiated. Redirecting you to Flutterwave to complete your payment.',
            data: { redirect_url: 'http://127.0.0.1:8080/sandbox/flutterwave/checkout/abc', reference: 'DEP-1' },
          },
          201,
        ),
    });
    render();
    const open = screen.getByRole('button', { name: 'Deposit Now' });
    await waitFor(() => expect(open).toBeEnabled());
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Deposit Money' });
    const provider = within(dialog).getByRole('combobox', { name: /Provider/ });
    expect(provider).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Deposit Now' }));
    expect(await within(dialog).findByText('Provider is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount is required')).toBeInTheDocument();

    await user.selectOptions(provider, 'flutterwave');
    expect(within(dialog).getByText('Between ₦200.00 and ₦500,000.00. Charge: 1% + ₦10.00.')).toBeInTheDocument();
    const amount = within(dialog).getByRole('spinbutton', { name: /Amount/ });
    await user.type(amount, '50');
    await user.tab();
    expect(await within(dialog).findByText('Amount cannot be less than 100 Naira')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '5000');
    const summary = within(dialog).getByLabelText('Payment summary');
    // 1 % of ₦5,000 + ₦10 fixed
    expect(within(summary).getByText('Charge').nextElementSibling).toHaveTextContent('₦60.00');
    expect(within(summary).getByText('Total to pay').nextElementSibling).toHaveTextContent('₦5,060.00');

    await user.click(within(dialog).getByRole('button', { name: 'Deposit Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:8080/sandbox/flutterwave/checkout/abc'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ method_code: 'flutterwave', amount: 5000 });
    expect(within(dialog).getByRole('button', { name: 'Redirecting…' })).toBeDisabled();
  });

  it('shows the server\'s field error (a method bound) under the field', async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /deposits/methods': METHODS,
      'GET /deposits': pageOf(1, 0),
      'POST /deposits/initiate': () =>
        jsonResponse(
          { code: 422, message: 'Amount cannot be more than 500000 Naira', error: { amount: ['Amount cannot be more than 500000 Naira'] } },
          422,
        ),
    });
    const { notify } = render();
    const open = screen.getByRole('button', { name: 'Deposit Now' });
    await waitFor(() => expect(open).toBeEnabled());
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Deposit Money' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Provider/ }), 'flutterwave');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '600000');
    await user.click(within(dialog).getByRole('button', { name: 'Deposit Now' }));
    expect(await within(dialog).findByText('Amount cannot be more than 500000 Naira')).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith('Amount cannot be more than 500000 Naira');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Deposit Now' })).toHaveFocus();
  });
});

describe('quote', () => {
  it('computes charge and total in kobo from the method', () => {
    const [paystack, flutterwave] = METHODS.data;
    expect(quote(paystack, 5000)).toEqual({ amount: 500000, charge: 7500, total: 507500 });
    expect(quote(flutterwave, 2500)).toEqual({ amount: 250000, charge: 3500, total: 253500 });
    expect(quote(paystack, undefined)).toBeNull();
    expect(quote(undefined, 5000)).toBeNull();
    expect(quote(paystack, 10.005)).toBeNull();
    expect(describeCharge(paystack!)).toBe('1.5%');
    expect(describeCharge({ ...paystack!, percent_charge: 0 })).toBe('No charge');
  });
});
