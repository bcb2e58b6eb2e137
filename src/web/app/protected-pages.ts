import { lazyPage, type LazyPage } from '#web/lib/page';

/**
 * The signed-in routes' pages (their paths and titles are in routes.ts): a module of the signed-in area's chunk, so
 * that the public pages' root bundle does not carry a lazy import (and Vite's preload list of chunk files) for every
 * signed-in page (ADR 065). scripts/prerender.mjs reads this file as it reads routes.ts, to preload each signed-in
 * shell's page chunk.
 */
export interface SignedInPage {
  path: string;
  Page: LazyPage;
  /**
   * Starts fetching the page's first server data as soon as the route is known, alongside the page's chunk instead
   * of after it (a lazily imported feature api.ts).
   */
  prefetch?: () => Promise<unknown>;
}

const referrals = lazyPage(() => import('#web/features/referrals/referrals-page'), (m) => m.ReferralsPage);

export const SIGNED_IN_PAGES: readonly SignedInPage[] = [
  {
    path: '/my/user/dashboard',
    Page: lazyPage(() => import('#web/features/dashboard/dashboard-page'), (m) => m.DashboardPage),
    prefetch: () => import('#web/features/dashboard/api').then((m) => m.prefetchDashboard()),
  },
  { path: '/my/user/deposits', Page: lazyPage(() => import('#web/features/deposits/deposits-page'), (m) => m.DepositsPage) },
  { path: '/my/user/sponsor-links', Page: lazyPage(() => import('#web/features/sponsor-links/sponsor-links-page'), (m) => m.SponsorLinksPage) },
  { path: '/my/user/deposits/:id', Page: lazyPage(() => import('#web/features/deposits/deposit-details-page'), (m) => m.DepositDetailsPage) },
  { path: '/my/user/card-management', Page: lazyPage(() => import('#web/features/cards/card-management-page'), (m) => m.CardManagementPage) },
  { path: '/my/user/card-management/:id', Page: lazyPage(() => import('#web/features/cards/card-details-page'), (m) => m.CardDetailsPage) },
  { path: '/my/user/laundry-viewer', Page: lazyPage(() => import('#web/features/cards/laundry-viewer-page'), (m) => m.LaundryViewerPage) },
  { path: '/my/user/profile-setting', Page: lazyPage(() => import('#web/features/profile/profile-page'), (m) => m.ProfilePage) },
  { path: '/my/user/notifications', Page: lazyPage(() => import('#web/features/notifications/notifications-page'), (m) => m.NotificationsPage) },
  { path: '/my/user/referral/commissions', Page: referrals },
  { path: '/my/user/referees', Page: referrals },
  { path: '/my/user/transactions', Page: lazyPage(() => import('#web/features/transactions/transactions-page'), (m) => m.TransactionsPage) },
  { path: '/my/support', Page: lazyPage(() => import('#web/features/tickets/tickets-page'), (m) => m.TicketsPage) },
  { path: '/my/support/new', Page: lazyPage(() => import('#web/features/tickets/new-ticket-page'), (m) => m.NewTicketPage) },
  { path: '/my/support/:id', Page: lazyPage(() => import('#web/features/tickets/ticket-page'), (m) => m.TicketPage) },
  { path: '/my/user/twofactor', Page: lazyPage(() => import('#web/features/twofactor/two-factor-page'), (m) => m.TwoFactorPage) },
  { path: '/my/user/change-password', Page: lazyPage(() => import('#web/features/profile/change-password-page'), (m) => m.ChangePasswordPage) },
  { path: '/my/user/close-account', Page: lazyPage(() => import('#web/features/profile/close-account-page'), (m) => m.CloseAccountPage) },
  { path: '/payment-success', Page: lazyPage(() => import('#web/features/deposits/payment-success-page'), (m) => m.PaymentSuccessPage) },
];
