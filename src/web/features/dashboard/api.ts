import { $api, queryClient } from '#web/lib/api';

/** GET /dashboard: everything the dashboard shows, in one round trip. */
export const useDashboard = () => $api.useQuery('get', '/dashboard');

/**
 * Starts GET /dashboard before the page has rendered (app/routes.ts `prefetch`), when nothing is cached for it yet;
 * useDashboard then joins that request. With a cached answer the page refetches on mount as before.
 */
export function prefetchDashboard(): Promise<void> {
  const options = $api.queryOptions('get', '/dashboard');
  if (queryClient.getQueryState(options.queryKey)) return Promise.resolve();
  return queryClient.prefetchQuery(options);
}
