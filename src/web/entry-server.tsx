/**
 * Build-time rendering of the public pages (scripts/prerender.mjs imports the SSR build of this file).
 * Renders the SAME tree as main.tsx, at a given path, so that the client can hydrate it without mismatches.
 * Nothing here runs in the browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import { ROUTES } from './app/routes';
import { PUBLIC_PAGES } from './features/public/site/page-meta';
import { documentTitle } from './lib/page';
import { type SessionUser } from './lib/session';
import { clearSession, startSession } from './lib/session-updates';

export interface PrerenderPage {
  /** Canonical path, e.g. "/about"; a pattern for a public page with parameters ("/pay/:code"). */
  path: string;
  /**
   * A public page with parameters (/pay/:code) is rendered once at this path (its parameters' stand-ins) and served
   * for every path its pattern matches (src/server/plugins/spa.ts): its markup must not depend on them.
   */
  renderPath?: string;
  /** File under dist/web, e.g. "about.html" ("index.html" for "/"). */
  file: string;
  /** The document title ("About Us — e-laundry"), the same text the client sets. */
  title: string;
  description: string;
  /** The page module, relative to src/web (its key in Vite's manifest). */
  module: string;
}

/** Where the public pages with parameters are written under dist/web (src/server/plugins/spa.ts reads its index.json). */
export const PATTERN_PAGES_DIR = 'patterns';

/** The public routes of app/routes.ts with their meta data. */
export const pages: PrerenderPage[] = ROUTES.filter((route) => route.area === 'public').map((route) => {
  const meta = PUBLIC_PAGES[route.path];
  if (!meta) throw new Error(`features/public/site/page-meta.ts has no entry for ${route.path}`);
  const pattern = route.path.includes(':');
  return {
    path: route.path,
    ...(pattern ? { renderPath: route.path.replace(/:(\w+)/g, (_, name: string) => `shell-param-${name}`) } : {}),
    file: route.path === '/' ? 'index.html' : pattern ? `${PATTERN_PAGES_DIR}/${route.path.slice(1).replace(/[/:]/g, '-')}.html` : `${route.path.slice(1)}.html`,
    title: documentTitle(route.title),
    description: meta.description,
    module: meta.module,
  };
});

export interface ShellPage {
  /** The route's path, e.g. "/login", or its pattern for an account screen with parameters ("/verify-otp/:email"). */
  path: string;
  area: 'account' | 'protected';
  /** The document title, the same text the client sets. */
  title: string;
  /**
   * An account screen with parameters is drawn with a stand-in for each (an e-mail-like text no real path holds),
   * which src/server/plugins/spa.ts replaces with the request's own; `{}` for a route without parameters.
   */
  params: Record<string, string>;
}

/** The stand-in a shell is drawn with for a route parameter (e-mail-like: an address is what such a screen shows). */
export const shellParam = (name: string, variant = 'a') => `shell-param-${variant}-${name}@e-laundry.invalid`;

const paramNames = (pattern: string) => [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/**
 * The account screens and signed-in routes that get a shell of their own (scripts/prerender.mjs): every one without
 * parameters, and the account screens with parameters (a signed-in page with parameters loads its own data first).
 */
export const shells: ShellPage[] = ROUTES.filter(
  (route): route is typeof route & { area: ShellPage['area'] } =>
    route.area === 'account' || (route.area === 'protected' && !route.path.includes(':')),
).map((route) => ({
  path: route.path,
  area: route.area,
  title: documentTitle(route.title),
  params: Object.fromEntries(paramNames(route.path).map((name) => [name, shellParam(name)])),
}));

/** `pattern` with each parameter replaced by its stand-in (`variant` tells two sets apart). */
export const shellPath = (shell: ShellPage, variant = 'a') =>
  shell.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(shellParam(name, variant)));

/** The HTML inside <div id="root"> for `path`, with every lazily loaded part resolved. */
export async function render(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path} ssrSearch="">
        <App />
      </Router>
    </StrictMode>,
    {
      // Never outline a (large) Suspense boundary: outlined boundaries are completed by inline scripts,
      // which the CSP forbids. Everything is ready when prerender resolves, so it can all be inline.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error;
      },
    },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/**
 * Whose session a signed-in route's shell is drawn with: nobody in particular. The header's account menu shows the
 * placeholder avatar and "Account menu" until the client's first render, which draws the customer's own.
 */
const SHELL_USER: SessionUser = {
  id: 0,
  username: '',
  firstname: '',
  lastname: '',
  email: '',
  mobile: '',
  mobile_code: '',
  country_code: '',
  image: '',
  card_no: '',
  tfa_enabled: false,
  email_verified: true,
  account_number: '',
  referral_code: '',
  address: { country: '', city: '', address: '', zip: '' },
  token: 'shell',
};

/**
 * The first paint of a shell (ADR 026, ADR 030), without data:
 * - an account screen: the layout (logo, title, caption, switch link, footer) around the page's loading state,
 *   exactly as the client's first render draws it before the page's chunk has loaded (renderToString does not wait
 *   for lazy components: the page slot shows its Suspense fallback, as on the client);
 * - a signed-in route: the signed-in layout and the page as their first render draws them while the page's data is
 *   on its way (the dashboard's labels, texts and placeholders), for a session of nobody in particular. The client
 *   renders it once the area's and the page's chunks are loaded (main.tsx), so nothing else is drawn in between.
 * The client renders over it with createRoot (main.tsx), not hydrateRoot: nothing of it is interactive, the
 * customer's own name is not in it, and a signed-in customer on /login is sent on without a hydration mismatch.
 */
export async function renderShell(shell: ShellPage, variant = 'a'): Promise<string> {
  if (shell.area === 'account') {
    return renderToString(
      <StrictMode>
        <Router ssrPath={shellPath(shell, variant)} ssrSearch="">
          <App />
        </Router>
      </StrictMode>,
    );
  }
  startSession(SHELL_USER);
  try {
    return await render(shell.path);
  } finally {
    // Signed out again; this also empties the data layer's cache, so that no shell is drawn with another's queries.
    clearSession();
  }
}
