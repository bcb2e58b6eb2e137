import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '#generated/api';
import { clearStaffSession } from '#web/lib/staff-session';
import { FetchBackedXhr } from '#web/testing/fetch-backed-xhr';
import { signInAsStaff } from '#web/testing/staff';
import { renderPage, stubApi } from '#web/testing/render-page';
import { StaffCustomerPage } from './staff-customer-page';

/**
 * Closing an account from the console (ADR 054): admin only, on the customer page; a reason, the customer's written
 * choice for a balance, a confirm step; then the pseudonym. Other roles see why they cannot.
 */
type Role = components['schemas']['StaffRole'];
type Customer = components['schemas']['StaffCustomer'];
type Transaction = components['schemas']['StaffCustomerTransaction'];

const signIn = (roles: Role[]) =>
  signInAsStaff(roles, { id: 3, email: 'amaka@e-laundry.ng', name: 'Amaka Obi' }, 'stf_x');

const page = <T,>(data: T[]) => ({ code: 200 as const, message: 'ok', data, total: data.length, page: 1, per_page: 15 as const });
const customer: Customer = {
  id: 42,
  username: 'chinedu',
  firstname: 'Chinedu',
  lastname: 'Okafor',
  email: 'chinedu.okafor@example.com',
  email_verified: true,
  mobile: '8031234567',
  mobile_code: '234',
  country: 'Nigeria',
  address: { country: 'Nigeria', city: 'Abuja', address: '12 Aminu Kano Crescent', zip: '900288' },
  account_number: '2010000042',
  referral_code: 'CHIDI0042',
  referred_by: null,
  tfa_enabled: false,
  created_at: '2026-09-12T10:04:00Z',
  balance: '1500.00',
  card: null,
  counts: { transactions: 3, deposits: 0, card_requests: 0, tickets: 0, referrals: 0, sessions: 0 },
};
const lines: Transaction[] = [
  { id: 905, created_at: '2026-11-24T09:15:00Z', trx: 'TRX9K2L4M6N8', detail: 'Wash — UNIPORT Choba Hub, machine W3', amount: '500.00', charge: '0.00', trx_type: '-', post_balance: '1500.00', hub_charge_id: 5120, reversed: false },
  { id: 904, created_at: '2026-11-24T09:00:00Z', trx: 'TRX1A2B3C4D5', detail: 'Dry — UNIPORT Choba Hub, machine D1', amount: '400.00', charge: '0.00', trx_type: '-', post_balance: '2000.00', hub_charge_id: 5119, reversed: true },
  { id: 903, created_at: '2026-11-24T08:00:00Z', trx: 'TRX3M6N9B2V5', detail: 'Deposit via Paystack', amount: '2500.00', charge: '35.00', trx_type: '+', post_balance: '2400.00' },
];
const customerRoutes = () => ({
  'GET /staff/customers/{id}': { code: 200 as const, message: 'ok', data: customer },
  'GET /staff/customers/{id}/transactions': page(lines),
  'GET /staff/customers/{id}/deposits': page([]),
  'GET /staff/customers/{id}/card-requests': page([]),
  'GET /staff/customers/{id}/tickets': page([]),
  'GET /staff/customers/{id}/referrals': page([]),
  'GET /staff/customers/{id}/sessions': page([]),
});

/** Axe on the open dialog: no serious or critical violation (colour contrast needs a real browser: the e2e's). */
async function expectAccessible(node: Element) {
  const results = await axe.run(node, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

beforeEach(() => {
  sessionStorage.clear();
  clearStaffSession();
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Close account on the customer page', () => {
  it('an admin closes it: reason and the balance choice required, a confirm step, closeStaffCustomer with the choice; axe-clean', async () => {
    const user = userEvent.setup();
    signIn(['admin']);
    const calls = stubApi({
      ...customerRoutes(),
      'POST /staff/customers/{id}/closure': {
        code: 200,
        message: 'The account is closed; the customer was e-mailed.',
        data: { id: 42, name: 'Closed account C-7F3KQ9MA', balance: '1500.00', choice: 'give_up', refunds: [], payout: null, forfeited: '1500.00' },
      },
    });
    renderPage(<StaffCustomerPage title="Customer" params={{ id: '42' }} />, { path: '/staff/customers/42' });
    await user.click(await screen.findByRole('button', { name: 'Close account' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this account?' });
    await expectAccessible(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose what happens to the balance, as the customer asked in writing.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (the customer’s written request)'), 'Signed letter of 27 November 2026');
    await user.click(within(dialog).getByLabelText(/Given up/));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Close the account' }));
    expect(await within(dialog).findByText(/It now shows as “Closed account C-7F3KQ9MA”/)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/staff/customers/42/closure');
    expect(post.body).toEqual({ reason: 'Signed letter of 27 November 2026', balance: 'give_up' });
  });

  it('support sees no Close account button, only who may', async () => {
    signIn(['support']);
    stubApi(customerRoutes());
    renderPage(<StaffCustomerPage title="Customer" params={{ id: '42' }} />, { path: '/staff/customers/42' });
    expect(await screen.findByText('Only an admin closes an account, on the customer’s written request.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close account' })).toBeNull();
  });
});
