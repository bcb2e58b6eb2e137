import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#web/lib/api';

/** GET /sponsor-links: the customer's pay-by-link links (ADR 057), newest first. */
export const useSponsorLinks = () => $api.useQuery('get', '/sponsor-links');

/** POST /sponsor-links; the list is stale afterwards. */
export function useCreateSponsorLink() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/sponsor-links', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/sponsor-links'] }),
  });
}

/** POST /sponsor-links/{id}/revoke; the list is stale afterwards. */
export function useRevokeSponsorLink() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/sponsor-links/{id}/revoke', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['get', '/sponsor-links'] }),
  });
}
