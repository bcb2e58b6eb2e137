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
} as const;

/** Asks permission, waits for the service worker and subscribes; answers PushSubscription.toJSON(). */
export async function subscribeThisDevice(publicKey: string, waitMs = 10_000): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushProblem(PUSH_MESSAGES.denied);
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new PushProblem(PUSH_MESSAGES.noWorker)), waitMs)),
  ]);
  try {
    const existing = await registration.pushManager.getSubscription();
    const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    return subscription.toJSON();
  } catch {
    throw new PushProblem(PUSH_MESSAGES.failed);
  }
}
