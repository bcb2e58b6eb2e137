import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
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

/** The user behind a bearer token, or null when unknown, expired or revoked. */
export async function userForToken(db: Db, token: string, now = new Date()) {
  const [row] = await db
    .select({ tokenId: authTokens.id, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sha256(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)))
    .limit(1);
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
