import type { ReactNode } from 'react';
import { logout } from '#web/lib/api';
import { DataProvider } from './data-provider';
import { SignedInLayout } from './layouts/signed-in-layout';

/** The signed-in area's shell, one lazy chunk: data layer + signed-in layout. */
export function ProtectedArea({ children }: { children: ReactNode }) {
  return (
    <DataProvider>
      <SignedInLayout onLogout={logout}>{children}</SignedInLayout>
    </DataProvider>
  );
}
