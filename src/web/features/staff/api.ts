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
