import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '#generated/api';
import { cleanStaffSessionEachTest, onePage, signInAsStaff, staffCustomer } from '#web/testing/staff';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { StaffCustomerPage } from './staff-customer-page';
import { StaffCustomersPage } from './staff-customers-page';
import { sectionsFor } from '../shared/staff-roles';

type Role = components['schemas']['StaffRole'];
type Customer = components['schemas']['StaffCustomer'];

const signIn = (roles: Role[]) =>
  signInAsStaff(roles, { id: 3, email: 'amaka@e-laundry.ng', name: 'Amaka Obi' }, 'stf_x');

const summary = { id: 42, name: 'Chinedu Okafor', username: 'chinedu', email: 'chinedu.okafor@example.com', account_number: '2010000042', card_serial: 'ELC4820193746', created_at: '2026-09-12T10:04:00Z' };
const page = onePage;

const customer = (over: Partial<Customer> = {}): Customer =>
  staffCustomer({
    referred_by: { id: 7, name: 'Emeka Nwosu' },
    tfa_enabled: true,
    balance: '12465.00',
    card: { card_number: 'ELC4820193746', status: 'active', linked_at: '2026-09-30T15:10:00Z', frozen_at: null },
    counts: { transactions: 1, deposits: 0, card_requests: 0, tickets: 0, referrals: 0, sessions: 2 },
    ...over,
  });

const pageRoutes = (c: Customer = customer()) => ({
  'GET /staff/customers/{id}': { code: 200 as const, message: 'Customer retrieved successfully.', data: c },
  'GET /staff/customers/{id}/transactions': page(
    [{ id: 903, created_at: '2026-11-24T08:00:00Z', trx: 'TRX3M6N9B2V5', detail: 'Deposit via Paystack', amount: '2500.00', charge: '35.00', trx_type: '+' as const, post_balance: '12465.00' }],
    31,
  ),
  'GET /staff/customers/{id}/deposits': page([]),
  'GET /staff/customers/{id}/card-requests': page([]),
  'GET /staff/customers/{id}/tickets': page([]),
  'GET /staff/customers/{id}/referrals': page([]),
  'GET /staff/customers/{id}/sessions': page([{ id: 5120, created_at: '2026-11-24T07:50:00Z', ends_at: '2026-12-24T07:50:00Z', last_used_at: null }]),
});

cleanStaffSessionEachTest();

describe('Customers in the console', () => {
  it('is a built section for every role', () => {
    for (const role of ['support', 'fulfilment', 'finance', 'admin'] as const) expect(sectionsFor([role]).map((s) => s.label)).toContain('Customers');
  });
});

