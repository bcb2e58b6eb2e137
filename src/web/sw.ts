/**
 * The service worker (ADR 058), built by vite-plugin-pwa (injectManifest) into dist/web/sw.js; its precache list is
 * written after the prerender by scripts/pwa.mjs (the prerendered pages and shells exist only then).
 *
 * - Precache: the app shell, the prerendered public pages, the signed-in shells, the customer area's JavaScript and
 *   CSS, the artwork and icons: one versioned set, replaced as a whole by the next version.
 * - Navigations: network first (a new deploy is seen at once online, with the server's own headers); without a
 *   network, the precached page or shell for that address.
 * - Everything else of this site that is precached: from the precache. Nothing else is handled: the API (/api/…)
 *   and anything not in the list go to the network untouched and are NEVER stored by this worker (tokens, codes,
 *   balances: the signed-in data offline comes from the page's own per-account cache, lib/offline-cache.ts).
 * - Updates: a new version waits until the page asks it to take over (the "A new version is ready" banner's Reload
 *   posts {type: 'SKIP_WAITING'}); the page then reloads once.
 * - Push (the agreed interface for the push alerts): a `push` event's data is JSON {title, body?, url?}
 *   (lib/push-message.ts) shown as a notification; a tap focuses an open window of the app at `url` or opens one.
 */
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import * as navigationPreload from 'workbox-navigation-preload';
import type { PrecacheEntry } from 'workbox-precaching/_types';
import { offlineShellCandidates, SHELLS_INDEX } from './lib/offline-shell';
import { parsePushMessage } from './lib/push-message';

// The worker's global scope, typed here (the project's TypeScript lib is the DOM's, not the WebWorker's).
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface WorkerScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
  __WB_MANIFEST: Array<PrecacheEntry | string>;
}
interface WaitingEvent {
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: WorkerScope;

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
navigationPreload.enable();

/** Navigations wait this long for the network before the precached page is shown (a connection that hangs). */
const NAVIGATION_TIMEOUT_MS = 6000;

let shellsIndex: Promise<Record<string, never> | null> | null = null;
function shells(): Promise<Record<string, never> | null> {
  shellsIndex ??= matchPrecache(SHELLS_INDEX)
    .then((response) => (response ? (response.json() as Promise<Record<string, never>>) : null))
    .catch(() => null);
  return shellsIndex;
}

async function offlinePage(url: URL): Promise<Response> {
  for (const candidate of offlineShellCandidates(url.pathname, url.search, await shells())) {
    const cached = await matchPrecache(candidate);
    if (cached) return cached;
  }
  return Response.error();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

registerRoute(
  new NavigationRoute(
    async ({ request, url, event }) => {
      const preload = (event as unknown as { preloadResponse?: Promise<Response | undefined> }).preloadResponse;
      try {
        const network = (async () => (await preload) ?? fetch(request))();
        return await withTimeout(network, NAVIGATION_TIMEOUT_MS);
      } catch {
        return offlinePage(url);
      }
    },
    // Pages the server renders itself: the API reference, the local mailbox.
    { denylist: [/^\/api(\/|$)/, /^\/dev(\/|$)/] },
  ),
);

// Precached files (fingerprinted assets, icons, artwork) from the precache; nothing else is routed.
registerRoute(
  ({ request, url }) => request.mode !== 'navigate' && url.origin === self.location.origin && getCacheKeyForURL(url.href) !== undefined,
  async ({ request }) => (await matchPrecache(request.url)) ?? fetch(request),
);

// Only this site's own pages may ask (ASVS 3.5.5): a worker's clients are same-origin, and the sender is checked anyway.
self.addEventListener('message', (event: MessageEvent & { source: { url?: string } | null }) => {
  const from = event.source?.url;
  if (!from || new URL(from).origin !== self.location.origin) return;
  if (event.data && (event.data as { type?: unknown }).type === 'SKIP_WAITING') void self.skipWaiting();
});

// ------------------------------------------------------------------ push alerts: the agreed hook (ADR 058)

self.addEventListener('push', (event: WaitingEvent & { data: { text(): string } | null }) => {
  const message = parsePushMessage(event.data?.text(), self.location.origin);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event: WaitingEvent & { notification: Notification }) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = new URL(typeof data?.url === 'string' ? data.url : '/my/user/dashboard', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (open.url !== url) await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    }),
  );
});
