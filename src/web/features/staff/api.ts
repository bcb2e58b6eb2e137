import type { paths } from '#generated/api';
import { $staffApi } from '#web/lib/staff-api';

/** Staff console operations (tags staff-auth and staff-team), through the staff client only (ADR 042). */
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

/** Deposits and the overview (tags staff-deposits and staff-overview, ADR 048). */
export type StaffDepositsQuery = NonNullable<paths['/staff/deposits']['get']['parameters']['query']>;
export const useStaffOverview = () => $staffApi.useQuery('get', '/staff/overview', {}, { refetchInterval: 60_000 });
export const useStaffDeposits = (query: StaffDepositsQuery) =>
  $staffApi.useQuery('get', '/staff/deposits', { params: { query } }, { placeholderData: (previous) => previous });
export const useStaffDeposit = (id: number | null) =>
  $staffApi.useQuery('get', '/staff/deposits/{id}', { params: { path: { id: id ?? 0 } } }, { enabled: id !== null });
/** Its answer is shown in the drawer (the 409 / 502 messages too), so no toast of its own. */
export const useReverifyStaffDeposit = () =>
  $staffApi.useMutation('post', '/staff/deposits/{id}/reverify', { meta: { successToast: false, errorToast: false } });
