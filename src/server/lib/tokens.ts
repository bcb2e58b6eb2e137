import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authTokens, users } from '../db/schema.js';

/** 256 random bits, URL-safe. Only its SHA-256 is stored, so a database leak reveals no usable token. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Db, userId: number, lifetimeSeconds: number) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000);
  await db.insert(authTokens).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The user behind a bearer token, or null when unknown, expired or revoked. */
export async function userForToken(db: Db, token: string) {
  const [row] = await db
    .select({ tokenId: authTokens.id, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function revokeToken(db: Db, tokenId: number) {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId));
}
