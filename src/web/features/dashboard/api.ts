import { $api, queryClient } from '#web/lib/api';

/**
 * An answer this young is not fetched again when the page mounts: the one prefetchDashboard started with the route
 * would otherwise be fetched a second time as soon as the persisted cache has been restored (seen in bench:web's
 * traces: two GET /dashboard within 300 ms). An older cached answer (a visit earlier) is refetched on mount.
 */
const FRESH_MS = 5_000;

/** GET /dashboard: everything the dashboard shows, in one round trip. */
export const useDashboard = () => $api.useQuery('get', '/dashboard', undefined, { staleTime: FRESH_MS });

/** GET /dashboard/spending: where the money goes (spending-section.tsx, loaded lazily with the dashboard). */
export const useSpendingSummary = () => $api.useQuery('get', '/dashboard/spending');

/**
 * Starts GET /dashboard before the page has rendered (app/routes.ts `prefetch`), when nothing is cached for it yet;
 * useDashboard then joins that request. With a cached answer the page refetches on mount as before.
 */
export function prefetchDashboard(): Promise<void> {
  const options = $api.queryOptions('get', '/dashboard');
  if (queryClient.getQueryState(options.queryKey)) return Promise.resolve();
  return queryClient.prefetchQuery(options);
}
