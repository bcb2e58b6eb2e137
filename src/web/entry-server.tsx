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
import { PUBLIC_PAGES } from './features/public/page-meta';
import { documentTitle } from './lib/page';

export interface PrerenderPage {
  /** Canonical path, e.g. "/about". */
  path: string;
  /** File under dist/web, e.g. "about.html" ("index.html" for "/"). */
  file: string;
  /** The document title ("About Us — e-laundry"), the same text the client sets. */
  title: string;
  description: string;
  /** The page module, relative to src/web (its key in Vite's manifest). */
  module: string;
}

/** The public routes of app/routes.ts with their meta data. */
export const pages: PrerenderPage[] = ROUTES.filter((route) => route.area === 'public').map((route) => {
  const meta = PUBLIC_PAGES[route.path];
  if (!meta) throw new Error(`features/public/page-meta.ts has no entry for ${route.path}`);
  return {
    path: route.path,
    file: route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`,
    title: documentTitle(route.title),
    description: meta.description,
    module: meta.module,
  };
});

/** The HTML inside <div id="root"> for `path`, with every lazily loaded page resolved. */
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

export interface ShellPage {
  /** The route's path, e.g. "/login" (only routes without parameters: the markup must not depend on them). */
  path: string;
  area: 'account' | 'protected';
  /** The document title, the same text the client sets. */
  title: string;
}

/** The account screens and signed-in routes that get a shell of their own (scripts/prerender.mjs). */
export const shells: ShellPage[] = ROUTES.filter(
  (route): route is typeof route & { area: ShellPage['area'] } =>
    (route.area === 'account' || route.area === 'protected') && !route.path.includes(':'),
).map((route) => ({ path: route.path, area: route.area, title: documentTitle(route.title) }));

/**
 * The first paint of an account screen's shell, without data: the layout (logo, title, caption, switch link, footer)
 * around the page's loading state, exactly as the client's first render draws it before the page's chunk has
 * loaded. The client renders over it with createRoot (main.tsx), not hydrateRoot: nothing of it is interactive, and a
 * signed-in customer on /login is sent on. renderToString does not wait for lazy components: the page slot shows its
 * Suspense fallback, as on the client.
 */
export function renderShell(shell: ShellPage): string {
  if (shell.area !== 'account') throw new Error(`renderShell: ${shell.path} is not an account screen`);
  return renderToString(
    <StrictMode>
      <Router ssrPath={shell.path} ssrSearch="">
        <App />
      </Router>
    </StrictMode>,
  );
}
