import { $api } from '#web/lib/api';

/** GET /dashboard: everything the dashboard shows, in one round trip. */
export const useDashboard = () => $api.useQuery('get', '/dashboard');
