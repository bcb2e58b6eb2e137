import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#web/lib/api';

const SETTINGS = ['get', '/profile/notifications'] as const;

/** GET /profile/notifications: events × channels, threshold, followed hubs, devices with push on. */
export const useNotificationSettings = () => $api.useQuery('get', '/profile/notifications');

/** GET /push/key: the VAPID public key (null when the server sends no web push). */
export const usePushKey = () => $api.useQuery('get', '/push/key', {}, { staleTime: Infinity });

/** GET /hubs: the hubs a customer may follow, by location. */
export const useHubs = () => $api.useQuery('get', '/hubs');

/**
 * PUT /profile/notifications: answers the saved choices, which replace the cached ones. The key is the one
 * useNotificationSettings reads (openapi-react-query leaves out an absent init: `['get', path]`, not `[…, {}]`).
 */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/profile/notifications', {
    onSuccess: (answer) => queryClient.setQueryData([...SETTINGS], answer),
  });
}

const refreshSettings = (queryClient: ReturnType<typeof useQueryClient>) => () => queryClient.invalidateQueries({ queryKey: [...SETTINGS] });

/** POST /profile/notifications/devices: this browser's push subscription. */
export function useAddPushDevice() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/profile/notifications/devices', { onSuccess: refreshSettings(queryClient) });
}

/** DELETE /profile/notifications/devices/{id}. */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/profile/notifications/devices/{id}', { onSuccess: refreshSettings(queryClient) });
}

/** POST /profile/notifications/test: one e-mail and a push to each device. */
export const useSendTestNotification = () => $api.useMutation('post', '/profile/notifications/test');
