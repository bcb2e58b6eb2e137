import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#web/lib/api';
import { isEnvelope } from '#web/lib/api-errors';

/** Rows per page of the ticket list (the contract's `per_page` const, product-spec §9). */
export const TICKETS_PER_PAGE = 15;

/** GET /tickets?page=N (most recently active first). The previous page stays on screen while the next loads. */
export const useTickets = (page: number) =>
  $api.useQuery('get', '/tickets', { params: { query: { page } } }, { placeholderData: (previous) => previous });

/** GET /tickets/{ticket}: one of the customer's tickets with its messages, oldest first. */
export const useTicket = (ticket: string) =>
  $api.useQuery('get', '/tickets/{ticket}', { params: { path: { ticket } } }, { enabled: ticket !== '' });

export { multipartBody } from '#web/lib/multipart';

/** POST /tickets (multipart); the ticket list is stale afterwards. */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/tickets', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/tickets'] }),
  });
}

/**
 * POST /tickets/{ticket}/reply (multipart). The spec logged a failed reply to the console only; here the customer is
 * told (the query client's error toast, and the page says it under the reply box).
 */
export function useReplyTicket() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/tickets/{ticket}/reply', {
    // 409: the ticket was closed meanwhile (another tab, support): show it as closed.
    onError: (error) => {
      if (isEnvelope(error) && (error.code === 409 || error.code === 404))
        return queryClient.invalidateQueries({ queryKey: ['get', '/tickets/{ticket}'] });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/tickets/{ticket}'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/tickets'] }),
      ]),
  });
}

/** PATCH /tickets/{ticket}/close; the list and the ticket are stale afterwards. */
export function useCloseTicket() {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/tickets/{ticket}/close', {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/tickets'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/tickets/{ticket}'] }),
      ]),
  });
}
