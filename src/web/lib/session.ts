import type { components } from '#generated/api';
import { clearStorage, hasStored, readStored, updateStored, writeStored, type Expiry } from './storage';
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

export const SESSION_KEY = 'session';
const LOGGED_OUT: Session = { logged_in: false, user: null };

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
 * header's sign-out) reads and resets the same value the components render.
 */
const sessionStore = createStore<Session>(load());

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

/**
 * Saves the signed-in user (token + User fields) to the session store and to storage: this tab's (sessionStorage),
 * or this device's (localStorage) with `remember` — "Remember me" (ADR 062). Whatever an earlier sign-in left, in
 * either place, goes first. `expiry` (seconds from now, or an absolute timestamp in ms) makes the stored copy vanish
 * when it is read after that time, e.g. `{ expiresAt: Date.parse(data.expires_at) }` from the login answer.
 */
export function startSession(user: SessionUser, expiry?: Expiry, remember = false): void {
  const session: Session = { logged_in: true, user };
  clearStorage();
  writeStored(SESSION_KEY, session, expiry, remember);
  sessionStore.set(session);
}

/** Starts the session from a login / verification answer; the stored copy expires with the token. */
export function startAuthSession(auth: AuthSession, remember = false): void {
  const expiresAt = Date.parse(auth.expires_at);
  startSession({ ...auth.user, token: auth.token }, Number.isFinite(expiresAt) ? { expiresAt } : undefined, remember);
}

/**
 * Changes fields of the signed-in user in place (the stored copy keeps its expiry): what the header shows follows at
 * once, e.g. the new avatar after an upload. Does nothing when signed out.
 */
export function updateSessionUser(patch: Partial<User>): void {
  const session = getSession();
  if (!session.logged_in || !session.user) return;
  const user = { ...session.user, ...patch };
  updateStored<Session>(SESSION_KEY, (stored) => ({ ...stored, user: stored.user ? { ...stored.user, ...patch } : stored.user }));
  sessionStore.set({ ...session, user });
}

const clearedListeners = new Set<() => void>();

/**
 * Runs `listener` whenever the session is cleared. The data layer registers its cache here, so that a sign-out from
 * a page that does not load the data layer (the public header) still empties it when it was loaded before.
 */
export function onSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/**
 * Clears the customer's storage in both places (not the staff console's) and resets the session to logged out. Does
 * not call the API or navigate.
 */
export function clearSession(): void {
  clearStorage();
  sessionStore.set(LOGGED_OUT);
  for (const listener of clearedListeners) listener();
}

/** Re-reads the stored session (used after storage changes outside the app, and by tests). */
export function reloadSession(): void {
  sessionStore.set(load());
}
