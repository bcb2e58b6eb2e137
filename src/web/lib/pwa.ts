import { createStore, useStore } from './store';

/**
 * The installable app's state in the root bundle (ADR 058, ADR 065): the browser's install prompt, kept from the
 * moment it is offered (it fires once, early), whether the app runs installed, and whether a new version of the service
 * worker is waiting. Only that: the registration (pwa-register.ts), the prompt's use (install-app.tsx) and the update's
 * Reload (update-banner.tsx) are in the chunks that need them.
 */

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM lib). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** The deferred install prompt, null where the browser offers none (Safari, Firefox) or once it is used. */
  installPrompt: InstallPromptEvent | null;
  /** Running from the home screen (display-mode standalone), or installed during this visit. */
  installed: boolean;
  /** A new version is installed and waiting: "A new version is ready" with Reload, which calls this. */
  applyUpdate: (() => void) | null;
}

export const pwaStore = createStore<PwaState>({ installPrompt: null, installed: false, applyUpdate: null });

export const usePwa = (): PwaState => useStore(pwaStore);

export const patchPwa = (change: Partial<PwaState>): void => pwaStore.set({ ...pwaStore.get(), ...change });

/**
 * Called once by main.tsx: keeps the install prompt for the "Install the app" control, then, after the page has loaded
 * and the main thread is idle, registers the service worker (production builds only: the dev server has none).
 */
export function startPwa(): void {
  if (typeof window === 'undefined') return;
  if (window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone) patchPwa({ installed: true });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    patchPwa({ installPrompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => patchPwa({ installed: true, installPrompt: null }));
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void import('./pwa-register').then((m) => m.registerServiceWorker((applyUpdate) => patchPwa({ applyUpdate })));
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(register, { timeout: 5000 }) : window.setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
