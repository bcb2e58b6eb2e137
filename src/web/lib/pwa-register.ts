import { Workbox } from 'workbox-window';

/**
 * Registers /sw.js (ADR 058), loaded by lib/pwa.ts after the page's load event and an idle moment, so the public
 * pages' first paint and interactivity pay nothing for it. A new version installs in the background and waits
 * (prompt mode); "A new version is ready" → Reload asks it to take over and the page reloads once it controls.
 * `setUpdateReady` is lib/pwa.ts's (passed in: this chunk imports nothing of the root bundle).
 */
export async function registerServiceWorker(setUpdateReady: (apply: () => void) => void): Promise<void> {
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    setUpdateReady(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  try {
    await wb.register();
  } catch {
    // No service worker (private mode, blocked): the site works as before, only not offline.
  }
}
