import type { paths } from '#generated/api';
import { API_PREFIX } from '#shared/api';
import { $staffApi, staffQueryClient } from '#web/lib/staff-api';
import { getStaffToken } from '#web/lib/staff-session';

/** Staff console operations (tags staff-auth, staff-team, staff-support, staff-audit), through the staff client only (ADR 042). */
export const useOpenStaffInvite = () =>
  $staffApi.useMutation('post', '/staff/setup/open', { meta: { successToast: false, errorToast: false } });
export const useAcceptStaffInvite = () => $staffApi.useMutation('post', '/staff/setup');
/** The success toast is the second step's: a challenge is not a sign-in yet. */
export const useStaffLogin = () => $staffApi.useMutation('post', '/staff/auth/login', { meta: { successToast: false } });
export const useStaffLoginTwoFactor = () => $staffApi.useMutation('post', '/staff/auth/login/2fa');
export const useStaffMe = () => $staffApi.useQuery('get', '/staff/me');
export const useStaffMembers = (page: number) =>
  $staffApi.useQuery('get', '/staff/members', { params: { query: { page } } }, { placeholderData: (previous) => previous });
export const useInviteStaffMember = () => $staffApi.useMutation('post', '/staff/members');
export const useUpdateStaffMember = () => $staffApi.useMutation('patch', '/staff/members/{id}');
export const useDeactivateStaffMember = () => $staffApi.useMutation('post', '/staff/members/{id}/deactivate');

// ---- Support desk and audit log (tags staff-support, staff-audit; ADR 043).

export type StaffTicketsQuery = NonNullable<paths['/staff/tickets']['get']['parameters']['query']>;
export type AuditQuery = NonNullable<paths['/staff/audit']['get']['parameters']['query']>;

const keepPrevious = { placeholderData: <T,>(previous: T) => previous };

export const useStaffTickets = (query: StaffTicketsQuery) =>
  $staffApi.useQuery('get', '/staff/tickets', { params: { query } }, keepPrevious);
export const useStaffTicket = (ticket: string) =>
  $staffApi.useQuery('get', '/staff/tickets/{ticket}', { params: { path: { ticket } } }, { enabled: ticket !== '' });
export const useReplyStaffTicket = () => $staffApi.useMutation('post', '/staff/tickets/{ticket}/reply');
export const useAssignStaffTicket = () => $staffApi.useMutation('post', '/staff/tickets/{ticket}/assign');
export const useCloseStaffTicket = () => $staffApi.useMutation('post', '/staff/tickets/{ticket}/close');
/** Who a ticket can be assigned to: the team list (admins may read it; support picks "me" or unassigns). */
export const useAssignableMembers = (enabled: boolean) =>
  $staffApi.useQuery('get', '/staff/members', { params: { query: { page: 1 } } }, { enabled });
export const useAuditEvents = (query: AuditQuery) => $staffApi.useQuery('get', '/staff/audit', { params: { query } }, keepPrevious);

/**
 * GET /staff/audit.csv with the staff token, saved as `audit-<date>.csv` (the server's file name when it gives one).
 * Fetched as a file, not through the JSON client: the answer is CSV.
 */
export async function downloadAuditCsv(query: Omit<AuditQuery, 'page'>, today = new Date()): Promise<void> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(name, String(value));
  const token = getStaffToken();
  const url = new URL(`${API_PREFIX}/staff/audit.csv${search.size ? `?${search}` : ''}`, globalThis.location?.origin ?? 'http://localhost');
  const response = await fetch(new Request(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} }));
  if (!response.ok) throw new Error(response.status === 422 ? 'Check the filters: the range is reversed.' : 'The export failed. Please try again.');
  const blob = await response.blob();
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  const name = named ?? `audit-${today.toISOString().slice(0, 10)}.csv`;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Deposits and the overview (tags staff-deposits and staff-overview, ADR 048). */
export type StaffDepositsQuery = NonNullable<paths['/staff/deposits']['get']['parameters']['query']>;
export const useStaffOverview = () => $staffApi.useQuery('get', '/staff/overview', {}, { refetchInterval: 60_000 });
export const useStaffDeposits = (query: StaffDepositsQuery, enabled = true) =>
  $staffApi.useQuery('get', '/staff/deposits', { params: { query } }, { placeholderData: (previous) => previous, enabled });
