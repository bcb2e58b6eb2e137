import { describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from './protected-pages';
import { ROUTES } from './routes';

describe('the signed-in routes and their pages (ADR 065)', () => {
  it('every signed-in route of routes.ts has exactly one page in protected-pages.ts, and every page a route', () => {
    const routes = ROUTES.filter((r) => r.area === 'protected').map((r) => r.path);
    const pages = SIGNED_IN_PAGES.map((p) => p.path);
    expect(new Set(pages).size).toBe(pages.length);
    expect([...pages].sort()).toEqual([...routes].sort());
  });
});
