import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { decodeParam, looksLikeEmail } from '#shared/route-param.js';
import { escapeHtml } from '#server/lib/platform/html.js';

/** Files of dist/web that are not prerendered public pages. */
const NOT_PAGES = new Set(['index.html', 'app-shell.html']);

/**
 * The prerendered public pages of a build (scripts/prerender.mjs): canonical path → file, e.g. "/about" →
 * "about.html"; "/" → "index.html" when the build has an app shell beside it (i.e. index.html is the home page).
 */
export function prerenderedPages(webDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(path.join(webDir, 'app-shell.html'))) return pages;
  pages.set('/', 'index.html');
  for (const file of readdirSync(webDir)) {
    if (file.endsWith('.html') && !NOT_PAGES.has(file)) pages.set(`/${file.slice(0, -'.html'.length)}`, file);
  }
  return pages;
}

/**
 * The prerendered public pages with parameters (scripts/prerender.mjs, `patterns/index.json`): each pattern
 * ("/pay/:code") as a matcher of paths (a parameter is one non-empty path segment) and its file, e.g.
 * "patterns/pay-code.html". The page is the same markup for every path it matches (the prerender checks it).
 */
export function patternPages(webDir: string): Array<{ match: (pathname: string) => boolean; file: string }> {
  const index = path.join(webDir, 'patterns', 'index.json');
  if (!existsSync(index)) return [];
  const entries = Object.entries(JSON.parse(readFileSync(index, 'utf8')) as Record<string, string>);
  return entries
    .filter(([, file]) => file.startsWith('patterns/') && !file.includes('..') && existsSync(path.join(webDir, file)))
    .map(([pattern, file]) => {
      const re = new RegExp(`^${pattern.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`);
      return { match: (pathname: string) => re.test(pathname), file };
    });
}

/** A route's shell: its file under webDir, and whether it is only for requests without a query. */
export interface RouteShell {
  file: string;
  noQuery: boolean;
  /** An account screen with parameters: each parameter's stand-in in the file (entry-server.tsx `shellParam`). */
  params?: Record<string, string>;
}

function parseShell(entry: unknown): RouteShell | null {
  if (typeof entry === 'string') return { file: entry, noQuery: false };
  if (!entry || typeof entry !== 'object') return null;
  const { file, noQuery, params } = entry as Record<string, unknown>;
  if (typeof file !== 'string') return null;
  const shell: RouteShell = { file, noQuery: noQuery === true };
  if (params && typeof params === 'object') {
    const pairs = Object.entries(params).filter((p): p is [string, string] => typeof p[1] === 'string' && p[1].length > 0);
    shell.params = Object.fromEntries(pairs);
  }
  return shell;
}

/**
 * The shells of the account screens and signed-in routes (scripts/prerender.mjs `writeShells`): route path (or
 * pattern, "/verify-otp/:email") → file under webDir, e.g. "/login" → "shells/login.html", or `{ file, noQuery: true }`
 * for a signed-in route's shell, which draws the page's first render without a query (/payment-success?reference=…
 * is another first render), or `{ file, params }` for an account screen with parameters. Empty for builds without
 * them.
 */
export function routeShells(webDir: string): Map<string, RouteShell> {
  const index = path.join(webDir, 'shells', 'index.json');
  if (!existsSync(index)) return new Map();
  const shells = new Map<string, RouteShell>();
  for (const [route, entry] of Object.entries(JSON.parse(readFileSync(index, 'utf8')) as Record<string, unknown>)) {
    const shell = parseShell(entry);
    if (shell && shell.file.startsWith('shells/') && !shell.file.includes('..')) shells.set(route, shell);
  }
  return shells;
}

/**
 * The shells of routes with parameters, each answering the paths its pattern matches with its markup, the request's
 * parameters filled in (ADR 030). A parameter the shell shows is an e-mail address in it (the stand-in): the app shows
 * it only when it reads as one (src/shared/route-param.ts), so any other value gets `null` (the plain app shell).
 */
