import type { ReactNode } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { queryClient } from '#web/lib/api';
import { DAY_MS, createAccountPersister, isPersistable } from '#web/lib/query-client';
import { getSession } from '#web/lib/session';

/** The signed-in customer's own persisted cache (ADR 058); nothing is restored or kept without a session. */
const persister = createAccountPersister(() => getSession().user?.id ?? null);
const dehydrateOptions = {
  shouldDehydrateQuery: (query: { queryKey: readonly unknown[]; state: { status: string } }) =>
    query.state.status === 'success' && isPersistable(query.queryKey),
};

/**
 * The data layer (TanStack Query + persisted cache + API client). Loaded lazily, only by the account screens and
 * the signed-in area, so public pages never download it.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={{ persister, maxAge: DAY_MS, dehydrateOptions }}>
      {children}
    </PersistQueryClientProvider>
  );
}
