import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { authTokens, users } from '#server/db/schema.js';

/**
 * Secrets handed to clients are 256 random bits and only their SHA-256 is stored, so a database leak reveals
 * no usable secret. Bearer tokens are URL-safe base64; challenges and reset tokens are hex with an optional prefix.
 */
export const newToken = () => randomBytes(32).toString('base64url');
export const newSecretToken = (prefix = '') => `${prefix}${randomBytes(32).toString('hex')}`;
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function issueToken(db: Db, userId: number, lifetimeSeconds: number, now = new Date()) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
  await db.insert(authTokens).values({ userId, tokenHash: sha256(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/**
 * The bearer check runs on every signed-in request, so its query is built once per database and prepared: drizzle
 * does not rebuild the SQL text from the query builder each time (measured: ~250 µs of CPU per call, more than the
 * rest of a signed-in request), and on PostgreSQL the named statement is parsed and planned once per connection.
 */
const tokenQueries = new WeakMap<Db, ReturnType<typeof prepareUserForToken>>();

function prepareUserForToken(db: Db) {
  return db
    .select({ tokenId: authTokens.id, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(eq(authTokens.tokenHash, sql.placeholder('tokenHash')), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('user_for_token');
}

/** The user behind a bearer token, or null when unknown, expired or revoked. */
export async function userForToken(db: Db, token: string, now = new Date()) {
  let query = tokenQueries.get(db);
  if (!query) tokenQueries.set(db, (query = prepareUserForToken(db)));
  const [row] = await query.execute({ tokenHash: sha256(token), now });
  return row ?? null;
}

export async function revokeToken(db: Db, tokenId: number, now = new Date()) {
  await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Revokes every live session of a user, except `keepTokenId` (the one making the request) when given. */
export async function revokeUserTokens(db: Db, userId: number, now: Date, keepTokenId?: number) {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), keepTokenId === undefined ? undefined : ne(authTokens.id, keepTokenId)),
    );
}
