/**
 * Test helper for pages that call the API: renders inside a memory router and a FRESH QueryClient (retry off, a fake
 * notifier for the cache's toasts), as TanStack's testing guide recommends. The network edge (global fetch) is
 * stubbed by the test; nothing of our own code is mocked.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../query-client';
import { fakeNotifier, jsonResponse } from '../test-utils';

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
  body: unknown;
  headers: Headers;
}

type Responder = (call: Call) => Response | Promise<Response>;

/**
 * Stubs global fetch with answers per "METHOD /path" (path without /api/v1). Unlisted calls fail the test loudly.
 * Returns the recorded calls.
 */
export function stubApi(routes: Record<string, Responder | unknown>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: Request) => {
    const url = new URL(input.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const text = await input.clone().text();
    const call: Call = { method: input.method, path, body: text ? JSON.parse(text) : undefined, headers: input.headers };
    calls.push(call);
    const route = routes[`${input.method} ${path}`];
    if (route === undefined) throw new Error(`unexpected call ${input.method} ${path}`);
    return typeof route === 'function' ? (route as Responder)(call) : jsonResponse(route);
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

export { jsonResponse };
