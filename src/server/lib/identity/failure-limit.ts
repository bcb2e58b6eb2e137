import { and, count, eq, gt, inArray, min } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { authFailures } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';

/**
 * Failed attempts per subject (an account, `u:<id>`, or an unknown identifier, `x:<hash>`) and hour, in the database
 * so that every instance counts together. Each factor has its own counter, so guessing one never locks out another
 * (NIST SP 800-63B §5.2.2: at most 100 consecutive failures per account):
 *   - `password`: wrong passwords at sign-in;
 *   - `email_code`: wrong e-mail codes (verification, password reset) — a code that is already dead or absent
 *     costs nothing, so a stranger who only knows the address can exhaust codes, not the account;
 *   - `totp`: wrong or replayed authenticator codes.
 */
export const MAX_FAILURES_PER_HOUR = 100;
const HOUR_MS = 3600_000;

export type FailureKind = 'password' | 'verify_email' | 'reset_password' | 'totp';
export const COUNTERS = {
  password: ['password'],
  email_code: ['verify_email', 'reset_password'],
  totp: ['totp'],
} as const satisfies Record<string, readonly FailureKind[]>;
export type Counter = keyof typeof COUNTERS;
const counterOf = (kind: FailureKind): Counter => (Object.keys(COUNTERS) as Counter[]).find((c) => (COUNTERS[c] as readonly string[]).includes(kind))!;

async function recent(db: Db, subject: string, counter: Counter, now: Date) {
  const since = new Date(now.getTime() - HOUR_MS);
  const [row] = await db
    .select({ n: count(), oldest: min(authFailures.createdAt) })
    .from(authFailures)
    .where(and(eq(authFailures.subject, subject), inArray(authFailures.kind, [...COUNTERS[counter]]), gt(authFailures.createdAt, since)));
  return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest).getTime() : now.getTime() };
}

/** 429 with Retry-After once the subject has 100 failures of this counter within the last hour. */
export async function assertUnderFailureLimit(db: Db, subject: string, counter: Counter, now: Date) {
  const { n, oldest } = await recent(db, subject, counter, now);
  if (n < MAX_FAILURES_PER_HOUR) return;
  const seconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  throw new ApiError(
    429,
    counter === 'password' ? `Too many failed sign-in attempts. ${wait}` : `Too many failed attempts on this account. ${wait}`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** Records one failure; answers true when this failure is the one that reached the limit (to notify the owner once). */
export async function recordFailure(db: Db, subject: string, kind: FailureKind, now: Date, userId: number | null = null): Promise<boolean> {
  await db.insert(authFailures).values({ subject, userId, kind, createdAt: now });
  const { n } = await recent(db, subject, counterOf(kind), now);
  return n === MAX_FAILURES_PER_HOUR;
}
