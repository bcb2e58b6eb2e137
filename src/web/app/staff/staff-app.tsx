import { Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Redirect, useLocation } from 'wouter';
import { ErrorBoundary } from '#web/components/error-boundary';
import { Logo } from '#web/components/logo';
import { PageLoader } from '#web/components/page-loader';
import { lazyPage, useDocumentTitle, type LazyPage } from '#web/lib/page';
import { STAFF_LOGIN, staffLogout, staffQueryClient } from '#web/lib/staff-api';
import { updateStaffMember, useStaffSession } from '#web/lib/staff-session';
import { useStaffMe } from '#web/features/staff/shared/api';
import { useMoneyBackWaiting } from '#web/features/staff/money-back/money-back-api';
import { currentSection, rolesText, sectionsFor, type StaffRole } from '#web/features/staff/shared/staff-roles';
import '../layouts/account-layout.css';
import './staff.css';

interface StaffRoute {
  path: string;
  title: string;
  Page: LazyPage;
  /** Signed-out screens (set-up, login); the others need a staff session. */
  open?: boolean;
  caption?: string;
  /** Roles that may open it (none: every signed-in member). */
  roles?: readonly StaffRole[];
}

/** The console's routes (ADR 042): one lazily loaded area of the SPA, never in a customer page's bundle. */
export const STAFF_ROUTES: readonly StaffRoute[] = [
  {
    path: '/staff/setup',
    title: 'Set up your staff account',
    open: true,
    caption: 'Choose your name and password, then add the console to your authenticator app.',
    Page: lazyPage(() => import('#web/features/staff/auth/staff-setup-page'), (m) => m.StaffSetupPage),
  },
  {
    path: STAFF_LOGIN,
    title: 'Staff sign in',
    open: true,
    caption: 'The e-laundry staff console. Sign in with your password and authenticator code.',
    Page: lazyPage(() => import('#web/features/staff/auth/staff-login-page'), (m) => m.StaffLoginPage),
  },
  {
    path: '/staff',
    title: 'Staff console',
    Page: lazyPage(() => import('#web/features/staff/overview/staff-home-page'), (m) => m.StaffHomePage),
  },
  {
    path: '/staff/customers',
    title: 'Customers',
    roles: ['support', 'fulfilment', 'finance', 'admin'],
    Page: lazyPage(() => import('#web/features/staff/customers/staff-customers-page'), (m) => m.StaffCustomersPage),
  },
  {
    path: '/staff/customers/:id',
    title: 'Customer',
    roles: ['support', 'fulfilment', 'finance', 'admin'],
    Page: lazyPage(() => import('#web/features/staff/customers/staff-customer-page'), (m) => m.StaffCustomerPage),
  },
  {
    path: '/staff/overview',
    title: 'Overview',
    Page: lazyPage(() => import('#web/features/staff/overview/staff-overview-page'), (m) => m.StaffOverviewPage),
  },
  {
    path: '/staff/deposits',
    title: 'Deposits',
    roles: ['finance', 'admin'],
    Page: lazyPage(() => import('#web/features/staff/deposits/staff-deposits-page'), (m) => m.StaffDepositsPage),
  },
  {
    path: '/staff/money-back',
    title: 'Money back',
    roles: ['finance', 'admin'],
    Page: lazyPage(() => import('#web/features/staff/money-back/staff-money-back-page'), (m) => m.StaffMoneyBackPage),
  },
  {
    path: '/staff/books',
    title: 'Books',
    roles: ['finance', 'admin'],
    Page: lazyPage(() => import('#web/features/staff/books/staff-books-page'), (m) => m.StaffBooksPage),
  },
  {
    path: '/staff/team',
    title: 'Team',
    roles: ['admin'],
    Page: lazyPage(() => import('#web/features/staff/team/staff-team-page'), (m) => m.StaffTeamPage),
  },
  {
    path: '/staff/support',
    title: 'Support desk',
    roles: ['support', 'finance', 'admin'],
    Page: lazyPage(() => import('#web/features/staff/support/staff-support-page'), (m) => m.StaffSupportPage),
  },
  {
    path: '/staff/support/:id',
    title: 'Ticket',
    roles: ['support', 'finance', 'admin'],
    Page: lazyPage(() => import('#web/features/staff/support/staff-ticket-page'), (m) => m.StaffTicketPage),
  },
  {
    path: '/staff/audit',
    title: 'Audit log',
    roles: ['admin'],
    Page: lazyPage(() => import('#web/features/staff/audit/staff-audit-page'), (m) => m.StaffAuditPage),
  },
  {
    path: '/staff/cards/management',
    title: 'Management cards',
    roles: ['fulfilment', 'admin'],
    Page: lazyPage(() => import('#web/features/staff/management-cards/staff-management-cards-page'), (m) => m.StaffManagementCardsPage),
  },
  {
    path: '/staff/hubs',
    title: 'Hubs',
    roles: ['support', 'fulfilment', 'finance', 'admin'],
    Page: lazyPage(() => import('#web/features/staff/hubs/staff-hubs-page'), (m) => m.StaffHubsPage),
  },
  {
    path: '/staff/hubs/:id',
    title: 'Hub',
    roles: ['support', 'fulfilment', 'finance', 'admin'],
    Page: lazyPage(() => import('#web/features/staff/hubs/staff-hub-page'), (m) => m.StaffHubPage),
  },
  // Cards (ADR 045): requests per service centre, one request, the inventory — each page its own chunk.
  {
    path: '/staff/cards',
    title: 'Cards',
    roles: ['fulfilment', 'admin'],
    Page: lazyPage(() => import('#web/features/staff/cards/staff-card-requests-page'), (m) => m.StaffCardRequestsPage),
  },
  {
    path: '/staff/cards/request',
    title: 'Card request',
    roles: ['fulfilment', 'admin'],
    Page: lazyPage(() => import('#web/features/staff/cards/staff-card-request-page'), (m) => m.StaffCardRequestPage),
  },
  {
    path: '/staff/cards/inventory',
    title: 'Card inventory',
    roles: ['fulfilment', 'admin'],
    Page: lazyPage(() => import('#web/features/staff/cards/staff-card-inventory-page'), (m) => m.StaffCardInventoryPage),
  },
];

