import { useQueryClient } from '@tanstack/react-query';
import { $api } from '#web/lib/api';

/** GET /profile/tfa: the authenticator set-up (otpauth URI, secret) and whether two-factor is on. */
export const useTwoFactorSetup = () => $api.useQuery('get', '/profile/tfa');

/**
 * PATCH /profile/tfa/enable or /disable with the current code. On success the set-up and the profile are refetched
 * (both close the modal and refresh the profile).
 */
export function useToggleTwoFactor(enabled: boolean) {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', enabled ? '/profile/tfa/disable' : '/profile/tfa/enable', {
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', '/profile/tfa'] }),
        queryClient.invalidateQueries({ queryKey: ['get', '/dashboard/me'] }),
      ]),
  });
}

/** Google Authenticator in the app stores (the spec's "link to the authenticator app"). */
export const AUTHENTICATOR_APP_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=com.google.android.apps.authenticator2',
  ios: 'https://apps.apple.com/app/google-authenticator/id388497605',
};
