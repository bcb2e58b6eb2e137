import { Suspense, lazy, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Redirect, useLocation, useRouter, useSearch } from 'wouter';
import { ErrorBoundary } from '#web/components/error-boundary';
import { PageLoader } from '#web/components/page-loader';
import { preloadableLazy, useDocumentTitle } from '#web/lib/page';
import { usePwa } from '#web/lib/pwa';
import { useSession } from '#web/lib/session';
import { useToasterWanted } from '#web/lib/toaster-gate';
import { AccountLayout } from './layouts/account-layout';
import { PublicLayout } from './layouts/public-layout';
import { resolveRoute } from './resolve-route';
import { NOT_FOUND_TITLE, NotFoundPage, ROUTES, type Area } from './routes';

// The data layer and the signed-in shell are separate chunks: public pages never load them.
const DataProvider = lazy(() => import('./data-provider').then((m) => ({ default: m.DataProvider })));
const loadProtectedArea = () => import('./protected-area');
const ProtectedArea = preloadableLazy(loadProtectedArea, (m) => m.ProtectedArea);
const SignedInRoutePage = preloadableLazy(loadProtectedArea, (m) => m.SignedInRoutePage);
// Public pages show no toasts: the container (and react-toastify) loads with the first need for it.
const Toaster = preloadableLazy(() => import('./toaster'), (m) => m.Toaster);
// The staff console (ADR 042): its own chunk, its own client, session and query cache; never in a customer page.
const StaffApp = lazy(() => import('./staff/staff-app').then((m) => ({ default: m.StaffApp })));
const isStaffPath = (path: string) => /^\/staff(\/|$)/i.test(path);

// "A new version is ready" (ADR 058): loaded only when a new service worker is waiting.
const UpdateBanner = lazy(() => import('#web/components/update-banner').then((m) => ({ default: m.UpdateBanner })));

const SignedInRedirect = lazy(() => import('./signed-in-redirect').then((m) => ({ default: m.SignedInRedirect })));

/** The signed-in area's loading state (also the first paint of its prerendered shells: entry-server.tsx). */
export const ACCOUNT_LOADING = 'Loading your account…';

