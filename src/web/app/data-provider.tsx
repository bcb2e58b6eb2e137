import type { ReactNode } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { queryClient } from '#web/lib/api';
import { DAY_MS, queryPersister } from '#web/lib/query-client';

/**
 * The data layer (TanStack Query + persisted cache + API client). Loaded lazily, only by the account screens and
 * the signed-in area, so public pages never download it.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={{ persister: queryPersister, maxAge: DAY_MS }}>
      {children}
    </PersistQueryClientProvider>
  );
}
