import type { ReactNode } from 'react';
import { logout } from '#web/lib/api';
import type { PageProps } from '#web/lib/page';
import { DataProvider } from './data-provider';
import { SignedInLayout } from './layouts/signed-in-layout';
import { SIGNED_IN_PAGES } from './protected-pages';

/** The signed-in area's shell, one lazy chunk: data layer + signed-in layout + the signed-in routes' pages. */
export function ProtectedArea({ children }: { children: ReactNode }) {
  return (
    <DataProvider>
      <SignedInLayout onLogout={logout}>{children}</SignedInLayout>
    </DataProvider>
  );
}

const pages = new Map(SIGNED_IN_PAGES.map((page) => [page.path, page]));

function pageOf(path: string) {
  const page = pages.get(path);
  if (!page) throw new Error(`app/protected-pages.ts has no page for ${path}`);
  return page;
}

/** The page of the signed-in route `path` (a route of routes.ts). */
export function SignedInRoutePage({ path, ...props }: PageProps & { path: string }) {
  const { Page } = pageOf(path);
  return <Page {...props} />;
}

/**
 * Starts loading the page's chunk and its first data at once (both are idempotent: the chunk is loaded once, the query
 * fetched once while pending or fresh); resolves when the chunk is there.
 */
export function warmUpPage(path: string): Promise<unknown> {
  const page = pageOf(path);
  page.prefetch?.().catch(() => {
    // The page's query reports it.
  });
  return page.Page.preload();
}
