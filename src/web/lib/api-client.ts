import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query';
import type { QueryClient } from '@tanstack/react-query';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import type { paths } from '#generated/api';
import { API_PREFIX } from '#shared/api';
import { GENERIC_ERROR, NETWORK_ERROR } from '#shared/messages';
import { NetworkError, isEnvelope, messageForStatus, type ErrorEnvelope } from './api-errors';
import { notify as defaultNotify, type Notifier } from './notify';
import { markReachable } from './online';
import { forgetThisDevice } from './push-device';
import { getToken } from './session';
import { clearSession } from './session-updates';

type Envelope = ErrorEnvelope & Record<string, unknown>;

/** Calls whose failure must stay quiet (logout is best-effort). */
const QUIET_PATHS = new Set<string>(['/auth/logout', '/staff/auth/logout']);

export interface ApiMiddlewareDeps {
  /** The bearer token of the signed-in user, or null. */
  getToken(): string | null;
  notify: Notifier;
  /** Local sign-out after an authenticated call answered 401 (session gone, cache cleared, go to /login). */
  onUnauthorized(): void;
}

async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.clone().text();
  } catch {
    return undefined;
  }
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Coerces whatever a failed call answered into `{code, message, …}`. */
function toEnvelope(body: unknown, status: number): Envelope {
  if (isEnvelope(body)) return body as Envelope;
  if (body && typeof body === 'object') {
    // JSON but not our envelope (a proxy's or Prism's problem+json): keep it, add code and a message.
    const record = body as Record<string, unknown>;
    const text = [record.message, record.detail, record.title].find(
      (v): v is string => typeof v === 'string' && v.trim() !== '',
    );
    return { ...record, code: status, message: text ?? messageForStatus(status) };
  }
  return { code: status, message: messageForStatus(status) };
}

function jsonResponse(body: unknown, status: number, original: Response): Response {
  const headers = new Headers(original.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(body), { status, statusText: original.statusText, headers });
}

function isAbort(error: unknown, request: Request): boolean {
  return request.signal?.aborted || (error instanceof Error && error.name === 'AbortError');
}

/**
 * The client's middleware:
 *  - adds `Authorization: Bearer <token>` when signed in;
 *  - a failure without a JSON envelope body is replaced by `{code: status, message}` so it can never pass as a
 *    success (an empty error body makes openapi-react-query resolve a mutation as success);
 *  - an envelope whose `code` is a 4xx/5xx turns an HTTP-success answer into a failure as well;
 *  - body code 401 → the message is toasted here, and if the call was authenticated the user is signed out;
 *  - body code 500 → the message becomes "Something went wrong, Please try again!";
 *  - fetch throwing (offline…) → an error toast and a NetworkError.
 * Every other failure is toasted once by the QueryCache/MutationCache (query-client.ts).
 */
export function createApiMiddleware(deps: ApiMiddlewareDeps): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      // A customer token never goes to a staff operation (ADR 042): those take staff tokens only.
      const token = schemaPath.startsWith('/staff/') ? null : deps.getToken();
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
      }
      return request;
    },

    async onResponse({ request, response, schemaPath }) {
      markReachable(true);
      if (response.status === 204 && response.ok) return undefined;
      const isJson = /json/i.test(response.headers.get('content-type') ?? '');
      // A successful non-JSON answer (a file, a redirect page) passes untouched.
      if (response.ok && !isJson) return undefined;

      const body = await readJson(response);
      let status = response.status;
      let envelope: Envelope;
      let changed = false;

      if (response.ok) {
        // The HTTP status said success; trust an envelope whose code says otherwise.
        if (!isEnvelope(body) || body.code < 400 || body.code > 599) return undefined;
        envelope = body as Envelope;
        status = body.code;
        changed = true;
      } else {
        envelope = toEnvelope(body, status);
        changed = envelope !== body;
      }

      const quiet = QUIET_PATHS.has(schemaPath);
      if (envelope.code === 401 && !quiet) {
        deps.notify.error(envelope.message || messageForStatus(401));
        if (request.headers.has('Authorization')) deps.onUnauthorized();
      }
      if (envelope.code === 500 && envelope.message !== GENERIC_ERROR) {
        envelope = { ...envelope, message: GENERIC_ERROR };
        changed = true;
      }
      return changed ? jsonResponse(envelope, status, response) : undefined;
    },

    onError({ error, request, schemaPath }) {
      if (isAbort(error, request)) return undefined;
      // Offline (or a connection that does not work): the screens show their saved figures as such (ADR 058).
      markReachable(false);
      if (!QUIET_PATHS.has(schemaPath)) deps.notify.error(NETWORK_ERROR);
      return new NetworkError(NETWORK_ERROR, { cause: error });
    },
  };
}

export interface ApiClientOptions {
  queryClient: QueryClient;
  /** Injected in tests; defaults to the global fetch at call time. */
  fetch?: typeof globalThis.fetch;
  notify?: Notifier;
  navigate?: (to: string) => void;
}

export interface Api {
  client: Client<paths>;
  $api: OpenapiQueryClient<paths>;
  /** Local sign-out: clears ALL sessionStorage, resets the session atom, clears the query cache, goes to `to` (/login). */
  endSession(to?: string): void;
  /** Takes this browser's push device off the account, POST /auth/logout (both best-effort), then endSession(to). */
  logout(to?: string): Promise<void>;
}

export function createApi({
  queryClient,
  fetch,
  notify = defaultNotify,
  navigate = (to) => browserNavigate(to),
}: ApiClientOptions): Api {
  const client = createFetchClient<paths>({
    baseUrl: API_PREFIX,
    // Resolve the global lazily so that test doubles installed later are used.
    fetch: fetch ?? ((input: Request) => globalThis.fetch(input)),
  });

  const endSession = (to = '/login') => {
    clearSession();
    queryClient.clear();
    navigate(to);
  };

  client.use(createApiMiddleware({ getToken, notify, onUnauthorized: () => endSession() }));

  // Sign-out's own call to take this browser's push device off the account: best-effort, so never toasted and never a
  // second sign-out on its 401 (only the bearer, no other middleware).
  const quiet = createFetchClient<paths>({ baseUrl: API_PREFIX, fetch: fetch ?? ((input: Request) => globalThis.fetch(input)) });
  quiet.use({
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  });

  const logout = async (to?: string) => {
    // First, while the token works: this browser stops showing the account's alerts (lib/push-device.ts).
    await forgetThisDevice((id) => quiet.DELETE('/profile/notifications/devices/{id}', { params: { path: { id } } }));
    try {
      await client.POST('/auth/logout');
    } catch {
      // best-effort: the local session is cleared regardless
    }
    endSession(to);
  };

  return { client, $api: createQueryHooks(client), endSession, logout };
}
