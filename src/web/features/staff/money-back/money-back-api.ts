import type { paths } from '#generated/api';
import { useQueryClient } from '@tanstack/react-query';
import { $staffApi } from '#web/lib/staff-api';

/** Money back (tag staff-money-back, ADR 051), through the staff client only (ADR 042). */
export type StaffMoneyBacksQuery = NonNullable<paths['/staff/money-back']['get']['parameters']['query']>;

export const useStaffMoneyBacks = (query: StaffMoneyBacksQuery) =>
  $staffApi.useQuery('get', '/staff/money-back', { params: { query } }, { placeholderData: (previous) => previous });

/**
 * The count awaiting approval and the threshold (the nav's badge, the adjustment form's "needs a second approver"):
 * one small page of what waits for a second person — requests awaiting approval and refunds whose bank details wait
 * (ADR 070) — read at most once a minute, never a toast.
 */
export const useMoneyBackWaiting = (enabled = true) =>
  $staffApi.useQuery(
    'get',
    '/staff/money-back',
    { params: { query: { waiting: true } } },
    { enabled, staleTime: 60_000, refetchOnWindowFocus: false, meta: { errorToast: false } },
  );

export const useStaffMoneyBack = (reference: string | null) =>
  $staffApi.useQuery('get', '/staff/money-back/{reference}', { params: { path: { reference: reference ?? 'ADJ-0' } } }, { enabled: reference !== null, meta: { errorToast: false } });

export const useApproveMoneyBack = () => $staffApi.useMutation('post', '/staff/money-back/{reference}/approve', { meta: { successToast: false, errorToast: false } });
export const useRejectMoneyBack = () => $staffApi.useMutation('post', '/staff/money-back/{reference}/reject', { meta: { successToast: false, errorToast: false } });
export const useCreateAdjustment = () => $staffApi.useMutation('post', '/staff/customers/{id}/adjustments', { meta: { successToast: false, errorToast: false } });

/** After a decision or an adjustment: the queue, the nav's count and the request are read again. */
export function useRefreshMoneyBack() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['get', '/staff/money-back'] }),
      client.invalidateQueries({ queryKey: ['get', '/staff/money-back/{reference}'] }),
    ]);
}
