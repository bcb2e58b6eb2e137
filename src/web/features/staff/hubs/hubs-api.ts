import type { operations } from '#generated/api';
import { $staffApi, staffQueryClient } from '#web/lib/staff-api';

/** The console's Hubs operations (tag staff-hubs, ADR 047), through the staff client only (ADR 042). */
export type StaffHubsQuery = NonNullable<operations['listStaffHubs']['parameters']['query']>;
export type StaffHubChargesQuery = NonNullable<operations['listStaffHubCharges']['parameters']['query']>;

export const useStaffHubs = (query: StaffHubsQuery) =>
  $staffApi.useQuery('get', '/staff/hubs', { params: { query } }, { placeholderData: (previous) => previous });
export const useStaffHub = (hub: number) => $staffApi.useQuery('get', '/staff/hubs/{hub}', { params: { path: { hub } } });
export const useStaffHubCharges = (hub: number, query: StaffHubChargesQuery) =>
  $staffApi.useQuery('get', '/staff/hubs/{hub}/charges', { params: { path: { hub }, query } }, { placeholderData: (previous) => previous });
export const useStaffHubAlerts = (hub: number, page: number) =>
  $staffApi.useQuery('get', '/staff/hubs/{hub}/alerts', { params: { path: { hub }, query: { page } } }, { placeholderData: (previous) => previous });
export const useAddStaffMachine = () => $staffApi.useMutation('post', '/staff/hubs/{hub}/machines');
export const useUpdateStaffMachine = () => $staffApi.useMutation('patch', '/staff/hubs/{hub}/machines/{code}');
/** The new key is shown in the page's own dialog: no toast repeats it. */
export const useIssueStaffHubKey = () => $staffApi.useMutation('post', '/staff/hubs/{hub}/keys', { meta: { successToast: false } });
export const useRotateStaffHubKey = () => $staffApi.useMutation('post', '/staff/hubs/{hub}/keys/rotate', { meta: { successToast: false } });
export const useRevokeStaffHubKey = () => $staffApi.useMutation('post', '/staff/hubs/{hub}/keys/{key}/revoke');

/** After a change to a hub (a machine, a key): its page is read again. */
export const refreshHub = (hub: number) => staffQueryClient.invalidateQueries({ queryKey: ['get', '/staff/hubs/{hub}', { params: { path: { hub } } }] });
