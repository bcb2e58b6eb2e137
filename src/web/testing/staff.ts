// The staff console's component tests: a signed-in member and a clean session store and stubbed globals around each test.
import { afterEach, beforeEach, vi } from 'vitest';
import type { components } from '#generated/api';
import { clearSession } from '#web/lib/session-updates';
import { clearStaffSession, startStaffSession, takeEndedReason } from '#web/lib/staff-session';
import { FetchBackedXhr } from './fetch-backed-xhr';

type StaffMember = components['schemas']['StaffMember'];
type StaffCustomer = components['schemas']['StaffCustomer'];
type StaffCustomerTransaction = components['schemas']['StaffCustomerTransaction'];

/** A staff member as the API answers it: an active one, every centre in scope; `who` changes any of it. */
export const staffMember = (who: Partial<StaffMember> = {}): StaffMember => ({
  id: 1,
  email: 'ngozi.eze@e-laundry.ng',
  name: 'Ngozi Eze',
  roles: ['admin'],
  location_ids: [],
  service_center_ids: [],
  status: 'active',
  created_at: '2026-11-25T09:00:00Z',
  activated_at: '2026-11-25T09:12:00Z',
  deactivated_at: null,
  ...who,
});

/** Signs `staffMember(who)` in with `roles` (the console's component tests). */
export function signInAsStaff(roles: StaffMember['roles'], who: Partial<StaffMember> = {}, token = 'stf_test') {
  startStaffSession({
    token,
    token_type: 'Bearer',
    expires_at: '2099-12-31T23:59:59Z',
    idle_timeout_seconds: 1800,
    staff: staffMember({ roles, ...who }),
  });
}

/**
 * Registers the per-test reset: no staff session (and, with `customerToo`, no customer session nor a pending "session
 * ended" reason) before each test, uploads through `FetchBackedXhr` with `xhr`; stubbed globals and spies restored and
 * the address back at `/` after each.
 */
export function cleanStaffSessionEachTest({ xhr = false, customerToo = false }: { xhr?: boolean; customerToo?: boolean } = {}) {
  beforeEach(() => {
    sessionStorage.clear();
    clearStaffSession();
    if (customerToo) {
      clearSession();
      takeEndedReason();
    }
    if (xhr) vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });
}

/** One page of a staff list as the API answers it (15 a page). */
export const onePage = <T,>(data: T[], total = data.length) => ({ code: 200 as const, message: 'ok', data, total, page: 1, per_page: 15 as const });

/** The customer the console's customer tests open (#42, Chinedu Okafor, ₦1,500, no card); `over` changes any of it. */
export const staffCustomer = (over: Partial<StaffCustomer> = {}): StaffCustomer => ({
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
  ...over,
});

/** That customer's last three lines: a hub charge, a reversed one, a deposit. */
export const staffCustomerLines: StaffCustomerTransaction[] = [
  { id: 905, created_at: '2026-11-24T09:15:00Z', trx: 'TRX9K2L4M6N8', detail: 'Wash — UNIPORT Choba Hub, machine W3', amount: '500.00', charge: '0.00', trx_type: '-', post_balance: '1500.00', hub_charge_id: 5120, reversed: false },
  { id: 904, created_at: '2026-11-24T09:00:00Z', trx: 'TRX1A2B3C4D5', detail: 'Dry — UNIPORT Choba Hub, machine D1', amount: '400.00', charge: '0.00', trx_type: '-', post_balance: '2000.00', hub_charge_id: 5119, reversed: true },
  { id: 903, created_at: '2026-11-24T08:00:00Z', trx: 'TRX3M6N9B2V5', detail: 'Deposit via Paystack', amount: '2500.00', charge: '35.00', trx_type: '+', post_balance: '2400.00' },
];

/** The reads of the console's customer page for `customer` with `lines` as its transactions (every other list empty). */
export const staffCustomerRoutes = (customer: StaffCustomer = staffCustomer(), lines: StaffCustomerTransaction[] = staffCustomerLines) => ({
  'GET /staff/customers/{id}': { code: 200 as const, message: 'ok', data: customer },
  'GET /staff/customers/{id}/transactions': onePage(lines),
  'GET /staff/customers/{id}/deposits': onePage([]),
  'GET /staff/customers/{id}/card-requests': onePage([]),
  'GET /staff/customers/{id}/tickets': onePage([]),
  'GET /staff/customers/{id}/referrals': onePage([]),
  'GET /staff/customers/{id}/sessions': onePage([]),
});
