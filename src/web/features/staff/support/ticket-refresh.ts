import { useQueryClient } from '@tanstack/react-query';

/** The ticket and the queue are stale after any act on the ticket (the console's QueryClient, from its provider). */
export function useTicketRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/staff/tickets/{ticket}'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/staff/tickets'] }),
      queryClient.invalidateQueries({ queryKey: ['get', '/staff/audit'] }),
    ]);
}
