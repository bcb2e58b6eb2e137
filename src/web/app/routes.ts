import { verifyOtpIntro } from '#web/features/auth/verify-otp-intro';
import { lazyPage, type LazyPage, type PageProps } from '#web/lib/page';
import type { AccountSwitch } from './layouts/account-layout';

/**
 * public: marketing site layout, no data layer.
 * account: sign-up / login family (account layout + the lazily loaded data layer).
 * protected: signed-in area (redirects to /login when logged out).
 */
export type Area = 'public' | 'account' | 'protected';

interface RouteBase {
  path: string;
  /** h1 and document.title ("Title — e-laundry"). */
  title: string;
}

/** A public page or an account screen: its page chunk is named here, in the root bundle. */
export interface SiteRoute extends RouteBase {
  area: 'public' | 'account';
  Page: LazyPage;
  /**
   * Account layout texts (area "account" only). `tall`: the screen's form is taller than a phone's screen, so its
   * loading state reserves that space (the switch link and footer below it never jump: CLS, issue 9). `intro`: a
   * line above the form that the layout shows at once (from the route's parameters), not after the page's chunk.
   * `short`: the form is shorter than the loader's default (40% of the screen), so its loading state keeps the
   * form's own height instead (with an intro above it, the default would push the footer down, and back: CLS).
   */
  account?: {
    caption: string;
    switchLink: AccountSwitch;
    tall?: boolean;
    short?: boolean;
    intro?: (params: PageProps['params']) => string | null;
  };
}

/**
 * A signed-in route: only its path and title are in the root bundle (the public pages load it); its page chunk and
 * first data are named by protected-pages.ts, part of the signed-in area's chunk (ADR 065).
 */
export interface SignedInRoute extends RouteBase {
  area: 'protected';
}

export type AppRoute = SiteRoute | SignedInRoute;

const LOGIN_HERE: AccountSwitch = { prompt: 'Remembered your details?', label: 'Login here' };

const site = {
  home: lazyPage(() => import('#web/features/public/home-page'), (m) => m.HomePage),
  about: lazyPage(() => import('#web/features/public/about-page'), (m) => m.AboutPage),
  location: lazyPage(() => import('#web/features/public/location-page'), (m) => m.LocationPage),
  services: lazyPage(() => import('#web/features/public/services-page'), (m) => m.ServicesPage),
  contact: lazyPage(() => import('#web/features/public/contact-page'), (m) => m.ContactPage),
  terms: lazyPage(() => import('#web/features/public/terms-page'), (m) => m.TermsPage),
  privacy: lazyPage(() => import('#web/features/public/privacy-page'), (m) => m.PrivacyPage),
};

