/**
 * Test helper for pages that call the API: renders inside a memory router and a FRESH QueryClient (retry off, a fake
 * notifier for the cache's toasts), so no state or retry leaks between tests. The network edge (global fetch) is
 * stubbed by the test; nothing of our own code is mocked.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { paths } from '#generated/api';
import { API_PREFIX } from '#shared/api';
import { createQueryClient } from '#web/lib/query-client';
import { fakeNotifier, jsonResponse } from './fixtures';

export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const notify = fakeNotifier();
  const queryClient = createQueryClient({ retry: false, notify });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    </QueryClientProvider>
  );
  const utils = render(ui, { wrapper });
  /** The last location the page navigated to (path + search). */
  const current = () => location.history?.at(-1) ?? path;
  return { ...utils, location, notify, queryClient, current };
}

export interface Call {
  method: string;
  path: string;
  /** The query string's parameters (`path` has none). */
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Responder = (call: Call) => Response | Promise<Response>;
type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';
type JsonBodies<Op> = Op extends { responses: infer R }
  ? { [S in keyof R]: R[S] extends { content: { 'application/json': infer B } } ? B : never }[keyof R]
  : never;

/**
 * The stubbed routes, keyed "METHOD /path" as the contract writes them ("GET /tickets/{ticket}"): each answers with a
 * body the contract documents for that operation (any of its responses), or with a Responder for anything else
 * (a status, headers, a delay).
 */
export type ApiRoutes = {
  [K in {
    [P in keyof paths & string]: {
      [M in Method & keyof paths[P]]: paths[P][M] extends undefined | never ? never : `${Uppercase<M>} ${P}`;
    }[Method & keyof paths[P]];
  }[keyof paths & string]]?: K extends `${infer M} ${infer P}`
    ? P extends keyof paths
      ? Lowercase<M> extends keyof paths[P]
        ? JsonBodies<paths[P][Lowercase<M>]> | Responder
        : never
      : never
    : never;
};

/** "GET /tickets/{ticket}" → a matcher for "GET /tickets/12". */
const matcher = (key: string) =>
  new RegExp(`^${key.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/**
 * Stubs global fetch with answers per contract route (path without the API prefix). Unlisted calls fail the test
 * loudly. Returns the recorded calls.
 */
export function stubApi(routes: ApiRoutes) {
  const table = Object.entries(routes as Record<string, Responder | unknown>).map(([key, route]) => ({ re: matcher(key), route }));
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname;
    // A multipart body (uploads) is recorded as its FormData; any other body as parsed JSON.
    const multipart = /multipart\/form-data/i.test(input.headers.get('content-type') ?? '');
    const text = multipart ? '' : await input.clone().text();
    const body = multipart ? await input.clone().formData() : text ? JSON.parse(text) : undefined;
    const call: Call = { method: input.method, path, query: url.searchParams, body, headers: input.headers };
    calls.push(call);
    const found = table.find(({ re }) => re.test(`${input.method} ${path}`));
    if (!found) throw new Error(`unexpected call ${input.method} ${path}`);
    return typeof found.route === 'function' ? (found.route as Responder)(call) : jsonResponse(found.route);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

export { jsonResponse };
