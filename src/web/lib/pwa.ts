import { createStore, useStore } from './store';

/**
 * The installable app's state in the root bundle (ADR 058): the browser's install prompt, kept from the moment it is
 * offered (it fires once, early), whether the app runs installed, and whether a new version of the service worker is
 * waiting. A few lines: the registration itself (workbox-window) is a chunk of its own (pwa-register.ts), loaded after
 * the page is interactive.
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
  /** A new version is installed and waiting: "A new version is ready" with a Reload button. */
  updateReady: boolean;
}

export const pwaStore = createStore<PwaState>({ installPrompt: null, installed: false, updateReady: false });

export const usePwa = (): PwaState => useStore(pwaStore);

const patch = (change: Partial<PwaState>) => pwaStore.set({ ...pwaStore.get(), ...change });

/** Set by pwa-register.ts: reloads into the waiting version. */
let applyUpdate: (() => void) | null = null;

export function setUpdateReady(apply: () => void): void {
  applyUpdate = apply;
  patch({ updateReady: true });
}

/** The banner's Reload: the waiting version takes over, then the page reloads once (pwa-register.ts). */
export function reloadToUpdate(): void {
  if (applyUpdate) applyUpdate();
  else window.location.reload();
}

export function dismissUpdate(): void {
  patch({ updateReady: false });
}

/** Shows the browser's install prompt; resolves true when the customer accepted it. */
export async function promptInstall(): Promise<boolean> {
  const event = pwaStore.get().installPrompt;
  if (!event) return false;
  // A prompt can be shown once: whatever the answer, it is spent.
  patch({ installPrompt: null });
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') patch({ installed: true });
  return outcome === 'accepted';
}

/** iPhone and iPad (also iPadOS, which says "Macintosh" but has touch): no install prompt, Share → Add to Home Screen. */
export function isIos(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

function runsInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

/**
 * Called once by main.tsx: keeps the install prompt for the "Install the app" control, then, after the page has loaded
 * and the main thread is idle, registers the service worker (production builds only: the dev server has none).
 */
export function startPwa(): void {
  if (typeof window === 'undefined') return;
  if (runsInstalled()) patch({ installed: true });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    patch({ installPrompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => patch({ installed: true, installPrompt: null }));
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void import('./pwa-register').then((m) => m.registerServiceWorker(setUpdateReady));
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : window.setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
