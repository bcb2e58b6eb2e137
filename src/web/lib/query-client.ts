import { MutationCache, QueryCache, QueryClient, isCancelledError } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { NetworkError, isEnvelope, messageOf } from './api-errors';
import { notify as defaultNotify, type Notifier } from './notify';
import { customerEntries, type CustomerEntries } from './storage';

export const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How long a persisted cache is restored at most: the longest session ("Remember me", 30 days, ADR 062). It never
 * outlives its own session: the session's end (sign-out, a 401, its expiry) wipes it (lib/session.ts).
 */
export const PERSIST_MAX_AGE_MS = 30 * DAY_MS;
export const QUERY_CACHE_KEY = 'e-laundry-query-cache';

/**
 * Per-query / per-mutation toast options (`meta`):
 *  - errorToast: false → no error toast (the screen handles it, e.g. a failed reply is only logged);
 *    a function → the text to show instead of the server's message (e.g. the first field error on sign-up).
 *  - successToast (mutations): false → do not toast the envelope's message on success.
 */
export type ToastMeta = Record<string, unknown> & {
  errorToast?: false | ((error: unknown) => string | null | undefined);
  successToast?: false;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ToastMeta;
    mutationMeta: ToastMeta;
  }
}

/** The envelope's `message` of a successful answer, if it has one. */
export function successMessageOf(data: unknown): string | null {
  if (data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
    const message = (data as { message: string }).message.trim();
    return message || null;
  }
  return null;
}

/** The one place failures become toasts (components do not toast transport errors themselves). */
export function reportError(error: unknown, meta: ToastMeta | undefined, notify: Notifier = defaultNotify): void {
  if (isCancelledError(error) || (error instanceof Error && error.name === 'AbortError')) return;
  // Already toasted by the API middleware.
  if (error instanceof NetworkError) return;
  if (isEnvelope(error) && error.code === 401) return;
  if (meta?.errorToast === false) return;
  const custom = typeof meta?.errorToast === 'function' ? meta.errorToast(error) : null;
  notify.error(custom || messageOf(error));
}

/** Spec: "Every success shows the response message as a toast". Also usable outside mutations. */
export function toastSuccess(data: unknown, notify: Notifier = defaultNotify): void {
  const message = successMessageOf(data);
  if (message) notify.success(message);
}

const isClientError = (error: unknown) => isEnvelope(error) && error.code >= 400 && error.code < 500;

export interface QueryClientOptions {
  notify?: Notifier;
  /** false in tests: a failed call then fails the test at once instead of retrying. */
  retry?: boolean;
}

/**
 * Queries retry once (not on 4xx answers, where a retry cannot help), cache lifetime 24 h,
 * no refetch on window focus.
 */
export function createQueryClient({ notify = defaultNotify, retry = true }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => reportError(error, query.meta, notify),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta, notify),
      onSuccess: (data, _variables, _context, mutation) => {
        if (mutation.meta?.successToast !== false) toastSuccess(data, notify);
      },
    }),
    defaultOptions: {
      queries: {
        retry: retry ? (failureCount, error) => failureCount < 1 && !isClientError(error) : false,
        // Without a browser (the build rendering the signed-in shells) nothing is collected: no timer keeps the
        // build's process alive.
        gcTime: typeof window === 'undefined' ? Number.POSITIVE_INFINITY : DAY_MS,
        refetchOnWindowFocus: false,
      },
      // Offline, a change fails at once with the network message instead of waiting, paused, for a connection
      // (ADR 058): the customer is told that it needs one. Queries keep the default: offline they pause and the
      // persisted answer stays on screen.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The persisted cache's key for one account: `e-laundry-query-cache:<user id>` (ADR 058). */
export const queryCacheKey = (accountId: number | string) => `${QUERY_CACHE_KEY}:${accountId}`;

/**
 * Answers never written to storage: the authenticator set-up (its secret) — the rest of a customer's answers hold
 * no secret (tokens live only in the session entry, codes are never in a GET answer).
 */
export const NOT_PERSISTED = new Set<string>(['/profile/tfa']);

/** Whether a query's answer may be persisted (its key is openapi-react-query's [method, path, init]). */
export function isPersistable(queryKey: readonly unknown[]): boolean {
  return !(typeof queryKey[1] === 'string' && NOT_PERSISTED.has(queryKey[1]));
}

/**
 * Persists the query cache where the session lives (lib/storage.ts: this tab, or this device after "Remember me",
 * ADR 062), under the signed-in account's own key: what one customer's dashboard showed is never restored for
 * another, even if a sign-out did not run (ADR 058). Without a signed-in account nothing is read or written. Every
 * other account's copy is removed when this one's is written.
 */
export function createAccountPersister(
  currentAccount: () => number | string | null,
  storage: CustomerEntries | undefined = typeof window === 'undefined' ? undefined : customerEntries,
): Persister {
  const byKey = new Map<string, Persister>();
  /**
   * The persister's writes are throttled (a second later): a write for an account that has signed out meanwhile, or
   * for another account than the signed-in one, is dropped here, so a sign-out cannot be followed by its data coming
   * back. A write for the signed-in account removes every other account's copy.
   */
  const guarded = (backing: CustomerEntries) => ({
    getItem: (key: string) => backing.getItem(key),
    removeItem: (key: string) => backing.removeItem(key),
    setItem: (key: string, value: string) => {
      const own = currentAccount();
      if (own === null || key !== queryCacheKey(own)) return;
      for (const other of backing.keys()) {
        if (other !== key && (other === QUERY_CACHE_KEY || other.startsWith(`${QUERY_CACHE_KEY}:`))) backing.removeItem(other);
      }
      backing.setItem(key, value);
    },
  });
  const forAccount = (): Persister | null => {
    const account = currentAccount();
    if (account === null || !storage) return null;
    const key = queryCacheKey(account);
    let persister = byKey.get(key);
    if (!persister) {
      persister = createSyncStoragePersister({ storage: guarded(storage), key });
      byKey.set(key, persister);
    }
    return persister;
  };
  return {
    persistClient: (client: PersistedClient) => forAccount()?.persistClient(client),
    restoreClient: () => forAccount()?.restoreClient(),
    removeClient: () => forAccount()?.removeClient(),
  };
}