describe('Customers search (/staff/customers)', () => {
  it('searches with the query of the address, lists lean rows linking to the customer, and puts a new query in the address', async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    const calls = stubApi({ 'GET /staff/customers': page([summary], 16) });
    const { current } = renderPage(<StaffCustomersPage />, { path: '/staff/customers?q=chinedu' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your customers');
    const table = await screen.findByRole('table', { name: 'Customers matching “chinedu”' });
    expect(calls[0]!.query.get('q')).toBe('chinedu');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer stf_x');
    expect(within(table).getByRole('link', { name: 'Chinedu Okafor' })).toHaveAttribute('href', '/staff/customers/42');
    expect(within(table).getByText('ELC4820193746')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Customers pages' })).toHaveTextContent('Page 1 of 2');

    const box = screen.getByRole('searchbox', { name: 'Find a customer' });
    expect(box).toHaveValue('chinedu');
    await user.clear(box);
    await user.type(box, '0803 123 4567{Enter}');
    await waitFor(() => expect(current()).toBe('/staff/customers?q=0803+123+4567'));
  });

  it('no match: “No customer matches …”; failures: the designed error state with Try again', async () => {
    stubApi({ 'GET /staff/customers': page([]) });
    signIn(['support']);
    renderPage(<StaffCustomersPage />, { path: '/staff/customers?q=nobody' });
    expect(await screen.findByText('No customer matches “nobody”.')).toBeInTheDocument();
    vi.unstubAllGlobals();

    stubApi({ 'GET /staff/customers': () => jsonResponse({ code: 503, message: 'Down' }, 503) });
    renderPage(<StaffCustomersPage />, { path: '/staff/customers' });
    expect(await screen.findByText('We could not load your customers.')).toBeInTheDocument();
  });
});

describe('A customer (/staff/customers/:id)', () => {
  it('shows profile, balance in ₦, card, and each list paged (ledger with post balances)', async () => {
    signIn(['fulfilment']);
    const calls = stubApi(pageRoutes());
    renderPage(<StaffCustomerPage title="Customer" params={{ id: '42' }} />, { path: '/staff/customers/42' });
    expect(await screen.findByRole('heading', { name: 'Chinedu Okafor' })).toBeInTheDocument();
    expect(screen.getByText('₦12,465.00')).toBeInTheDocument();
    expect(screen.getByText('+234 8031234567')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Emeka Nwosu' })).toHaveAttribute('href', '/staff/customers/7');
    const ledger = await screen.findByRole('table', { name: 'Transactions (31)' });
    expect(within(ledger).getAllByText('₦12,465.00')[0]).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Transactions pages' })).toHaveTextContent('Page 1 of 3');
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Active sessions (1)' })).toHaveTextContent('Not recorded');
    // Fulfilment reads but has no actions (the server's 403 stays the real check).
    expect(screen.queryByRole('button', { name: 'End all sessions' })).toBeNull();
    expect(screen.getByText('Ending sessions and resetting two-factor need the support or admin role.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull(); // finance and admin only (ADR 051)
    expect(calls.filter((c) => c.path === '/staff/customers/42')).toHaveLength(1);
  });

  it('finance adjusts a balance from the customer page: the form opens from "Adjust balance" with the threshold of the contract', async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    stubApi({
      ...pageRoutes(),
      'GET /staff/money-back': { code: 200, message: 'ok', data: [], total: 0, page: 1, per_page: 15, awaiting_approval: 0, approval_above: '50000.00', approval_daily_per_customer: '50000.00', approval_daily_per_member: '250000.00' },
    });
    renderPage(<StaffCustomerPage title="Customer" params={{ id: '42' }} />, { path: '/staff/customers/42' });
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust balance' });
    expect(within(dialog).getByText("Chinedu Okafor's balance is ₦12,465.00.")).toBeInTheDocument();
    expect(await within(dialog).findByText(/Requests above ₦50,000\.00 wait for a second finance or admin person/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Ticket number/)).toBeInTheDocument();
  });

  it('support ends all sessions: a reason (RJSF), then a confirm step; the reason goes to the server', async () => {
    const user = userEvent.setup();
    signIn(['support']);
    const calls = stubApi({
      ...pageRoutes(),
      'POST /staff/customers/{id}/sessions/revoke': { code: 200, message: 'Every session of this customer has ended.', data: { sessions_ended: 2 } },
    });
    renderPage(<StaffCustomerPage title="Customer" params={{ id: '42' }} />, { path: '/staff/customers/42' });
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'End all sessions?' });
    await user.type(within(dialog).getByLabelText(/^Reason( \*)?$/), 'Lost phone (ticket 483920)');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(within(dialog).getByText('Lost phone (ticket 483920)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/staff/customers/42/sessions/revoke', body: { reason: 'Lost phone (ticket 483920)' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a reason is required before the confirm step; Reset two-factor is disabled when it is off', async () => {
    const user = userEvent.setup();
    signIn(['admin']);
    stubApi(pageRoutes(customer({ tfa_enabled: false })));
    renderPage(<StaffCustomerPage title="Customer" params={{ id: '42' }} />, { path: '/staff/customers/42' });
    expect(await screen.findByRole('button', { name: 'Reset two-factor' })).toBeDisabled();
    expect(screen.getByText('Two-factor is off for this customer: nothing to reset.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End all sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'End all sessions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).queryByRole('button', { name: 'End all sessions' })).toBeNull();
  });

  it('an unknown id: “No customer with this id.” with a way back', async () => {
    signIn(['support']);
    stubApi({ ...pageRoutes(), 'GET /staff/customers/{id}': () => jsonResponse({ code: 404, message: 'No customer with this id.' }, 404) });
    renderPage(<StaffCustomerPage title="Customer" params={{ id: '999' }} />, { path: '/staff/customers/999' });
    expect(await screen.findByText('No customer with this id.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Customers' })).toHaveAttribute('href', '/staff/customers');
  });
});
