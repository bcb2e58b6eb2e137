import type { QueryClient } from '@tanstack/react-query';
import { $staffApi, staffQueryClient } from '#web/lib/staff-api';

/** The Customers section's operations (tag staff-customers, ADR 044), through the staff client only (ADR 042). */
export const useCustomerSearch = (q: string, page: number) =>
  $staffApi.useQuery('get', '/staff/customers', { params: { query: { page, ...(q ? { q } : {}) } } }, { placeholderData: (previous) => previous });

/**
 * One open of the page is one `customer.view` in the audit trail: no refetch on focus or remount within 5 minutes. Its
 * failures are the page's own states (not found; could not load, Try again), not toasts.
 */
export const useStaffCustomer = (id: number) =>
  $staffApi.useQuery(
    'get',
    '/staff/customers/{id}',
    { params: { path: { id } } },
    { staleTime: 5 * 60_000, refetchOnWindowFocus: false, meta: { errorToast: false } },
  );

export const useCustomerTransactions = (id: number, page: number) =>
  $staffApi.useQuery('get', '/staff/customers/{id}/transactions', { params: { path: { id }, query: { page } } }, { placeholderData: (previous) => previous });
export const useCustomerDeposits = (id: number, page: number) =>
  $staffApi.useQuery('get', '/staff/customers/{id}/deposits', { params: { path: { id }, query: { page } } }, { placeholderData: (previous) => previous });
export const useCustomerCardRequests = (id: number, page: number) =>
  $staffApi.useQuery('get', '/staff/customers/{id}/card-requests', { params: { path: { id }, query: { page } } }, { placeholderData: (previous) => previous });
export const useCustomerTickets = (id: number, page: number) =>
  $staffApi.useQuery('get', '/staff/customers/{id}/tickets', { params: { path: { id }, query: { page } } }, { placeholderData: (previous) => previous });
export const useCustomerReferrals = (id: number, page: number) =>
  $staffApi.useQuery('get', '/staff/customers/{id}/referrals', { params: { path: { id }, query: { page } } }, { placeholderData: (previous) => previous });
export const useCustomerSessions = (id: number, page: number) =>
  $staffApi.useQuery('get', '/staff/customers/{id}/sessions', { params: { path: { id }, query: { page } } }, { placeholderData: (previous) => previous });

export const useRevokeCustomerSessions = () => $staffApi.useMutation('post', '/staff/customers/{id}/sessions/revoke');
export const useResetCustomerTwoFactor = () => $staffApi.useMutation('post', '/staff/customers/{id}/two-factor/reset');
/** POST /staff/customers/{id}/closure: an admin closes the account on the customer's written request (ADR 054). */
export const useCloseStaffCustomer = () => $staffApi.useMutation('post', '/staff/customers/{id}/closure');

/** Reverse a hub charge (reverseStaffHubCharge, ADR 050): from the customer's transactions or the ticket reporting it. */
export const useReverseHubCharge = () => $staffApi.useMutation('post', '/staff/hub-charges/{id}/reversal');

/** After a reversal: the customer's ledger and page (balance), and the tickets (a reversal may answer one), are read again. */
export const refreshAfterReversal = (client: QueryClient = staffQueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['get', '/staff/customers/{id}/transactions'] }),
    client.invalidateQueries({ queryKey: ['get', '/staff/customers/{id}'] }),
    client.invalidateQueries({ queryKey: ['get', '/staff/tickets/{ticket}'] }),
    client.invalidateQueries({ queryKey: ['get', '/staff/tickets'] }),
  ]);
