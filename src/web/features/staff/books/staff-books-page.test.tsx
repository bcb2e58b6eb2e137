import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { components } from '#generated/api';
import { signInAsStaff, cleanStaffSessionEachTest } from '#web/testing/staff';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { StaffBooksPage, booksPeriodOf, lagosToday } from './staff-books-page';

type Books = components['schemas']['StaffBooks'];
type Item = components['schemas']['StaffSuspenseItem'];

/** The Books section (ADR 053): the period in the address, the figures and identity, the chart's table, suspense dialogs, states. */
const signIn = () =>
  signInAsStaff(['finance']);

cleanStaffSessionEachTest();

const ca = (count: number, amount: string) => ({ count, amount });
const z = ca(0, '0.00');
const books = (over: Partial<Books> = {}): Books => ({
  period: { kind: 'day', label: '2026-11-27', from: '2026-11-26T23:00:00.000Z', to: '2026-11-27T23:00:00.000Z' },
  float: { opening: '100.00', closing: '1050.00' },
  money_in: { top_ups: ca(1, '1000.00'), referral_commissions: z, reversals: z, adjustment_credits: z, returned: z, suspense_assigned: z, other: z, total: '1000.00' },
  money_out: { hub_charges: ca(1, '50.00'), card_fees: z, refunds_asked: z, adjustment_debits: z, other: z, total: '50.00' },
  identity: { opening: '100.00', money_in: '1000.00', money_out: '50.00', expected_closing: '1050.00', closing: '1050.00', holds: true },
  top_ups_by_gateway: [{ gateway: 'paystack', count: 1, amount: '1000.00', charges: '15.00' }],
  hub_revenue: [{ hub_id: 1, hub: 'UNIPORT Choba Hub', charged: '50.00', reversed: '0.00', net: '50.00', machines: [{ machine_id: 3, machine: 'Washer 3 (W3)', count: 1, amount: '50.00' }] }],
  card_fees: z,
  referral_commissions: z,
  referral_credit: { held: ca(2, '750.00'), earned: ca(1, '500.00'), not_earned: z, held_at_close: '250.00' },
  refunds: { asked: z, processed: z, returned: z },
  reversals: z,
  adjustments: { credit: z, debit: z },
  management_starts: z,
  suspense: { in: z, out: z },
  days: [],
  ...over,
});
const item: Item = {
  id: 3,
  created_at: '2026-11-27T10:00:00Z',
  gateway: 'paystack',
  gateway_ref: '4099912',
  reference: 'DEP-20261127-7KQ2MX4P',
  amount: '900.00',
  currency: 'NGN',
  reason: 'amount mismatch (paid 90000 kobo, expected 101500)',
  status: 'open',
  customer: null,
  trx: null,
  return_reference: null,
  resolution_reason: null,
  resolved_by: null,
  resolved_at: null,
};
const list = (data: Item[]) => ({ code: 200, message: 'ok', data, total: data.length, page: 1, per_page: 20, open: ca(data.length, data.length ? '900.00' : '0.00') });
const runs = { code: 200, message: 'ok', data: [], total: 0, page: 1, per_page: 20 };

