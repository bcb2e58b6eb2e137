import { $api } from '#web/lib/api';

/** PATCH /profile/password: change the password (other sessions are signed out). */
export const useChangePassword = () => $api.useMutation('patch', '/profile/password');
