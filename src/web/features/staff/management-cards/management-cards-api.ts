import { $staffApi } from '#web/lib/staff-api';

/** Management cards (tag staff-management-cards, ADR 046), through the staff client only (ADR 042). */
export const MANAGEMENT_CARDS = '/staff/management-cards';
export const useManagementCards = (page: number, status: 'active' | 'revoked' | undefined) =>
  $staffApi.useQuery('get', '/staff/management-cards', { params: { query: { page, ...(status ? { status } : {}) } } }, { placeholderData: (previous) => previous });
export const useManagementCardStarts = (id: number, page: number) =>
  $staffApi.useQuery('get', '/staff/management-cards/{id}/starts', { params: { path: { id }, query: { page } } }, { placeholderData: (previous) => previous });
export const useIssueManagementCard = () => $staffApi.useMutation('post', '/staff/management-cards');
export const useUpdateManagementCard = () => $staffApi.useMutation('patch', '/staff/management-cards/{id}');
export const useRevokeManagementCard = () => $staffApi.useMutation('post', '/staff/management-cards/{id}/revoke');
