import type { ReactNode } from 'react';
import { PersistQueryClientProvider, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { queryClient } from '#web/lib/api';
import { PERSIST_MAX_AGE_MS, createAccountPersister, isPersistable } from '#web/lib/query-client';
import { SESSION_KEY, getSession, type Session } from '#web/lib/session';
import { readStored } from '#web/lib/storage';

/**
 * The signed-in customer's own persisted cache (ADR 058); nothing is restored or kept without a session — nor when the
 * stored session is no longer this tab's (another tab signed out or in meanwhile, ADR 062).
 */
const persister = createAccountPersister(() => {
  const { user } = getSession();
  return user && readStored<Session>(SESSION_KEY)?.user?.token === user.token ? user.id : null;
});
// An answer whose refresh failed (offline) keeps its saved data: it is still what the customer last saw.
const dehydrateOptions = {
  shouldDehydrateQuery: (query: { queryKey: readonly unknown[]; state: { status: string; data: unknown } }) =>
    (query.state.status === 'success' || query.state.data !== undefined) && isPersistable(query.queryKey),
};
// Answers that arrived while the cache was being restored (the route's prefetch) are saved at once: the provider
// saves only on later changes.
const saveNow = () => persistQueryClientSave({
    // The persist package carries its own copy of query-core's types: the same client at run time.
    queryClient: queryClient as unknown as Parameters<typeof persistQueryClientSave>[0]['queryClient'],
    persister,
    dehydrateOptions,
  });

/**
 * The data layer (TanStack Query + persisted cache + API client). Loaded lazily, only by the account screens and
 * the signed-in area, so public pages never download it.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={{ persister, maxAge: PERSIST_MAX_AGE_MS, dehydrateOptions }} onSuccess={saveNow}>
      {children}
    </PersistQueryClientProvider>
  );
}
