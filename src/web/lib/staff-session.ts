import type { components } from '#generated/api';
import { readStored, removeStored, updateStored, writeStored } from './storage';
import { createStore, useStore } from './store';

/** A staff member as the API describes it (generated from the contract). */
export type StaffMember = components['schemas']['StaffMember'];
export type StaffSessionAnswer = components['schemas']['StaffSession'];

/**
 * The staff session (ADR 042): its own sessionStorage entry under the `staff:` prefix, never the customer's
 * `session`. A customer sign-out keeps it (lib/storage.ts clearStorage keeps `staff:` entries); a staff sign-out
 * removes only `staff:` entries.
 */
export interface StaffSession {
  token: string;
  staff: StaffMember;
  /** Absolute end of the session (12 h after sign-in), ms. */
  expires_at: number;
  idle_timeout_seconds: number;
}

export const STAFF_PREFIX = 'staff:';
export const STAFF_SESSION_KEY = `${STAFF_PREFIX}session`;
/** Why the last staff session ended (shown once by the staff login). */
export const STAFF_ENDED_KEY = `${STAFF_PREFIX}ended`;
export const SESSION_ENDED_MESSAGE = 'Your staff session has ended. Please sign in again.';

function load(): StaffSession | null {
  return readStored<StaffSession>(STAFF_SESSION_KEY);
}

const store = createStore<StaffSession | null>(load());

export function useStaffSession(): StaffSession | null {
  return useStore(store);
}

export function getStaffSession(): StaffSession | null {
  // The stored copy vanishes when the idle or absolute limit passed (readStored drops expired entries).
  const current = store.get();
  if (current && !load()) store.set(null);
  return store.get();
}

export function getStaffToken(): string | null {
  return getStaffSession()?.token ?? null;
}

function expiryOf(session: StaffSession, now: number): number {
  return Math.min(session.expires_at, now + session.idle_timeout_seconds * 1000);
}

/** Starts the staff session from staffLoginTwoFactor's answer. */
export function startStaffSession(answer: StaffSessionAnswer, now = Date.now()): void {
  const parsed = Date.parse(answer.expires_at);
  const session: StaffSession = {
    token: answer.token,
    staff: answer.staff,
    expires_at: Number.isFinite(parsed) ? parsed : now + 12 * 3600 * 1000,
    idle_timeout_seconds: answer.idle_timeout_seconds,
  };
  removeStored(STAFF_ENDED_KEY);
  writeStored(STAFF_SESSION_KEY, session, { expiresAt: expiryOf(session, now) });
  store.set(session);
}

/** Each staff request pushes the idle limit back, as the server does. */
export function touchStaffSession(now = Date.now()): void {
  const session = getStaffSession();
  if (!session) return;
  writeStored(STAFF_SESSION_KEY, session, { expiresAt: expiryOf(session, now) });
}

/** The member as getStaffMe now answers (roles may have changed). */
export function updateStaffMember(staff: StaffMember): void {
  const session = getStaffSession();
  if (!session) return;
  updateStored<StaffSession>(STAFF_SESSION_KEY, (stored) => ({ ...stored, staff }));
  store.set({ ...session, staff });
}

/** Removes every `staff:` entry (and nothing of the customer's); `reason` is shown by the staff login. */
export function clearStaffSession(reason?: string): void {
  try {
    const storage = window.sessionStorage;
    for (const key of Object.keys(storage)) if (key.startsWith(STAFF_PREFIX)) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
  if (reason) writeStored(STAFF_ENDED_KEY, reason);
  store.set(null);
}

/** The reason the last session ended, once. */
export function takeEndedReason(): string | null {
  const reason = readStored<string>(STAFF_ENDED_KEY);
  removeStored(STAFF_ENDED_KEY);
  return reason;
}
