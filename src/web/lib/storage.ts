/**
 * The browser storage of the app's entries, with an optional expiry, in one of two places (ADR 062):
 *  - this tab (sessionStorage): the default, and always for the staff console's `staff:` entries (ADR 042);
 *  - this device (localStorage): the customer's entries while a session signed in with "Remember me" lasts.
 * This module alone decides where: reads look on the device first, then in the tab; a customer entry is written where
 * the session is — on the device when a remembered sign-in put the session there, else in the tab — so the session,
 * its persisted query cache and anything else of the customer's stay together, and nothing of a customer who was not
 * remembered outlives the tab. `clearStorage` wipes the customer's entries in both places.
 *
 * An entry is stored as JSON `{ value, expires_at? }` where `expires_at` is an absolute time in milliseconds.
 * The expiry is given either as seconds from now (`{ expiresIn }`) or as an absolute timestamp in ms
 * (`{ expiresAt }`). An expired entry is removed when it is read and reads as absent (`null`).
 */
export type Expiry = { expiresIn: number } | { expiresAt: number };

interface StoredEntry<T> {
  value: T;
  expires_at?: number;
}

function backend(name: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    // Storage can be blocked (privacy settings); the app then simply keeps nothing.
    return null;
  }
}

const tab = () => backend('sessionStorage');
const device = () => backend('localStorage');
const isStaff = (key: string) => key.startsWith('staff:');
const customerKeys = (storage: Storage | null) => (storage ? Object.keys(storage).filter((key) => !isStaff(key)) : []);
/** Where `key` may be, in reading order: a staff entry only ever in the tab. */
const placesOf = (key: string) => (isStaff(key) ? [tab()] : [device(), tab()]);
const holder = (key: string) => placesOf(key).find((storage) => storage?.getItem(key) != null) ?? null;

/** The customer's session entry (lib/session.ts): where it is decides where every other customer entry goes. */
export const SESSION_KEY = 'session';

/** Writes a raw value where it belongs (`remember` chooses for a customer entry: the session's own write). */
function put(key: string, raw: string, remember?: boolean): void {
  const target = isStaff(key) ? tab() : (remember ?? device()?.getItem(SESSION_KEY) != null) ? device() : tab();
  for (const other of placesOf(key)) if (other !== target) other?.removeItem(key);
  try {
    target?.setItem(key, raw);
  } catch {
    // Quota exceeded or storage blocked: the value lives in memory only.
  }
}

export function expiryTime(expiry: Expiry, now = Date.now()): number {
  return 'expiresIn' in expiry ? now + expiry.expiresIn * 1000 : expiry.expiresAt;
}

/** `remember`: true puts a customer entry on this device, false in this tab; left out, it goes with the others. */
export function writeStored<T>(key: string, value: T, expiry?: Expiry, remember?: boolean): void {
  const entry: StoredEntry<T> = { value };
  if (expiry) entry.expires_at = expiryTime(expiry);
  put(key, JSON.stringify(entry), remember);
}

function readFrom<T>(storage: Storage | null, key: string): T | undefined {
  const raw = storage?.getItem(key);
  if (raw == null) return undefined;
  let entry: StoredEntry<T> | undefined;
  try {
    entry = JSON.parse(raw) as StoredEntry<T>;
  } catch {
    entry = undefined;
  }
  if (!entry || typeof entry !== 'object' || !('value' in entry) || (typeof entry.expires_at === 'number' && entry.expires_at <= Date.now())) {
    storage?.removeItem(key);
    return undefined;
  }
  return entry.value;
}

export function readStored<T>(key: string): T | null {
  for (const storage of placesOf(key)) {
    const value = readFrom<T>(storage, key);
    if (value !== undefined) return value;
  }
  return null;
}

/** Whether an entry is stored under `key` (expired or not). */
export const hasStored = (key: string): boolean => holder(key) !== null;

/** Rewrites a stored value in place, keeping its expiry; nothing happens when the entry is absent or expired. */
export function updateStored<T>(key: string, update: (value: T) => T): void {
  const current = readStored<T>(key);
  const storage = holder(key);
  const raw = storage?.getItem(key);
  if (current === null || raw == null) return;
  const entry = JSON.parse(raw) as StoredEntry<T>;
  try {
    storage?.setItem(key, JSON.stringify({ ...entry, value: update(current) }));
  } catch {
    // Quota exceeded or storage blocked: the value lives in memory only.
  }
}

export function removeStored(key: string): void {
  for (const storage of placesOf(key)) storage?.removeItem(key);
}

/**
 * Clears the customer's entries (session, persisted query cache, anything else) on this device and in this tab, or in
 * one `place`, but not the staff console's `staff:` entries: a customer sign-out in the same tab leaves a staff
 * session alone (ADR 042).
 */
export function clearStorage(place?: 'tab' | 'device'): void {
  for (const storage of place ? [backend(place === 'tab' ? 'sessionStorage' : 'localStorage')] : [device(), tab()]) {
    for (const key of customerKeys(storage)) storage?.removeItem(key);
  }
}

/**
 * The customer's raw entries (no expiry envelope) wherever this module puts them: the persisted query cache's
 * storage (lib/query-client.ts createAccountPersister), which then lives and goes with the session.
 */
export const customerEntries = {
  getItem: (key: string): string | null => holder(key)?.getItem(key) ?? null,
  setItem: (key: string, value: string): void => put(key, value),
  removeItem: removeStored,
  keys: (): string[] => [...customerKeys(device()), ...customerKeys(tab())],
};

export type CustomerEntries = typeof customerEntries;