export const STAFF_NOT_FOUND = 'This part of the staff console does not exist (yet).';

const normalise = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';

/** The route of a location and its parameters (`/staff/support/:id` → `{ id }`, still URL-encoded). */
export function matchStaffRoute(location: string): { route: StaffRoute; params: Record<string, string> } | null {
  const path = location.replace(/\/+$/, '') || '/';
  for (const route of STAFF_ROUTES) {
    const names: string[] = [];
    const pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([a-z]+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    const found = new RegExp(`^${pattern}$`, 'i').exec(names.length ? path : normalise(path));
    if (found) return { route, params: Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])) };
  }
  return null;
}

export function StaffApp() {
  const [location] = useLocation();
  const matched = matchStaffRoute(location);
  const route = matched?.route;
  const params = matched?.params ?? {};
  const session = useStaffSession();
  useDocumentTitle(route?.title ?? 'Staff console');

  let body: ReactNode;
  if (route?.open) {
    // A signed-in member has no business on the sign-in screen.
    if (session && route.path === STAFF_LOGIN) return <Redirect to="/staff" replace />;
    body = (
      <div className="account staff-account">
        <header className="account__header">
          <Logo />
        </header>
        <main id="main" tabIndex={-1} className="account__main">
          <div className="account__card">
            <h1 className="account__title">{route.title}</h1>
            <p className="account__caption">{route.caption}</p>
            <Slot location={location}>
              <route.Page title={route.title} params={{}} />
            </Slot>
          </div>
        </main>
      </div>
    );
  } else if (!session) {
    return <Redirect to={STAFF_LOGIN} replace />;
  } else {
    const allowed = !route?.roles || route.roles.some((r) => session.staff.roles.includes(r));
    body = (
      <ConsoleLayout title={route && allowed ? (params.id ? `${route.title} #${params.id}` : route.title) : 'Not available'}>
        {route && allowed ? (
          <Slot location={location}>
            <route.Page title={route.title} params={params} />
          </Slot>
        ) : (
          <p className="staff-state" role="status">
            {route ? 'Your roles do not open this part of the console.' : STAFF_NOT_FOUND}
          </p>
        )}
      </ConsoleLayout>
    );
  }
  return <QueryClientProvider client={staffQueryClient}>{body}</QueryClientProvider>;
}

function Slot({ location, children }: { location: string; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={location}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** Header with the member's name and roles, the sections their roles open, sign-out. */
/** The nav's count of requests for money back awaiting approval (finance, admin only: the section is theirs). */
function WaitingCount() {
  const waiting = useMoneyBackWaiting();
  const n = waiting.data?.awaiting_approval ?? 0;
  if (!n) return null;
  return (
    <span className="staff-nav__count">
      {n}
      <span className="visually-hidden"> awaiting approval</span>
    </span>
  );
}

export function ConsoleLayout({ title, children }: { title: string; children: ReactNode }) {
  const session = useStaffSession();
  const [location] = useLocation();
  const me = useStaffMe();
  // Roles may have changed since sign-in: the header and nav follow getStaffMe.
  useEffect(() => {
    if (me.data) updateStaffMember(me.data.data);
  }, [me.data]);
  if (!session) return null;
  const { staff } = session;
  const current = currentSection(location);
  return (
    <div className="staff-console">
      <header className="staff-header">
        <span className="staff-header__home">
          <Logo />
          <span className="staff-header__badge">Staff</span>
        </span>
        <div className="staff-header__who">
          <span className="staff-header__name">{staff.name || staff.email}</span>
          <span className="staff-header__roles">{rolesText(staff.roles)}</span>
        </div>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void staffLogout()}>
          Sign out
        </button>
      </header>
      <nav className="staff-nav" aria-label="Console">
        <ul>
          <li>
            <Link href="/staff" aria-current={location === '/staff' ? 'page' : undefined}>
              Home
            </Link>
          </li>
          {sectionsFor(staff.roles).map((s) => (
            <li key={s.path}>
              <Link href={s.path} aria-current={s.path === current ? 'page' : undefined}>
                {s.label}
                {s.path === '/staff/money-back' ? <WaitingCount /> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1} className="staff-main">
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}