export function paramShells(webDir: string, shells: Map<string, RouteShell>): Array<(pathname: string) => string | null> {
  const matchers: Array<(pathname: string) => string | null> = [];
  for (const [pattern, shell] of shells) {
    if (!pattern.includes(':') || !shell.params || !existsSync(path.join(webDir, shell.file))) continue;
    const names: string[] = [];
    const source = pattern
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part.slice(1));
        return '([^/]+)';
      })
      .join('/');
    const regex = new RegExp(`^${source}$`);
    const html = readFileSync(path.join(webDir, shell.file), 'utf8');
    const params = shell.params;
    matchers.push((pathname) => {
      const match = regex.exec(pathname);
      if (!match) return null;
      let out = html;
      for (const [i, name] of names.entries()) {
        const standIn = params[name];
        if (!standIn || !out.includes(standIn)) continue;
        const value = decodeParam(match[i + 1]).trim();
        if (!looksLikeEmail(value)) return null;
        out = out.split(standIn).join(escapeHtml(value));
      }
      return out;
    });
  }
  return matchers;
}

/** The canonical spelling of a path: lower case, no trailing slash ("/Contact-us/" → "/contact-us"). */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

const pathAndSearch = (url: string): [string, string] => {
  const i = url.indexOf('?');
  return i === -1 ? [url, ''] : [url.slice(0, i), url.slice(i)];
};

/**
 * Serves the built SPA (dist/web):
 * - the prerendered public pages (GET /about → about.html, / → index.html), hydrated by the client;
 * - a public page with parameters (/pay/<code>, ADR 057) → its one prerendered file (patterns/pay-code.html);
 * - another spelling of a public page (/Contact-us, /about/, /about.html) → one 301 to the canonical path;
 * - an account screen or signed-in route with a shell of its own (/login, /my/user/dashboard: its first paint and
 *   its chunks' preloads) → that shell (a signed-in route's only without a query);
 * - any other page route (unknown, routes with parameters) → the unrendered app shell (history fallback), so that a
 *   refresh of /my/user/deposits/12 loads the app; unknown /api paths stay JSON 404s.
 * Compressed twins (.br, .gz) written by the build are served when the client accepts them.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { webDir: string }) => {
  const index = path.join(opts.webDir, 'index.html');
  const built = existsSync(index);
  // Builds without prerendering (and test fixtures) have only index.html: it is then the shell.
  const shell = existsSync(path.join(opts.webDir, 'app-shell.html')) ? 'app-shell.html' : 'index.html';
  const pages = built ? prerenderedPages(opts.webDir) : new Map<string, string>();
  const shells = built ? routeShells(opts.webDir) : new Map<string, RouteShell>();
  // Exact paths, and the patterns of routes with parameters (filled in per request).
  const exact = new Map([...shells].filter(([route]) => !route.includes(':')));
  const withParams = paramShells(opts.webDir, shells);
  const patterned = built ? patternPages(opts.webDir) : [];

  if (built) {
    await app.register(fastifyStatic, {
      root: opts.webDir,
      wildcard: true,
      // An array: with preCompressed, a plain string index is not found (@fastify/static 10.1).
      index: ['index.html'],
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under /assets: cache it for a year; the rest revalidates — among them /sw.js
        // (a new version is seen on the next visit) and /manifest.webmanifest (ADR 058).
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });

    for (const [route, file] of pages) {
      app.get(route, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile(file));
      // The file's own address would hydrate a page at a path the app does not know.
      app.get(`/${file}`, (request, reply) => reply.redirect(route + pathAndSearch(request.url)[1], 301));
    }
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname, search] = pathAndSearch(request.url);
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname && pages.has(canonical)) return reply.redirect(canonical + search, 301);
    // Exact paths only: the client's router matches them so (another spelling gets the plain shell).
    const own = exact.get(pathname);
    const prerendered = own ? undefined : patterned.find((p) => p.match(pathname));
    if (prerendered) return reply.header('cache-control', 'no-cache').sendFile(prerendered.file);
    if (!own) {
      for (const fill of withParams) {
        const html = fill(pathname);
        if (html !== null) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
      }
    }
    const file = own && !(own.noQuery && search.length > 1) ? own.file : shell;
    return reply.header('cache-control', 'no-cache').sendFile(file);
  };

  app.setNotFoundHandler((request, reply) => {
    const url = pathAndSearch(request.url)[0];
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api/');
    if (wantsPage && built) return sendPage(request, reply);
    if (wantsPage) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    return reply.code(404).send({ code: 404, message: `No such endpoint: ${request.method} ${url}` });
  });
});
