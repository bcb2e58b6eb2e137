import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { DepositDetailsPage } from './deposit-details-page';
import { depositDetailAnswer } from './deposit-fixtures';

afterEach(() => vi.unstubAllGlobals());

const render = (id: string) =>
  renderPage(<DepositDetailsPage title="Deposit Details" params={{ id }} />, { path: `/my/user/deposits/${id}` });
const value = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;

describe('DepositDetailsPage', () => {
  it("shows that deposit's figures and status", async () => {
    const calls = stubApi({
      'GET /deposits/{id}': depositDetailAnswer('Success'),
    });
    render('311');
    expect(await screen.findByText('TRX8Q2W5E7R9')).toBeInTheDocument();
    expect(value('Status')).toBe('Success');
    expect(value('Reference ID')).toBe('DEP-20261012-2R7T9W');
    expect(value('Date')).toBe('12/10/2026');
    expect(value('Method')).toBe('Paystack');
    expect(value('Amount')).toBe('₦5,000.00');
    expect(value('Charge')).toBe('₦75.00');
    expect(value('Total paid')).toBe('₦5,075.00');
    expect(calls.map((c) => c.path)).toEqual(['/deposits/311']);
    expect(screen.getByRole('link', { name: 'My Deposit History' })).toHaveAttribute('href', '/my/user/deposits');
  });

  it('shows no refunds section for a top-up never refunded', async () => {
    stubApi({ 'GET /deposits/{id}': depositDetailAnswer('Success') });
    render('311');
    expect(await screen.findByText('TRX8Q2W5E7R9')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Refunds of this top-up' })).toBeNull();
  });

  it('lists the refunds of the top-up with their status in words, dates and line, and what was refunded of it', async () => {
    const refund = (reference: string, amount: string, status: 'requested' | 'in_progress' | 'needs_bank_details' | 'refunded' | 'failed' | 'not_approved', completed: string | null) => ({
      reference,
      amount,
      status,
      trx: `TRX${reference.slice(-4)}`,
      requested_at: '2026-10-14T11:30:00Z',
      completed_at: completed,
    });
    stubApi({
      'GET /deposits/{id}': depositDetailAnswer(
        'Success',
        [
          refund('RFD-A-0006', '100.00', 'needs_bank_details', null),
          refund('RFD-A-0005', '200.00', 'requested', null),
          refund('RFD-A-0004', '300.00', 'in_progress', null),
          refund('RFD-A-0003', '400.00', 'not_approved', '2026-10-15T09:00:00Z'),
          refund('RFD-A-0002', '500.00', 'failed', '2026-10-16T09:00:00Z'),
          refund('RFD-A-0001', '2000.00', 'refunded', '2026-10-17T09:00:00Z'),
        ],
        { refunded: '2000.00', refund_in_progress: '600.00' },
      ),
    });
    render('311');
    const section = await screen.findByRole('region', { name: 'Refunds of this top-up' });
    expect(within(section).getByText(/of ₦5,000.00 refunded/).textContent).toBe('₦2,000.00 of ₦5,000.00 refunded · ₦600.00 on its way');
    const items = within(section).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/^RFD-/).textContent)).toEqual(['RFD-A-0006', 'RFD-A-0005', 'RFD-A-0004', 'RFD-A-0003', 'RFD-A-0002', 'RFD-A-0001']);
    const words = items.map((i) => i.querySelector('.badge')?.textContent);
    expect(words).toEqual([
      'In progress — we may contact you for bank details',
      'Requested',
      'In progress',
      'Not approved — returned to your balance',
      'Failed — returned to your balance',
      'Refunded',
    ]);
    const done = items[5]!;
    expect(within(done).getByText('₦2,000.00')).toBeInTheDocument();
    expect(within(done).getByText('Requested', { selector: 'dt' }).nextElementSibling?.textContent).toBe('14/10/2026');
    expect(within(done).getByText('Refunded on', { selector: 'dt' }).nextElementSibling?.textContent).toBe('17/10/2026');
    expect(within(done).getByRole('link', { name: 'TRX0001: the refund in My Transactions' })).toHaveAttribute('href', '/my/user/transactions?trx=TRX0001');
    expect(within(items[4]!).getByText('Closed on', { selector: 'dt' })).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Closed on')).toBeNull();
  });

  it('says "Deposit not found" for an unknown id (404)', async () => {
    stubApi({ 'GET /deposits/{id}': () => jsonResponse({ code: 404, message: 'Deposit not found.' }, 404) });
    render('999');
    expect(await screen.findByText('Deposit not found')).toBeInTheDocument();
  });

  it('does not call the API for a malformed id', () => {
    const calls = stubApi({});
    render('abc');
    expect(screen.getByText('Deposit not found')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
