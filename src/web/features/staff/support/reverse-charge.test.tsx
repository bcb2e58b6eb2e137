import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '#generated/api';
import { FetchBackedXhr } from '#web/testing/fetch-backed-xhr';
import { cleanStaffSessionEachTest, signInAsStaff, staffCustomer, staffCustomerLines, staffCustomerRoutes } from '#web/testing/staff';
import { jsonResponse, renderPage, stubApi } from '#web/testing/render-page';
import { StaffCustomerPage } from '../customers/staff-customer-page';
import { StaffTicketPage } from './staff-ticket-page';
import { expectAccessible } from '#web/testing/axe';

/**
 * Reversing a hub charge in the console (ADR 050): "Reverse" on a hub charge's line of the customer's transactions and
 * "Reverse this charge" on a ticket that reports one open the same dialog — a reason, then a confirm step — which
 * posts reverseStaffHubCharge; reversed lines say so; roles without the right see no button.
 */
type Role = components['schemas']['StaffRole'];
type StaffTicket = components['schemas']['StaffTicket'];

const signIn = (roles: Role[]) =>
  signInAsStaff(roles, { id: 3, email: 'amaka@e-laundry.ng', name: 'Amaka Obi' }, 'stf_x');

const customer = staffCustomer();
const lines = staffCustomerLines;
const reversal = {
  id: 77,
  reference: 'REV-20261124-7K2M9QXA',
  hub_charge_id: 5120,
  amount: '500.00',
  trx: 'TRX4N8B2V6C1X',
  charge_trx: 'TRX9K2L4M6N8',
  status: 'done' as const,
  reason: 'W3 stopped before filling',
  by_hub: false,
  created_at: '2026-11-24T10:02:00Z',
};
const customerRoutes = () => staffCustomerRoutes(customer, lines);

cleanStaffSessionEachTest({ xhr: true });