/** Every route of the app, in match order (specific before parameterised). */
export const ROUTES: readonly AppRoute[] = [
  // public
  { path: '/', title: 'Home', area: 'public', Page: site.home },
  { path: '/about', title: 'About Us', area: 'public', Page: site.about },
  { path: '/location', title: 'Locations', area: 'public', Page: site.location },
  { path: '/services', title: 'What We Do', area: 'public', Page: site.services },
  // Also reached as /Contact-us (a footer link of the original site): see resolveRoute.
  { path: '/contact-us', title: 'Contact Us', area: 'public', Page: site.contact },
  { path: '/terms-and-conditions', title: 'Terms & Conditions', area: 'public', Page: site.terms },
  { path: '/privacy-policy', title: 'Privacy Policy', area: 'public', Page: site.privacy },
  // A sponsor's pay-by-link page (ADR 057): public, prerendered once and served for every code (scripts/prerender.mjs).
  {
    path: '/pay/:code',
    title: 'Top up a laundry card',
    area: 'public',
    Page: lazyPage(() => import('#web/features/sponsor-links/pay-page'), (m) => m.PayPage),
  },

  // account screens
  {
    path: '/sign-up',
    title: 'Create Account',
    area: 'account',
    Page: lazyPage(() => import('#web/features/auth/sign-up-page'), (m) => m.SignUpPage),
    account: {
      caption: 'Join e-laundry to top up your laundry card and keep track of every wash.',
      switchLink: { prompt: 'Already have an account?', label: 'Login here' },
      tall: true,
    },
  },
  {
    path: '/login',
    title: 'Sign In',
    area: 'account',
    Page: lazyPage(() => import('#web/features/auth/login-page'), (m) => m.LoginPage),
    account: {
      caption: 'Welcome back! Log in to manage your laundry card.',
      switchLink: { prompt: 'New to e-laundry?', label: 'Create an account' },
    },
  },
  {
    path: '/verify-otp/:email',
    title: 'Verify OTP',
    area: 'account',
    Page: lazyPage(() => import('#web/features/auth/verify-otp-page'), (m) => m.VerifyOtpPage),
    account: {
      caption: 'Please enter a valid OTP to verify your email address.',
      switchLink: LOGIN_HERE,
      intro: verifyOtpIntro,
      short: true,
    },
  },
  {
    path: '/verify-token',
    title: 'Verify Reset Token',
    area: 'account',
    Page: lazyPage(() => import('#web/features/auth/verify-token-page'), (m) => m.VerifyTokenPage),
    account: { caption: 'Enter your email address and the 6-digit code we sent you.', switchLink: LOGIN_HERE },
  },
  {
    path: '/reset-password/:otp',
    title: 'Reset Password',
    area: 'account',
    Page: lazyPage(() => import('#web/features/auth/reset-password-page'), (m) => m.ResetPasswordPage),
    account: { caption: 'Choose a new password for your account.', switchLink: LOGIN_HERE },
  },
  {
    path: '/my/password/reset',
    title: 'Forgot Password?',
    area: 'account',
    Page: lazyPage(() => import('#web/features/auth/forgot-password-page'), (m) => m.ForgotPasswordPage),
    account: {
      caption: 'Set a new password using your registered email address or username.',
      switchLink: LOGIN_HERE,
    },
  },

  // signed-in area: paths and titles only; their pages are part of the signed-in area's chunk (protected-pages.ts)
  { path: '/my/user/dashboard', title: 'Dashboard', area: 'protected' },
  { path: '/my/user/deposits', title: 'My Deposit History', area: 'protected' },
  { path: '/my/user/sponsor-links', title: 'Ask someone to pay', area: 'protected' },
  { path: '/my/user/deposits/:id', title: 'Deposit Details', area: 'protected' },
  { path: '/my/user/card-management', title: 'Card History', area: 'protected' },
  { path: '/my/user/card-management/:id', title: 'View Card Details', area: 'protected' },
  { path: '/my/user/laundry-viewer', title: 'Laundry Viewer', area: 'protected' },
  { path: '/my/user/profile-setting', title: 'Profile', area: 'protected' },
  { path: '/my/user/notifications', title: 'Notifications', area: 'protected' },
  { path: '/my/user/referral/commissions', title: 'My Referral Commission Log', area: 'protected' },
  { path: '/my/user/referees', title: 'My Referred Users', area: 'protected' },
  { path: '/my/user/transactions', title: 'My Transactions', area: 'protected' },
  { path: '/my/support', title: 'Support Tickets', area: 'protected' },
  { path: '/my/support/new', title: 'Open New Ticket', area: 'protected' },
  { path: '/my/support/:id', title: 'Ticket', area: 'protected' },
  { path: '/my/user/twofactor', title: 'Google Authenticator', area: 'protected' },
  { path: '/my/user/change-password', title: 'Change Your Password', area: 'protected' },
  { path: '/my/user/close-account', title: 'Close My Account', area: 'protected' },
  { path: '/payment-success', title: 'Payment Successful', area: 'protected' },
];

export const NOT_FOUND_TITLE = 'Page not found';
export const NotFoundPage = lazyPage(() => import('#web/features/public/not-found-page'), (m) => m.NotFoundPage);
