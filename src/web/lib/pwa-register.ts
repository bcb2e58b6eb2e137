/**
 * Registers /sw.js (ADR 058), loaded by lib/pwa.ts after the page's load event and an idle moment, so the public
 * pages' first paint and interactivity pay nothing for it. A new version installs in the background and waits
 * (prompt mode); "A new version is ready" → Reload asks it to take over (`SKIP_WAITING`, which src/web/sw.ts answers
 * with skipWaiting) and the page reloads once it controls. The Service Worker API directly (ADR 065: workbox-window
 * cost the public pages 2.3 KB for these few lines). `offerUpdate` is lib/pwa.ts's (passed in: this chunk imports
 * nothing of the root bundle).
 */
export async function registerServiceWorker(offerUpdate: (apply: () => void) => void): Promise<void> {
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register('/sw.js', { scope: '/' });
  } catch {
    // No service worker (private mode, blocked): the site works as before, only not offline.
    return;
  }
  const offer = (waiting: ServiceWorker) =>
    offerUpdate(() => {
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  // A first install (no worker controls the page yet) has nothing to offer: only a version replacing another waits.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });
}
