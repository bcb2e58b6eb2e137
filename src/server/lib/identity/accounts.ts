import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { components } from '#generated/api';
import type { Db, Executor } from '#server/db/client.js';
import { cards, users } from '#server/db/schema.js';
import { issueToken } from './tokens.js';
import { API_PREFIX } from '#shared/api.js';

export type UserRow = typeof users.$inferSelect;
type User = components['schemas']['User'];
type AuthSession = components['schemas']['AuthSession'];

/** Case-insensitive equality, served by the lower(...) unique indexes. */
export const lowerEq = (column: AnyPgColumn, value: string): SQL => sql`lower(${column}) = lower(${value})`;

/** The largest id a Postgres integer holds. */
const MAX_INT = 2_147_483_647;

/** A staff list's customer filter (on a query joined with users): an id (digits that fit one), an account number, or an e-mail address (any case). */
export function customerCondition(raw: string): SQL {
  const q = raw.trim();
  if (q.includes('@')) return sql`lower(${users.email}) = lower(${q})`;
  const byAccount = eq(users.accountNumber, q);
  if (/^[0-9]{1,10}$/.test(q) && Number(q) <= MAX_INT) return or(eq(users.id, Number(q)), byAccount)!;
  return byAccount;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(and(lowerEq(users.email, email.trim()), isNull(users.closedAt))).limit(1);
  return user ?? null;
}

export async function findUserByUsername(db: Db, username: string) {
  const [user] = await db.select().from(users).where(and(lowerEq(users.username, username.trim()), isNull(users.closedAt))).limit(1);
  return user ?? null;
}

/**
 * Sign-in accepts either; usernames cannot contain "@", so the two never collide. A closed account (ADR 054) is never
 * found: signing in to it is an unknown account (the same 401 after the same dummy-hash work).
 */
export async function findUserByLogin(db: Db, identifier: string) {
  const value = identifier.trim();
  const [user] = await db
    .select()
    .from(users)
    .where(and(or(lowerEq(users.username, value), lowerEq(users.email, value)), isNull(users.closedAt)))
    .limit(1);
  return user ?? null;
}

export async function findUserById(db: Db, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/** Who a customer is, as the contract's User and Customer (the staff side's view) both begin. */
export const customerIdentity = (user: UserRow) => ({ id: user.id, username: user.username, firstname: user.firstname, lastname: user.lastname, email: user.email });

/** The contract's User: "N/A" for a missing avatar or card. (`_publicUrl`: links are same-origin paths now.) */
export function userView(user: UserRow, _publicUrl: string, cardNumber: string | null = null): User {
  return {
    ...customerIdentity(user),
    mobile: user.mobile,
    mobile_code: user.mobileCode,
    country_code: user.countryName,
    // Same-origin path of getAvatar (the SPA and the API share the origin); the name is random and URL-safe.
    image: user.image ? `${API_PREFIX}/avatars/${user.image}` : 'N/A',
    // The ACTIVE card only (a frozen card shows N/A, so that Link Card is offered for its replacement).
    card_no: cardNumber ?? 'N/A',
    tfa_enabled: user.tfaEnabled,
    email_verified: user.emailVerifiedAt !== null,
    account_number: user.accountNumber,
    referral_code: user.referralCode,
    address: { country: user.addressCountry, city: user.addressCity, address: user.addressLine, zip: user.addressZip },
  };
}

/** The number of the account's ACTIVE (linked) laundry card, or null. */
export async function cardNumberOf(db: Executor, userId: number): Promise<string | null> {
  const [c] = await db.select({ number: cards.number }).from(cards).where(and(eq(cards.userId, userId), eq(cards.status, 'linked')));
  return c?.number ?? null;
}

export const SESSION_SECONDS = { remember: 30 * 24 * 3600, standard: 24 * 3600 } as const;

/** A new session (bearer token) for the user: 30 days with "remember me", otherwise 1 day. */
export async function startSession(db: Db, user: UserRow, opts: { remember: boolean; now: Date; publicUrl: string }): Promise<AuthSession> {
  const lifetime = opts.remember ? SESSION_SECONDS.remember : SESSION_SECONDS.standard;
  const { token, expiresAt } = await issueToken(db, user.id, lifetime, opts.now);
  return { token, token_type: 'Bearer', expires_at: expiresAt.toISOString(), user: userView(user, opts.publicUrl, await cardNumberOf(db, user.id)) };
}

export type SignInOutcome = 'success' | 'failure' | 'second_factor_required';

/** Every sign-in attempt is logged: who (as typed), the outcome and why. Never a password, code or token. */
export function logSignIn(
  request: FastifyRequest,
  entry: { method: 'password' | 'second_factor' | 'email_code'; identifier: string; outcome: SignInOutcome; reason: string; userId?: number },
) {
  const line = { event: 'sign_in', method: entry.method, identifier: entry.identifier.slice(0, 254), outcome: entry.outcome, reason: entry.reason, user_id: entry.userId, ip: request.ip };
  if (entry.outcome === 'failure') request.log.warn(line, 'sign-in attempt failed');
  else request.log.info(line, 'sign-in attempt');
}

/** The Postgres unique-violation constraint name of an error (node-postgres or PGlite, possibly wrapped by Drizzle). */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}

/** The staff side's answer for a customer id that is not there. */
export const CUSTOMER_NOT_FOUND = 'No customer with this id.';
