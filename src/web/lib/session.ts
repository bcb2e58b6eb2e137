import type { components } from '#generated/api';
import { SESSION_KEY, clearStorage, hasStored, readStored } from './storage';
import { createStore, useStore } from './store';

/** The signed-in customer as the API describes it (generated from the contract, openapi/). */
export type User = components['schemas']['User'];

/** A signed-in session as login / OTP verification answer it: {token, token_type, expires_at, user}. */
export type AuthSession = components['schemas']['AuthSession'];

/** What the session keeps about the user: the token from login plus the User fields. */
export type SessionUser = User & Pick<AuthSession, 'token'>;

export interface Session {
  logged_in: boolean;
  user: SessionUser | null;
}

export { SESSION_KEY };
export const LOGGED_OUT: Session = { logged_in: false, user: null };

function load(): Session {
  const present = hasStored(SESSION_KEY);
  const stored = readStored<Session>(SESSION_KEY);
  if (stored?.logged_in && stored.user?.token) return stored;
  // An expired (or unreadable) session takes the rest of the customer's entries with it, in both places; without one
  // the device keeps nothing of a customer's (ADR 062).
  clearStorage(present ? undefined : 'device');
  return LOGGED_OUT;
}

/**
 * The session lives in a small external store (lib/store.ts) so that non-React code (the API middleware, the public
 * header's sign-out) reads and resets the same value the components render. What reads it stays here, in the root
 * bundle; what changes it (sign-in, sign-out, an updated user) is `lib/session-updates.ts`, loaded only by the
 * screens that do so (ADR 009, ADR 062).
 */
export const sessionStore = createStore<Session>(load());

export function useSession(): Session {
  return useStore(sessionStore);
}

export function getSession(): Session {
  return sessionStore.get();
}

export function getToken(): string | null {
  const { logged_in, user } = getSession();
  return logged_in && user ? user.token : null;
}

/** Re-reads the stored session (used after storage changes outside the app, and by tests). */
export function reloadSession(): void {
  sessionStore.set(load());
}
