import { matchRoute, type Parser } from 'wouter';
import { ROUTES, type AppRoute } from './routes';

export type Resolution =
  | { kind: 'route'; route: AppRoute; params: Record<string, string | undefined> }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/** Other names of a route: /register (the name customers and the issue use) is the sign-up screen. */
const ALIASES: Readonly<Record<string, string>> = { '/register': '/sign-up' };

/**
 * Finds the route for a path. Matching ignores case and a trailing slash (wouter's regexparam patterns carry
 * the `i` flag); a parameterless route reached under another spelling (/Contact-us, /about/) is redirected to its
 * canonical path so that links, active states and the address bar agree.
 */
export function resolveRoute(parser: Parser, path: string, search = ''): Resolution {
  const alias = ALIASES[path.toLowerCase().replace(/\/+$/, '')];
  if (alias) return { kind: 'redirect', to: search ? `${alias}?${search}` : alias };
  for (const route of ROUTES) {
    const [matched, params] = matchRoute(parser, route.path, path);
    if (!matched) continue;
    if (!route.path.includes(':') && path !== route.path) {
      return { kind: 'redirect', to: search ? `${route.path}?${search}` : route.path };
    }
    return { kind: 'route', route, params: { ...params } };
  }
  return { kind: 'not-found' };
}
