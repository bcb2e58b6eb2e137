import type { BrowserContext, Page } from 'playwright-core';

/**
 * Chromium's push subscription, with the push service on this machine instead of Google's FCM
 * (tests/e2e/push.spec.ts explains why). An init script replaces `PushManager.prototype.subscribe`,
 * `getSubscription` and `permissionState` in every page of the context with what Chromium does, minus the
 * registration at FCM:
 *  - the same refusals: no active service worker, notifications not granted, `userVisibleOnly` not true, no or a
 *    malformed `applicationServerKey` (not a 65-byte uncompressed P-256 point), a different key than the existing
 *    subscription's; and an `applicationServerKey` that is not the server's VAPID key is refused as the push service
 *    refuses it ("Registration failed - push service error"), since the stand-in plays that service here;
 *  - the subscription's keys made as Chromium makes them: a P-256 ECDH key pair (WebCrypto, in the page) and 16 random
 *    bytes of auth secret; its endpoint is the next of the stand-in's URLs given to the script (a push service gives
 *    a new registration to each new subscription: one made after `unsubscribe()` has a new endpoint and new keys);
 *  - the subscription kept across reloads (localStorage of the origin, where the browser keeps it in its profile), so
 *    `getSubscription()` answers it until `unsubscribe()`;
 *  - `unsubscribe()` as Chromium's: it resolves true and the subscription is gone (`getSubscription()` answers null,
 *    a later `subscribe()` makes a new one), or false when that subscription is not the current one any more (it was
 *    unsubscribed already, through this object or another).
 * The private key stays in the page, exported as a JWK, for the test to decrypt what the push service received
 * (`window.__pushStandIn.current()`); nothing of this reaches the app's code, which sees only the standard API.
 */

export interface PageSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The subscription's ECDH private key (JWK, with `d`). */
  privateJwk: JsonWebKey;
  applicationServerKey: string;
}

interface StandInArgs {
  /** The stand-in's endpoints (PushServiceStandIn.open()), one per subscription the page makes, in order. */
  endpoints: string[];
  /** The server's VAPID public key (base64url, 65 bytes), as GET /push/key gives it. */
  applicationServerKey: string;
}

// Runs in the page before any of its scripts (serialised by Playwright: no references outside this function).
const pushManagerStandIn = ({ endpoints, applicationServerKey }: StandInArgs) => {
  const STORE = '__pushStandIn';
  const MADE = '__pushStandIn:made';
  const b64u = (bytes: ArrayBuffer | Uint8Array) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const fromB64u = (text: string) => {
    const raw = atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '='));
    return Uint8Array.from(raw, (c) => c.charCodeAt(0));
  };
  const keyText = (key: unknown): string | null => {
    if (typeof key === 'string') return key.replace(/=+$/, '');
    if (key instanceof ArrayBuffer) return b64u(key);
    if (ArrayBuffer.isView(key)) return b64u(new Uint8Array(key.buffer, key.byteOffset, key.byteLength));
    return null;
  };
  const fail = (name: string, message: string) => Promise.reject(new DOMException(message, name));
  const read = (): PageSubscription | null => {
    const kept = localStorage.getItem(STORE);
    return kept ? (JSON.parse(kept) as PageSubscription) : null;
  };
  const asSubscription = (kept: PageSubscription) => ({
    endpoint: kept.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: fromB64u(kept.applicationServerKey).buffer },
    getKey: (name: string) => (name === 'p256dh' || name === 'auth' ? fromB64u(kept.keys[name]).buffer : null),
    toJSON: () => ({ endpoint: kept.endpoint, expirationTime: null, keys: { ...kept.keys } }),
    unsubscribe: () => {
      // Only the current subscription unsubscribes; an object of one that is gone answers false, as Chromium's.
      const current = read()?.endpoint === kept.endpoint;
      if (current) localStorage.removeItem(STORE);
      return Promise.resolve(current);
    },
  });
  const activeRegistrationOf = async (manager: PushManager) => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration && registration.pushManager === manager && registration.active ? registration : null;
  };

  Object.defineProperty(PushManager.prototype, 'subscribe', {
    configurable: true,
    writable: true,
    value: async function subscribe(this: PushManager, options?: PushSubscriptionOptionsInit) {
      if (!(await activeRegistrationOf(this))) return fail('AbortError', 'Subscription failed - no active Service Worker');
      if (Notification.permission !== 'granted') return fail('NotAllowedError', 'Registration failed - permission denied');
      if (options?.userVisibleOnly !== true) {
        return fail('NotAllowedError', 'Chrome currently only supports the Push API for subscriptions that will result in user-visible messages.');
      }
      const key = keyText(options.applicationServerKey);
      if (!key) return fail('AbortError', 'Registration failed - missing applicationServerKey, and manifest empty or missing');
      const bytes = fromB64u(key);
      if (bytes.length !== 65 || bytes[0] !== 4) return fail('InvalidAccessError', 'The provided applicationServerKey is not valid.');
      const existing = read();
      if (existing) {
        if (existing.applicationServerKey !== key) {
          return fail('InvalidStateError', 'Registration failed - A subscription with a different applicationServerKey (or gcm_sender_id) already exists; to change the applicationServerKey, unsubscribe then resubscribe.');
        }
        return asSubscription(existing);
      }
      // The push service registers only the application server it knows (here: the e-laundry server's VAPID key).
      if (key !== applicationServerKey) return fail('AbortError', 'Registration failed - push service error');
      const made = Number(localStorage.getItem(MADE) ?? '0');
      const endpoint = endpoints[made];
      if (!endpoint) return fail('AbortError', 'Registration failed - push service error');
      localStorage.setItem(MADE, String(made + 1));
      const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
      const kept: PageSubscription = {
        endpoint,
        keys: { p256dh: b64u(await crypto.subtle.exportKey('raw', pair.publicKey)), auth: b64u(crypto.getRandomValues(new Uint8Array(16))) },
        privateJwk: await crypto.subtle.exportKey('jwk', pair.privateKey),
        applicationServerKey: key,
      };
      localStorage.setItem(STORE, JSON.stringify(kept));
      return asSubscription(kept);
    },
  });
  Object.defineProperty(PushManager.prototype, 'getSubscription', {
    configurable: true,
    writable: true,
    value: async function getSubscription(this: PushManager) {
      if (!(await activeRegistrationOf(this))) return fail('AbortError', 'Subscription failed - no active Service Worker');
      const kept = read();
      return kept ? asSubscription(kept) : null;
    },
  });
  Object.defineProperty(PushManager.prototype, 'permissionState', {
    configurable: true,
    writable: true,
    value: function permissionState() {
      return Promise.resolve(Notification.permission === 'default' ? 'prompt' : Notification.permission);
    },
  });
  Object.defineProperty(window, '__pushStandIn', { value: { current: read } });
};

/** Installs the stand-in subscription in every page of the context (before the app's scripts). */
export async function installPushStandIn(context: BrowserContext, args: StandInArgs): Promise<void> {
  await context.addInitScript(pushManagerStandIn, args);
}

/** The page's subscription with its private key, or null before one was made. */
export function pageSubscription(page: Page): Promise<PageSubscription | null> {
  return page.evaluate(() => (window as unknown as { __pushStandIn: { current(): PageSubscription | null } }).__pushStandIn.current());
}
