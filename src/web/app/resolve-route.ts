import { matchRoute, type Parser } from 'wouter';
import { ROUTES, type AppRoute } from './routes';

export type Resolution =
  | { kind: 'route'; route: AppRoute; params: Record<string, string | undefined> }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

/**
 * Finds the route for a path. Matching ignores case and a trailing slash (wouter's regexparam patterns carry
 * the `i` flag); a parameterless route reached under another spelling (/Contact-us, /about/) is redirected to its
 * canonical path so that links, active states and the address bar agree.
 */
export function resolveRoute(parser: Parser, path: string, search = ''): Resolution {
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