describe('the Books section', () => {
  it('reads the period from the address; anything else is today in Lagos', () => {
    const now = new Date('2026-11-27T23:30:00Z'); // already the 28th in Lagos
    expect(lagosToday(now)).toBe('2026-11-28');
    expect(booksPeriodOf('?period=2026-11-03', now)).toBe('2026-11-03');
    expect(booksPeriodOf('?period=2026-11', now)).toBe('2026-11');
    expect(booksPeriodOf('?period=2026-13', now)).toBe('2026-11-28');
    expect(booksPeriodOf('', now)).toBe('2026-11-28');
  });

  it('shows the identity, the figures and the tables of the day; a month shows a chart with a table alternative', async () => {
    const user = userEvent.setup();
    signIn();
    const calls = stubApi({
      'GET /staff/books': (call) =>
        jsonResponse({
          code: 200,
          message: 'ok',
          data:
            call.query.get('period') === '2026-11'
              ? books({ period: { kind: 'month', label: '2026-11', from: '2026-10-31T23:00:00.000Z', to: '2026-11-30T23:00:00.000Z' }, days: [{ day: '2026-11-01', opening: '0.00', money_in: '10.00', money_out: '5.00', closing: '5.00', hub_revenue: '5.00' }] })
              : books(),
        }),
      'GET /staff/suspense': list([]),
      'GET /staff/reconciliations': runs,
    });
    const view = renderPage(<StaffBooksPage />, { path: '/staff/books?period=2026-11-27' });
    expect(await screen.findByText(/the books balance\./)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Top-ups per gateway' })).getByRole('row', { name: /paystack/ })).toHaveTextContent('₦15.00');
    expect(screen.getByRole('table', { name: 'Hub revenue' })).toHaveTextContent('Washer 3 (W3)');
    // Referral credit held vs earned (ADR 071).
    expect(screen.getByRole('row', { name: /Referral commissions held/ })).toHaveTextContent('₦750.00');
    expect(screen.getByRole('row', { name: /Referral commissions earned/ })).toHaveTextContent('₦500.00');
    expect(screen.getByRole('row', { name: /Referral credit held at the end/ })).toHaveTextContent('₦250.00');
    expect(await screen.findByText('No suspense items yet')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/staff/books')!.query.get('period')).toBe('2026-11-27');
    await user.click(screen.getByLabelText('A month'));
    await user.clear(screen.getByLabelText('Month (Lagos)'));
    await user.type(screen.getByLabelText('Month (Lagos)'), '2026-11');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(view.current()).toBe('/staff/books?period=2026-11');
    expect(await screen.findByRole('img', { name: /Money in \(green\) and out \(red\) per day/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as a table' }));
    expect(screen.getByRole('table', { name: 'Money in and out per day' })).toHaveTextContent('2026-11-01');
  });

  it('a broken identity says so', async () => {
    signIn();
    stubApi({
      'GET /staff/books': { code: 200, message: 'ok', data: books({ identity: { opening: '0.00', money_in: '1.00', money_out: '0.00', expected_closing: '1.00', closing: '0.00', holds: false } }) },
      'GET /staff/suspense': list([]),
      'GET /staff/reconciliations': runs,
    });
    renderPage(<StaffBooksPage />, { path: '/staff/books' });
    expect(await screen.findByText(/the books do NOT balance/)).toBeInTheDocument();
  });

  it('assigns a suspense item by account number with a reason (required), then refreshes the list', async () => {
    const user = userEvent.setup();
    signIn();
    let assigned = false;
    const calls = stubApi({
      'GET /staff/books': { code: 200, message: 'ok', data: books() },
      'GET /staff/suspense': () => jsonResponse(list(assigned ? [] : [item])),
      'GET /staff/reconciliations': runs,
      'POST /staff/suspense/{id}/assign': () => {
        assigned = true;
        return jsonResponse({ code: 200, message: 'The amount was credited to the customer.', data: { ...item, status: 'assigned' } });
      },
    });
    renderPage(<StaffBooksPage />, { path: '/staff/books' });
    await user.click(await screen.findByRole('button', { name: 'Assign item 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Credit to a customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Credit the customer' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give the account number and a reason');
    await user.type(within(dialog).getByLabelText("Customer's account number"), '3012345678');
    await user.type(within(dialog).getByLabelText('Reason'), 'Bank statement shows the payment');
    await user.click(within(dialog).getByRole('button', { name: 'Credit the customer' }));
    expect(await screen.findByText('No suspense items yet')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ account_number: '3012345678', reason: 'Bank statement shows the payment' });
  });

  it('designed error state with Try again', async () => {
    signIn();
    stubApi({
      'GET /staff/books': () => jsonResponse({ code: 503, message: 'Down' }, 503),
      'GET /staff/suspense': list([]),
      'GET /staff/reconciliations': runs,
    });
    renderPage(<StaffBooksPage />, { path: '/staff/books' });
    expect(await screen.findByText('We could not load the books.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
