import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { lagosToday, validateRange } from './statement-form';
import { TransactionsPage } from './transactions-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const line = (i: number) => ({
  id: 900 - i,
  created_at: '2026-10-13T17:22:00Z',
  trx: `TRX${String(i).padStart(9, '0')}`,
  detail: i % 2 ? 'Wash and dry at UNIPORT Choba Hub' : 'Deposit via Paystack',
  amount: i % 2 ? '750.00' : '5000.00',
  charge: '0.00',
  trx_type: (i % 2 ? '-' : '+') as '+' | '-',
  user: { balance: '4750.00' },
});
const pageOf = (page: number, total: number) => ({
  code: 200 as const,
  message: 'Transactions retrieved successfully.',
  data: Array.from({ length: Math.max(0, Math.min(15, total - (page - 1) * 15)) }, (_, k) => line((page - 1) * 15 + k)),
  total,
  page,
  per_page: 15,
});
const render = () => renderPage(<TransactionsPage title="My Transactions" params={{}} />, { path: '/my/user/transactions' });

describe('TransactionsPage', () => {
  it('lists Date, Trx, Details, Amount, Post balance, 15 per page', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /transactions': ({ query }) => jsonResponse(pageOf(Number(query.get('page')), 31)) });
    render();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Trx', 'Details', 'Amount', 'Post balance']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(15);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '13/10/2026',
      'TRX000000000',
      'Deposit via PaystackReport this transaction',
      'Credit +₦5,000.00',
      '₦4,750.00',
    ]);
    expect(within(rows[1]!).getAllByRole('cell')[3]).toHaveTextContent('Debit -₦750.00');
    // Report this transaction: the new ticket prefilled with the line's trx, date and amount.
    const report = within(rows[1]!).getByRole('link', { name: 'Report this transaction TRX000000001' });
    expect(report).toHaveAttribute('href', '/my/support/new?trx=TRX000000001&date=2026-10-13T17%3A22%3A00Z&amount=750.00');
    expect(calls[0]?.query.get('per_page')).toBe('15');
    const nav = screen.getByRole('navigation', { name: 'Transactions pages' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(nav).toHaveTextContent('Page 2 of 3'));
    expect(calls.map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('shows money given back: the kind, the status in words, the reference, the reason and links to what each line compensates', async () => {
    const money = (over: Record<string, unknown>) => ({ ...line(0), ...over });
    const mb = (over: Record<string, unknown>) => ({ returned: false, reason: null, compensates: { trx: null, deposit_id: null, deposit_reference: null }, ...over });
    stubApi({
      'GET /transactions': {
        code: 200,
        message: 'Transactions retrieved successfully.',
        data: [
          money({ id: 5, trx: 'TRXRETURNED01', trx_type: '+', amount: '1000.00', detail: 'Refund RFD-1 failed at the gateway: amount returned to your balance', money_back: mb({ kind: 'refund', returned: true, reference: 'RFD-1', status: 'failed', compensates: { trx: 'TRXREFUND0001', deposit_id: 311, deposit_reference: 'DEP-311' } }) }),
          money({ id: 4, trx: 'TRXADJUST0001', trx_type: '+', amount: '500.00', detail: 'Credit adjustment by support (ADJ-1)', money_back: mb({ kind: 'adjustment', reference: 'ADJ-1', status: 'done', reason: 'Goodwill credit for the hub closure' }) }),
          money({ id: 3, trx: 'TRXREVERSE001', trx_type: '+', amount: '750.00', detail: 'Reversal of TRXCHARGE0001 — the cycle did not run (REV-1)', money_back: mb({ kind: 'reversal', reference: 'REV-1', status: 'done', reason: 'The cycle did not run.', compensates: { trx: 'TRXCHARGE0001', deposit_id: null, deposit_reference: null } }) }),
          money({ id: 2, trx: 'TRXREFUND0001', trx_type: '-', amount: '2000.00', detail: 'Refund of top-up DEP-311 (RFD-2)', money_back: mb({ kind: 'refund', reference: 'RFD-2', status: 'needs_bank_details', compensates: { trx: null, deposit_id: 311, deposit_reference: 'DEP-311' } }) }),
          money({ id: 1, trx: 'TRXCHARGE0001', trx_type: '-', amount: '750.00', detail: 'Wash at UNIPORT Choba Hub' }),
        ],
        total: 5,
        page: 1,
        per_page: 15,
      },
    });
    render();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const [returned, adjustment, reversal, refund, charge] = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[2]!);

    expect(within(refund!).getByText('Refund')).toBeInTheDocument();
    expect(within(refund!).getByText('In progress — we may contact you for bank details')).toBeInTheDocument();
    expect(within(refund!).getByText('RFD-2')).toBeInTheDocument();
    expect(within(refund!).getByRole('link', { name: 'Top-up DEP-311: deposit details' })).toHaveAttribute('href', '/my/user/deposits/311');
    expect(within(refund!).getByRole('link', { name: /^Report this transaction/ })).toBeInTheDocument();

    expect(within(reversal!).getByText('Reversal')).toBeInTheDocument();
    expect(within(reversal!).getByText('Done')).toBeInTheDocument();
    expect(within(reversal!).getByText('The cycle did not run.')).toBeInTheDocument();
    expect(within(reversal!).getByRole('link', { name: 'TRXCHARGE0001: the line it reverses' })).toHaveAttribute('href', '/my/user/transactions?trx=TRXCHARGE0001');

    expect(within(adjustment!).getByText('Adjustment (credit)')).toBeInTheDocument();
    expect(within(adjustment!).getByText('Goodwill credit for the hub closure')).toBeInTheDocument();
    expect(within(adjustment!).queryAllByRole('link').map((l) => l.textContent)).toEqual(['Report this transaction']);

    expect(within(returned!).getByText('Refund returned')).toBeInTheDocument();
    expect(within(returned!).getByText('Failed — returned to your balance')).toBeInTheDocument();
    expect(within(returned!).getByRole('link', { name: 'TRXREFUND0001: the line it returns' })).toHaveAttribute('href', '/my/user/transactions?trx=TRXREFUND0001');

    // An ordinary line reads as before.
    expect(charge).toHaveTextContent(/^Wash at UNIPORT Choba HubReport this transaction$/);
  });

  it('with ?trx= shows that line only, says so, and links back to all', async () => {
    const calls = stubApi({ 'GET /transactions': { ...pageOf(1, 1), data: [{ ...line(1), trx: 'TRXCHARGE0001' }] } });
    renderPage(<TransactionsPage title="My Transactions" params={{}} />, { path: '/my/user/transactions?trx=TRXCHARGE0001' });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ page: '1', per_page: '15', trx: 'TRXCHARGE0001' });
    expect(screen.getByRole('status')).toHaveTextContent('Showing transaction TRXCHARGE0001 only.');
    expect(screen.getByRole('link', { name: 'Show all transactions' })).toHaveAttribute('href', '/my/user/transactions');
    expect(screen.queryByRole('navigation', { name: 'Transactions pages' })).toBeNull();
  });

  it('says "No transactions yet"', async () => {
    stubApi({ 'GET /transactions': pageOf(1, 0) });
    render();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('downloads the statement for a date range as CSV or PDF', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_: Blob) => 'blob:statement');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const calls = stubApi({
      'GET /transactions': pageOf(1, 0),
      'GET /transactions/statement': () =>
        new Response('Date,Trx,Details,Amount,Charge,Type,Post balance\n', {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="statement.csv"' },
        }),
    });
    render();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(to).toHaveValue(lagosToday());
    expect(from).toHaveValue(`${lagosToday().slice(0, 8)}01`);

    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.clear(to);
    await user.type(to, '2026-09-30');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(screen.getByText('The to date must not be before the from date.')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === '/transactions/statement')).toBe(false);

    await user.clear(to);
    await user.type(to, '2026-10-31');
    await user.selectOptions(screen.getByLabelText('Format'), 'pdf');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    const call = calls.find((c) => c.path === '/transactions/statement')!;
    expect(Object.fromEntries(call.query)).toEqual({ from: '2026-10-01', to: '2026-10-31', format: 'pdf' });
    expect(clicks[0]!.download).toBe('statement-2026-10-01-2026-10-31.pdf');
    expect(clicks[0]!.href).toBe('blob:statement');
    expect(createObjectURL.mock.calls[0]![0]).toBeInstanceOf(Blob);
  });
});

describe('validateRange', () => {
  it('needs both days, in order', () => {
    expect(validateRange('', '')).toEqual({ from: 'From date is required', to: 'To date is required' });
    expect(validateRange('2026-10-02', '2026-10-01')).toEqual({ to: 'The to date must not be before the from date.' });
    expect(validateRange('2026-10-01', '2026-10-01')).toEqual({});
  });
});
