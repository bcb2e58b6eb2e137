import { clearStorage, updateStored, writeStored, type Expiry } from './storage';
import { LOGGED_OUT, SESSION_KEY, getSession, sessionStore, type AuthSession, type Session, type SessionUser, type User } from './session';

/*
 * What changes the session (lib/session.ts keeps what reads it): sign-in, an updated user, sign-out. Apart from
 * lib/session.ts so that the root bundle, which only reads the session, does not carry them (ADR 009, ADR 062).
 */

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

