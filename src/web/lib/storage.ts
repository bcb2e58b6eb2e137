/**
 * sessionStorage entries with an optional expiry.
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

function backend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the app then simply keeps nothing.
    return null;
  }
}

export function expiryTime(expiry: Expiry, now = Date.now()): number {
  return 'expiresIn' in expiry ? now + expiry.expiresIn * 1000 : expiry.expiresAt;
}

export function writeStored<T>(key: string, value: T, expiry?: Expiry): void {
  const entry: StoredEntry<T> = { value };
  if (expiry) entry.expires_at = expiryTime(expiry);
  try {
    backend()?.setItem(key, JSON.stringify(entry));
  } catch {
    // Quota exceeded or storage blocked: the value lives in memory only.
  }
}

export function readStored<T>(key: string): T | null {
  const storage = backend();
  const raw = storage?.getItem(key);
  if (raw == null) return null;
  let entry: StoredEntry<T>;
  try {
    entry = JSON.parse(raw) as StoredEntry<T>;
  } catch {
    storage?.removeItem(key);
    return null;
  }
  if (!entry || typeof entry !== 'object' || !('value' in entry)) {
    storage?.removeItem(key);
    return null;
  }
  if (typeof entry.expires_at === 'number' && entry.expires_at <= Date.now()) {
    storage?.removeItem(key);
    return null;
  }
  return entry.value;
}

/** Rewrites a stored value in place, keeping its expiry; nothing happens when the entry is absent or expired. */
export function updateStored<T>(key: string, update: (value: T) => T): void {
  const storage = backend();
  const current = readStored<T>(key);
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
  backend()?.removeItem(key);
}

/**
 * Clears the customer's sessionStorage (session, persisted query cache, anything else) but not the staff console's
 * `staff:` entries: a customer sign-out in the same tab leaves a staff session alone (ADR 042).
 */
export function clearStorage(): void {
  const storage = backend();
  if (!storage) return;
  for (const key of Object.keys(storage)) if (!key.startsWith('staff:')) storage.removeItem(key);
}
