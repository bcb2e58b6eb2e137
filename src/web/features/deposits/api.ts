import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#web/lib/api';

/** Rows per page of My Deposit History (the contract's `per_page` const, product-spec §9). */
export const DEPOSITS_PER_PAGE = 10;

/** GET /deposits/methods: the providers with their bounds and their fixed + percent charge. */
export const usePaymentMethods = () => $api.useQuery('get', '/deposits/methods');

/** GET /deposits?page=N (10 per page, newest first). The previous page stays on screen while the next loads. */
export const useDeposits = (page: number) =>
  $api.useQuery('get', '/deposits', { params: { query: { page } } }, { placeholderData: (previous) => previous });

/** GET /deposits/{id}: one deposit (re-verified by the server while pending). */
export const useDeposit = (id: number) =>
  $api.useQuery('get', '/deposits/{id}', { params: { path: { id } } }, { enabled: Number.isSafeInteger(id) && id > 0 });

/**
 * GET /deposits/outcome?reference=…: the verified outcome of the payment the browser came back from. While the
 * provider has not confirmed (status Pending) it asks again every few seconds.
 */
export const PENDING_RECHECK_MS = 3000;
export function usePaymentOutcome(reference: string) {
  const outcome = $api.useQuery(
    'get',
    '/deposits/outcome',
    { params: { query: { reference } } },
    {
      enabled: reference !== '',
      refetchInterval: (query) => (query.state.data?.data.status === 'Pending' ? PENDING_RECHECK_MS : false),
      // Always ask the server: a cached "Pending" from an earlier visit is not the outcome.
      staleTime: 0,
      gcTime: 0,
    },
  );
  const status = outcome.data?.data.status;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status === undefined || status === 'Pending') return;
    // The payment is settled: every cached list that showed it pending (the query cache outlives the trip to the
    // provider, lib/query-client.ts) is dropped, so no screen shows "Pending" for a paid deposit or card request.
    for (const path of PAYMENT_VIEWS) void queryClient.resetQueries({ queryKey: ['get', path] });
  }, [reference, status, queryClient]);
  return outcome;
}

/** The screens that show a payment's status or its effect on the balance. */
const PAYMENT_VIEWS = ['/deposits', '/deposits/{id}', '/cards/request', '/cards/request/{id}', '/cards/current', '/dashboard', '/dashboard/me', '/transactions'];

/** POST /deposits/initiate; the deposit list and the dashboard are stale afterwards. */
export function useInitiateDeposit() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/deposits/initiate', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/deposits'] }),
  });
}

/** Sends the browser to the payment provider's page (a full navigation, leaving the SPA). */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}

/**
 * GET /deposits/bank-transfer-account: the customer's own account number for top-ups by bank transfer (ADR 056). A
 * 404 means the method is off (not retried); a pending number is asked about again every few seconds.
 */
export const VIRTUAL_ACCOUNT_RECHECK_MS = 5000;
export const useVirtualAccount = () =>
  $api.useQuery('get', '/deposits/bank-transfer-account', undefined, {
    retry: (count, error) => (error as { code?: number }).code !== 404 && count < 2,
    refetchInterval: (query) => (query.state.data?.data.status === 'pending' || query.state.data?.data.status === 'validating' ? VIRTUAL_ACCOUNT_RECHECK_MS : false),
  });

/** GET /deposits/bank-transfer-account/banks: the gateway's banks, for the identity check's bank (ADR 061). */
export const useVirtualAccountBanks = (enabled: boolean) =>
  $api.useQuery('get', '/deposits/bank-transfer-account/banks', undefined, { enabled, staleTime: 60 * 60 * 1000 });

/** POST /deposits/bank-transfer-account: asks for the number; its answer replaces the cached one. */
export function useRequestVirtualAccount() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/deposits/bank-transfer-account', {
    onSuccess: (answer) => queryClient.setQueriesData({ queryKey: ['get', '/deposits/bank-transfer-account'] }, answer),
  });
}