describe('Reverse on the customer page', () => {
  it('support reverses a hub charge: Reverse on its line, a reason (required) and an optional ticket, a confirm step; the request goes to the charge', async () => {
    const user = userEvent.setup();
    signIn(['support']);
    const calls = stubApi({ ...customerRoutes(), 'POST /staff/hub-charges/{id}/reversal': { code: 201, message: 'The charge was reversed; the customer has been e-mailed.', data: reversal } });
    renderPage(<StaffCustomerPage title="Customer" params={{ id: '42' }} />, { path: '/staff/customers/42' });
    const ledger = await screen.findByRole('table', { name: 'Transactions (3)' });
    const rows = within(ledger).getAllByRole('row');
    // Only the hub charge not yet reversed offers Reverse; the reversed one says so; a deposit has neither.
    expect(within(ledger).getAllByRole('button', { name: /^Reverse/ })).toHaveLength(1);
    expect(within(rows[2]!).getByText('Reversed')).toBeInTheDocument();
    expect(within(rows[3]!).queryByText(/Reverse/)).toBeNull();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Reverse charge TRX9K2L4M6N8' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse this charge?' });
    expect(dialog).toHaveTextContent('₦500.00 charged as TRX9K2L4M6N8 (Wash — UNIPORT Choba Hub, machine W3) goes back to the customer’s balance');
    const reason = within(dialog).getByLabelText(/^Reason( \*)?$/);
    expect(reason).toHaveFocus();
    await expectAccessible(dialog);
    // Without a reason there is no confirm step.
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Reverse ₦/ })).toBeNull();

    await user.type(reason, 'W3 stopped before filling');
    await user.type(within(dialog).getByLabelText(/^Ticket number/), '483920');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('W3 stopped before filling', { selector: 'q' })).toBeInTheDocument();
    expect(within(dialog).getByText('Ticket #483920 gets a message saying what was done.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const confirm = within(dialog).getByRole('button', { name: 'Reverse ₦500.00' });
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/staff/hub-charges/5120/reversal', body: { reason: 'W3 stopped before filling', ticket: '483920' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The ledger is read again (the new line, the balance).
    await waitFor(() => expect(calls.filter((c) => c.path === '/staff/customers/42/transactions')).toHaveLength(2));
  });

  it('a refused reversal comes back to the form with the server\'s field error; Escape closes the dialog', async () => {
    const user = userEvent.setup();
    signIn(['finance']);
    stubApi({
      ...customerRoutes(),
      'POST /staff/hub-charges/{id}/reversal': () =>
        jsonResponse({ code: 422, message: "No ticket of this charge's customer has this number.", error: { ticket: ["No ticket of this charge's customer has this number."] } }, 422),
    });
    renderPage(<StaffCustomerPage title="Customer" params={{ id: '42' }} />, { path: '/staff/customers/42' });
    await user.click(await screen.findByRole('button', { name: 'Reverse charge TRX9K2L4M6N8' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse this charge?' });
    await user.type(within(dialog).getByLabelText(/^Reason( \*)?$/), 'Cold dryer');
    await user.type(within(dialog).getByLabelText(/^Ticket number/), '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reverse ₦500.00' }));
    expect(await within(dialog).findByText("No ticket of this charge's customer has this number.", { selector: ':not([role="alert"])' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Ticket number/)).toHaveValue('999999');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('fulfilment reads the ledger but cannot reverse (no button; the server\'s 403 is the real check)', async () => {
    signIn(['fulfilment']);
    stubApi(customerRoutes());
    renderPage(<StaffCustomerPage title="Customer" params={{ id: '42' }} />, { path: '/staff/customers/42' });
    const ledger = await screen.findByRole('table', { name: 'Transactions (3)' });
    expect(within(ledger).queryByRole('button', { name: /Reverse/ })).toBeNull();
    expect(within(ledger).getByText('Not reversed')).toBeInTheDocument();
    expect(within(ledger).getByText('Reversed')).toBeInTheDocument();
  });
});

const ticket = (hubCharge: StaffTicket['hub_charge']): StaffTicket => ({
  ticket: {
    ticket: '483920',
    subject: 'Charged at W3 but no wash',
    status: 'Open',
    priority: 'High',
    name: 'Chinedu Okafor',
    email: 'chinedu.okafor@example.com',
    created_at: '2026-11-24T09:20:00Z',
    transaction: { trx: 'TRX9K2L4M6N8', created_at: '2026-11-24T09:15:00Z', amount: '500.00', charge: '0.00', trx_type: '-', detail: 'Wash — UNIPORT Choba Hub, machine W3' },
    messages: [{ id: 31, from: 'customer', user: 'Chinedu Okafor', message: 'The machine took the money and did not start.', created_at: '2026-11-24T09:20:00Z', attachments: [] }],
  },
  assignee: null,
  customer: { id: 42, name: 'Chinedu Okafor', email: 'chinedu.okafor@example.com', account_number: '2010000042', balance: '1500.00', card_serial: null, transactions: [], deposits: [] },
  ...(hubCharge ? { hub_charge: hubCharge } : {}),
});
const renderTicket = () => renderPage(<StaffTicketPage title="Ticket" params={{ id: '483920' }} />, { path: '/staff/support/483920' });

describe('Reverse this charge on a ticket', () => {
  it('a ticket reporting a hub charge offers "Reverse this charge": the reason only, the ticket goes with it', async () => {
    const user = userEvent.setup();
    signIn(['support']);
    const calls = stubApi({
      'GET /staff/tickets/{ticket}': { code: 200, message: 'ok', data: ticket({ id: 5120, reversal: null }) },
      'POST /staff/hub-charges/{id}/reversal': { code: 201, message: 'The charge was reversed; the customer has been e-mailed.', data: reversal },
    });
    renderTicket();
    const note = await screen.findByRole('note', { name: 'Reported transaction' });
    await user.click(within(note).getByRole('button', { name: 'Reverse this charge' }));
    const dialog = screen.getByRole('dialog', { name: 'Reverse this charge?' });
    expect(within(dialog).queryByLabelText(/^Ticket number/)).toBeNull();
    await expectAccessible(dialog);
    await user.type(within(dialog).getByLabelText(/^Reason( \*)?$/), 'Attendant confirmed W3 fault');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Ticket #483920 gets a message saying what was done.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reverse ₦500.00' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/staff/hub-charges/5120/reversal', body: { reason: 'Attendant confirmed W3 fault', ticket: '483920' } }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The ticket is read again (its new support message, the reversal).
    await waitFor(() => expect(calls.filter((c) => c.path === '/staff/tickets/483920')).toHaveLength(2));
  });

  it('a reversed charge says so, with its reference; a ticket about another line offers nothing', async () => {
    signIn(['support']);
    stubApi({ 'GET /staff/tickets/{ticket}': { code: 200, message: 'ok', data: ticket({ id: 5120, reversal: { reference: 'REV-20261124-7K2M9QXA', trx: 'TRX4N8B2V6C1X' } }) } });
    const first = renderTicket();
    const note = await screen.findByRole('note', { name: 'Reported transaction' });
    expect(note).toHaveTextContent('Reversed as REV-20261124-7K2M9QXA (TRX4N8B2V6C1X).');
    expect(within(note).queryByRole('button')).toBeNull();
    first.unmount();
    vi.unstubAllGlobals();
    vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
    stubApi({ 'GET /staff/tickets/{ticket}': { code: 200, message: 'ok', data: ticket(undefined) } });
    renderTicket();
    const plain = await screen.findByRole('note', { name: 'Reported transaction' });
    expect(within(plain).queryByRole('button', { name: 'Reverse this charge' })).toBeNull();
  });
});