export const useStaffDeposit = (id: number | null) =>
  $staffApi.useQuery('get', '/staff/deposits/{id}', { params: { path: { id: id ?? 0 } } }, { enabled: id !== null });
/** Its answer is shown in the drawer (the 409 / 502 messages too), so no toast of its own. */
export const useReverifyStaffDeposit = () =>
  $staffApi.useMutation('post', '/staff/deposits/{id}/reverify', { meta: { successToast: false, errorToast: false } });

/** Refunds of top-ups through their gateway (tag staff-refunds, ADR 052). Answers are shown in the dialog, no toasts. */
const OPEN_REFUND = new Set(['submitting', 'pending', 'processing']);
/** Asked again every 10 s while a refund of the top-up is on its way at the gateway (its webhooks move it). */
export const useStaffDepositRefunds = (id: number | null) =>
  $staffApi.useQuery(
    'get',
    '/staff/deposits/{id}/refunds',
    { params: { path: { id: id ?? 0 } } },
    { enabled: id !== null, refetchInterval: (query) => (query.state.data?.data.refunds.some((r) => OPEN_REFUND.has(r.status)) ? 10_000 : false) },
  );
export const useCreateStaffRefund = () => $staffApi.useMutation('post', '/staff/refunds', { meta: { successToast: false, errorToast: false } });
export const useSubmitStaffRefundBankAccount = () =>
  $staffApi.useMutation('post', '/staff/refunds/{reference}/bank-account', { meta: { successToast: false, errorToast: false } });
/** A second member's decision on bank details that wait (ADR 070). */
export const useApproveStaffRefundBankAccount = () =>
  $staffApi.useMutation('post', '/staff/refunds/{reference}/bank-account/approve', { meta: { successToast: false, errorToast: false } });
export const useRejectStaffRefundBankAccount = () =>
  $staffApi.useMutation('post', '/staff/refunds/{reference}/bank-account/reject', { meta: { successToast: false, errorToast: false } });
/** The books, suspense and reconciliation (tag staff-books, ADR 053). */
export const useStaffBooks = (period: string) =>
  $staffApi.useQuery('get', '/staff/books', { params: { query: { period } } }, { placeholderData: (previous) => previous });
export const useStaffSuspense = (status: 'open' | 'assigned' | 'returned' | 'all', page: number) =>
  $staffApi.useQuery('get', '/staff/suspense', { params: { query: { status, page } } }, { placeholderData: (previous) => previous });
export const useAssignStaffSuspense = () => $staffApi.useMutation('post', '/staff/suspense/{id}/assign');
export const useReturnStaffSuspense = () => $staffApi.useMutation('post', '/staff/suspense/{id}/return');
export const useStaffReconciliations = () => $staffApi.useQuery('get', '/staff/reconciliations', { params: { query: { page: 1 } } });
export const useStaffReconciliation = (id: number | null) =>
  $staffApi.useQuery('get', '/staff/reconciliations/{id}', { params: { path: { id: id ?? 0 } } }, { enabled: id !== null });
export const useStartStaffReconciliation = () => $staffApi.useMutation('post', '/staff/reconciliations');

/** GET /staff/books/csv with the staff token, saved as `books-<period>.csv`. */
export async function downloadBooksCsv(period: string): Promise<void> {
  const token = getStaffToken();
  const url = new URL(`${API_PREFIX}/staff/books/csv?period=${encodeURIComponent(period)}`, globalThis.location?.origin ?? 'http://localhost');
  const response = await fetch(new Request(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} }));
  if (!response.ok) throw new Error('The download failed. Please try again.');
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `books-${period}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** After an action on a customer (from their page or another tag's dialog on it): the page (2FA, counts) and its sessions list are read again. */
export const refreshCustomer = (id: number) =>
  Promise.all([
    staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/customers/{id}', { params: { path: { id } } }] }),
    staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/customers/{id}/sessions'] }),
  ]);
