import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { authFailures } from '../db/schema.js';
import { ApiError } from '../envelope.js';

/** At most 100 wrong codes (e-mailed or authenticator) per account and hour; then 429 until the oldest ages out. */
export const MAX_FAILURES_PER_HOUR = 100;
const HOUR_MS = 3600_000;

export type FailureKind = 'verify_email' | 'reset_password' | 'totp';

export async function assertUnderFailureLimit(db: Db, userId: number, now: Date) {
  const since = new Date(now.getTime() - HOUR_MS);
  const [row] = await db
    .select({ n: count(), oldest: min(authFailures.createdAt) })
    .from(authFailures)
    .where(and(eq(authFailures.userId, userId), gt(authFailures.createdAt, since)));
  if (!row || row.n < MAX_FAILURES_PER_HOUR) return;
  const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
  const seconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new ApiError(
    429,
    `Too many failed attempts on this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

export async function recordFailure(db: Db, userId: number, kind: FailureKind, now: Date) {
  await db.insert(authFailures).values({ userId, kind, createdAt: now });
}