export function App() {
  const [location] = useLocation();
  const router = useRouter();
  const toasterWanted = useToasterWanted();
  const updateReady = usePwa().applyUpdate !== null;
  const area = areaOf(router.parser, location);
  // Here, not in AppRoutes: the error boundary around AppRoutes remounts it on every route change.
  useFocusOnNavigation(location, titleOf(router.parser, location));
  // Once mounted the container stays (toasts must survive navigation between areas).
  const [toasterMounted, setToasterMounted] = useState(false);
  if (!toasterMounted && (toasterWanted || area === 'account' || area === 'protected' || isStaffPath(location))) {
    setToasterMounted(true);
  }

  return (
    <>
      <SkipLink />
      <ErrorBoundary resetKey={location}>
        <AppRoutes />
      </ErrorBoundary>
      {toasterMounted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
      {updateReady ? (
        <Suspense fallback={null}>
          <UpdateBanner />
        </Suspense>
      ) : null}
    </>
  );
}

function titleOf(parser: Parameters<typeof resolveRoute>[0], location: string): string {
  // The console names its own pages: focus goes to its h1 whatever it says.
  if (isStaffPath(location)) return '';
  const resolution = resolveRoute(parser, location);
  return resolution.kind === 'route' ? resolution.route.title : NOT_FOUND_TITLE;
}

function areaOf(parser: Parameters<typeof resolveRoute>[0], location: string): Area | null {
  const resolution = resolveRoute(parser, location);
  return resolution.kind === 'route' ? resolution.route.area : null;
}

/**
 * Loads everything the first render of a signed-in route needs (the signed-in area, the page, the toast container),
 * so that main.tsx can render it over the route's prerendered shell without a loading state in between, and starts
 * its first data (ADR 030). The shell's boot script has preloaded every one of those chunks already (the page's is
 * named in protected-pages.ts, part of the area's chunk: ADR 065).
 * Resolves at once for any other path.
 */
export function preloadShellRoute(path: string): Promise<unknown> {
  if (!ROUTES.some((r) => r.path === path && r.area === 'protected')) return Promise.resolve();
  return Promise.all([warmUp(path), Toaster.preload()]);
}

/** Chooses layout and page for the current location. */
export function AppRoutes() {
  const [location] = useLocation();
  const search = useSearch();
  const router = useRouter();
  const { logged_in } = useSession();
  const staff = isStaffPath(location);
  const resolution = resolveRoute(router.parser, location, search);

  useDocumentTitle(staff ? null : resolution.kind === 'route' ? resolution.route.title : NOT_FOUND_TITLE);
  useLayoutEffect(() => {
    // 'instant': the stylesheet's smooth scrolling is for in-page anchors, not for page changes.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);

  if (staff) {
    return (
      <Suspense fallback={<PageLoader fullPage label="Loading the staff console…" />}>
        <StaffApp />
      </Suspense>
    );
  }

  if (resolution.kind === 'redirect') return <Redirect key={`alias:${resolution.to}`} to={resolution.to} replace />;

  if (resolution.kind === 'not-found') {
    return (
      <PublicLayout>
        <PageSlot resetKey={location}>
          <NotFoundPage title={NOT_FOUND_TITLE} params={{}} />
        </PageSlot>
      </PublicLayout>
    );
  }

  const { route, params } = resolution;
  switch (route.area) {
    case 'public':
      return (
        <PublicLayout>
          <PageSlot resetKey={location}>
            <route.Page title={route.title} params={params} />
          </PageSlot>
        </PublicLayout>
      );
    case 'account':
      // A signed-in customer has no business on the sign-in or sign-up screens: on to where they were going.
      if (logged_in && SIGNED_OUT_ONLY.has(route.path)) {
        return (
          <Suspense fallback={null}>
            <SignedInRedirect key="signed-in" search={search} />
          </Suspense>
        );
      }
      return (
        <AccountLayout
          title={route.title}
          caption={route.account?.caption ?? ''}
          switchLink={route.account?.switchLink ?? { prompt: 'Already have an account?', label: 'Login here' }}
          tall={route.account?.tall}
          short={route.account?.short}
          intro={route.account?.intro?.(params) ?? null}
        >
          <PageSlot resetKey={location}>
            <DataProvider>
              <route.Page title={route.title} params={params} />
            </DataProvider>
          </PageSlot>
        </AccountLayout>
      );
    case 'protected':
      // The login page brings the customer back here afterwards (lib/return-to.ts keeps it same-origin).
      if (!logged_in) return <Redirect key="signed-out" to={loginFor(location, search)} replace />;
      // Not while the build renders a shell (entry-server.tsx): there is no API to ask.
      if (typeof window !== 'undefined') {
        warmUp(route.path).catch(() => {
          // The page's own lazy load reports the failure (error boundary).
        });
      }
      return (
        <Suspense fallback={<PageLoader fullPage label={ACCOUNT_LOADING} />}>
          <ProtectedArea>
            <PageSlot resetKey={location}>
              <SignedInRoutePage path={route.path} title={route.title} params={params} />
            </PageSlot>
          </ProtectedArea>
        </Suspense>
      );
  }
}

/**
 * After a route change (not on the first load) the focus moves to the new page's heading (focus-on-navigation.ts,
 * loaded with the first route change so that it costs the first page nothing).
 */
function useFocusOnNavigation(location: string, title: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let cancel: (() => void) | undefined;
    let cancelled = false;
    const trigger = document.activeElement;
    void import('./focus-on-navigation').then((m) => {
      if (!cancelled) cancel = m.focusNewPage(title, trigger);
    });
    return () => {
      cancelled = true;
      cancel?.();
    };
  }, [location]);
}

/**
 * A signed-in route's page chunk and first data are requested as soon as the signed-in area's chunk is there (on a
 * shell, preloaded with the entry), and the area's chunk itself is requested at once.
 */
function warmUp(path: string): Promise<unknown> {
  return Promise.all([ProtectedArea.preload(), SignedInRoutePage.preload(), loadProtectedArea().then((m) => m.warmUpPage(path))]);
}

/** Account screens that a signed-in customer is sent away from. */
const SIGNED_OUT_ONLY = new Set(['/login', '/sign-up']);

function loginFor(location: string, search: string): string {
  const here = `${location}${search ? `?${search}` : ''}`;
  // lib/return-to.ts checks it where it is used (NEXT_PARAM there).
  return `/login?next=${encodeURIComponent(here)}`;
}

/** Error boundary + designed loading state around a lazily loaded page. */
function PageSlot({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={resetKey}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href="#main" onClick={onClick}>
      Skip to content
    </a>
  );
}
