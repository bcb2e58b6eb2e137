import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#web/lib/api';

/** Rows per page of Card History (the contract's `per_page` const, product-spec §9). */
export const CARD_REQUESTS_PER_PAGE = 10;

/** GET /cards/request?page=N (10 per page, newest first). The previous page stays on screen while the next loads. */
export const useCardRequests = (page: number) =>
  $api.useQuery('get', '/cards/request', { params: { query: { page } } }, { placeholderData: (previous) => previous });

/** GET /dashboard/me: the profile (its `card_no` is "N/A" while the customer has no card). */
export const useProfile = () => $api.useQuery('get', '/dashboard/me');

/** GET /dashboard: the available balance (shown beside "Account balance" in the Request Card modal). */
export const useBalance = (enabled = true) => $api.useQuery('get', '/dashboard', {}, { enabled });

/** GET /cards/location: the locations where a card can be collected. */
export const useLocations = (enabled = true) => $api.useQuery('get', '/cards/location', {}, { enabled });

/** GET /cards/service-centers/{locationId}: the hubs of one location (not asked until a location is chosen). */
export const useServiceCenters = (locationId: number | undefined) =>
  $api.useQuery(
    'get',
    '/cards/service-centers/{locationId}',
    { params: { path: { locationId: locationId ?? 0 } } },
    { enabled: locationId !== undefined && locationId > 0 },
  );

/** GET /cards/fees: the card fee and the delivery fee. */
export const useCardFees = (enabled = true) => $api.useQuery('get', '/cards/fees', {}, { enabled });

/** GET /cards/methods: the gateways plus "Account balance", each with its charge and the total it would take. */
export const useCardPaymentMethods = (enabled = true) => $api.useQuery('get', '/cards/methods', {}, { enabled, staleTime: 0 });

/** After anything that changes the customer's cards: the lists, the profile's card number, the balance. */
function useInvalidateCards() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/cards/request'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/dashboard/me'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/cards/current'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/cards/methods'] }),
    ]);
}

/** POST /cards/request: creates the request and answers where to pay (gateway checkout, or the details page). */
export function useRequestCard() {
  const invalidate = useInvalidateCards();
  // The modal shows every refusal itself (a short balance, a field error): no toast on top of it.
  return $api.useMutation('post', '/cards/request', { onSuccess: () => invalidate(), meta: { errorToast: false } });
}

/** POST /cards/link: links a card from the inventory by its number. */
export function useLinkCard() {
  const invalidate = useInvalidateCards();
  return $api.useMutation('post', '/cards/link', { onSuccess: () => invalidate(), meta: { errorToast: false } });
}

/**
 * Follows the `redirect_url` of a card request: a same-origin path (a balance payment's details page, or the local
 * sandbox checkout) stays in the SPA when it is one of ours; anything else is a full navigation to the gateway.
 */
export function followRedirect(url: string, navigate: (path: string) => void): void {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return;
  }
  if (target.origin === window.location.origin && target.pathname.startsWith('/my/')) {
    navigate(`${target.pathname}${target.search}${target.hash}`);
    return;
  }
  window.location.assign(target.href);
}

/** How often the Laundry Viewer asks again (while the tab is visible). */
export const VIEWER_REFRESH_MS = 30_000;

/**
 * GET /hubs: every location's hubs with their machines. Asked again every 30 s while the tab is visible (TanStack
 * Query pauses the interval in a hidden tab); the viewer asks at once when the tab comes back (see useRefreshOnReturn).
 */
export const useHubs = (locationId: number | undefined) =>
  $api.useQuery(
    'get',
    '/hubs',
    { params: { query: locationId ? { location_id: locationId } : {} } },
    {
      refetchInterval: VIEWER_REFRESH_MS,
      refetchIntervalInBackground: false,
      staleTime: 0,
      placeholderData: (previous) => previous,
    },
  );

/** GET /cards/request/{id}: one card request with its payment and fulfilment timeline. */
export const useCardRequest = (id: number) =>
  $api.useQuery('get', '/cards/request/{id}', { params: { path: { id } } }, { enabled: Number.isSafeInteger(id) && id > 0 });

/** GET /cards/current: the active card, else the most recently frozen one, else null. */
export const useCurrentCard = () => $api.useQuery('get', '/cards/current');

/** POST /cards/current/freeze: freezes the active card (lost or stolen). */
export function useFreezeCard() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/cards/current/freeze', {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/cards/current'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/dashboard/me'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/cards/request/{id}'] }),
      ]),
  });
}
