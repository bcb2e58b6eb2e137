import { $api } from '#web/lib/api';

/** GET /profile/referrals: the users who signed up with my referral code (e-mails masked by the server). */
export const useReferees = () => $api.useQuery('get', '/profile/referrals');

/** GET /profile/commission: the commissions credited to me. */
export const useCommissions = () => $api.useQuery('get', '/profile/commission');
