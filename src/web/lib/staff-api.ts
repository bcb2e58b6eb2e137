import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import type { paths } from '#generated/api';
import { API_PREFIX } from '#shared/api';
import { createApiMiddleware } from './api-client';
import { notify } from './notify';
import { createQueryClient } from './query-client';
import { SESSION_ENDED_MESSAGE, clearStaffSession, getStaffToken, touchStaffSession } from './staff-session';

/**
 * The staff console's own API client and QueryClient (ADR 042), loaded only with the console's chunk. Its token is
 * the staff session's and goes only to `/staff/…` operations; the customer's client never sends its token there.
 * Its cache is not persisted and is dropped at staff sign-out.
 */
export const staffQueryClient = createQueryClient();

export const STAFF_LOGIN = '/staff/login';

/** Sends the staff token to staff operations only, and pushes the idle limit back on each of them. */
export function staffTokenMiddleware(getToken: () => string | null, touch: () => void = () => {}): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (!schemaPath.startsWith('/staff/')) return request;
      const token = getToken();
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
        touch();
      }
      return request;
    },
  };
}

export const staffClient = createFetchClient<paths>({
  baseUrl: API_PREFIX,
  fetch: (input: Request) => globalThis.fetch(input),
});

/** Local end of the staff session: staff data only, then the staff login with `reason`. */
export function endStaffSession(reason?: string): void {
  clearStaffSession(reason);
  staffQueryClient.clear();
  browserNavigate(STAFF_LOGIN, { replace: true });
}

staffClient.use(staffTokenMiddleware(getStaffToken, () => touchStaffSession()));
staffClient.use(
  createApiMiddleware({
    getToken: () => null,
    notify,
    onUnauthorized: () => endStaffSession(SESSION_ENDED_MESSAGE),
  }),
);

export const $staffApi = createQueryHooks(staffClient);

/** POST /staff/auth/logout (best-effort), then the local end. */
export async function staffLogout(): Promise<void> {
  try {
    await staffClient.POST('/staff/auth/logout');
  } catch {
    // The local session ends regardless.
  }
  endStaffSession();
}
