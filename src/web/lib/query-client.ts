import { MutationCache, QueryCache, QueryClient, isCancelledError } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { NetworkError, isEnvelope, messageOf } from './api-errors';
import { notify as defaultNotify, type Notifier } from './notify';

export const DAY_MS = 24 * 60 * 60 * 1000;
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
      mutations: { retry: false },
    },
  });
}

/** Persists the query cache to sessionStorage (restored for up to 24 h, cleared with the session). */
export const queryPersister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.sessionStorage,
  key: QUERY_CACHE_KEY,
});
