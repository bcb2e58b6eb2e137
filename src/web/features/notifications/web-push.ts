/**
 * This browser and web push (docs/decisions/059-customer-alerts-and-web-push.md). The service worker is the PWA's
 * (src/web/sw.ts, registered by the app shell); this module only waits for it (`navigator.serviceWorker.ready`) and
 * subscribes with the server's VAPID key. Everything here degrades to a clear "not supported" instead of throwing.
 */

import { isIos, isStandalone } from '#web/lib/platform';

export type PushSupport = 'supported' | 'unsupported' | 'ios-home-screen';

export function pushSupport(): PushSupport {
  const apis = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;
  if (isIos() && !isStandalone()) return 'ios-home-screen';
  return apis ? 'supported' : 'unsupported';
}

/** A base64url VAPID key as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** "Chrome on Android": how the customer recognises this device in the list. */
export function deviceLabel(ua: string = navigator.userAgent): string {
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'Browser';
  const os = /Android/.test(ua) ? 'Android' : /iPhone|iPad|iPod/.test(ua) ? 'iOS' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : 'this device';
  return `${browser} on ${os}`;
}

export class PushProblem extends Error {}

export const PUSH_MESSAGES = {
  denied: 'Notifications are blocked for e-laundry in this browser. Allow them in the site settings, then try again.',
  noWorker: 'The app is still getting ready on this device. Reload the page and try again.',
  failed: 'This browser could not turn on push notifications. Alerts still come by e-mail.',
  offFailed: 'This browser could not turn off push notifications. Please try again.',
} as const;

const workerReady = (waitMs: number) =>
  Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new PushProblem(PUSH_MESSAGES.noWorker)), waitMs)),
  ]);

/**
 * Asks permission, waits for the service worker and subscribes anew; answers PushSubscription.toJSON(). The page offers
 * this only when the browser is not the account's live device, so a subscription the browser still holds is stale:
 * the push service may have refused it already (404/410, after which the server forgot it), it may be under an
 * earlier VAPID key (subscribe() then throws InvalidStateError), or it was left by an offline sign-out. Sending it
 * again would give the customer a device that never receives anything: it is unsubscribed first.
 */
export async function subscribeThisDevice(publicKey: string, waitMs = 10_000): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushProblem(PUSH_MESSAGES.denied);
  const registration = await workerReady(waitMs);
  try {
    const stale = await registration.pushManager.getSubscription();
    if (stale) await stale.unsubscribe();
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    return subscription.toJSON();
  } catch {
    throw new PushProblem(PUSH_MESSAGES.failed);
  }
}

/**
 * The browser's own push subscription of this app, or null: none, no push support, or no service worker within
 * `waitMs` (asks nothing of the customer: no permission prompt).
 */
export async function browserSubscription(waitMs = 10_000): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  try {
    return await (await workerReady(waitMs)).pushManager.getSubscription();
  } catch {
    return null;
  }
}

/** Unsubscribes the browser (PushSubscription.unsubscribe()); a failure is the page's "could not turn off". */
export async function unsubscribeThisDevice(waitMs = 10_000): Promise<void> {
  const subscription = await browserSubscription(waitMs);
  if (subscription && !(await subscription.unsubscribe())) throw new PushProblem(PUSH_MESSAGES.offFailed);
}

