import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { oneTimeCodes } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';

/**
 * Six-digit one-time codes: crypto-random, stored as an HMAC-SHA256 under a per-code salt, valid 10 minutes,
 * single use, 5 tries per code, a resend replaces the code and is refused within 60 s of the previous send.
 * Each rule is enforced by a single conditional UPDATE, so parallel requests cannot both win.
 */
export type CodePurpose = 'verify_email' | 'reset_password';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_LOCK_MS = 60_000;
export const MAX_CODE_TRIES = 5;

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const digest = (salt: string, code: string) => createHmac('sha256', salt).update(code).digest();

export const userSubject = (userId: number) => `u:${userId}`;
/** The subject of an identifier that matches no account (a decoy: same work, same locks, never verifiable). */
export const decoySubject = (identifier: string) => `x:${createHash('sha256').update(identifier.trim().toLowerCase()).digest('hex')}`;

export type IssueResult = { code: string } | { retryAfterSeconds: number };

/** Creates or replaces the code of (purpose, subject), unless one was sent less than 60 s ago. */
export async function issueCode(
  db: Db,
  opts: { purpose: CodePurpose; subject: string; userId: number | null; now: Date },
): Promise<IssueResult> {
  const { purpose, subject, userId, now } = opts;
  const code = newCode();
  const salt = randomBytes(16).toString('hex');
  const values = {
    userId,
    codeHash: digest(salt, code).toString('hex'),
    salt,
    attempts: 0,
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    usedAt: null,
  };
  const rows = await db
    .insert(oneTimeCodes)
    .values({ purpose, subject, ...values })
    .onConflictDoUpdate({
      target: [oneTimeCodes.purpose, oneTimeCodes.subject],
      set: values,
      setWhere: lte(oneTimeCodes.sentAt, new Date(now.getTime() - RESEND_LOCK_MS)),
    })
    .returning({ id: oneTimeCodes.id });
  if (rows.length) return { code };
  const [row] = await db
    .select({ sentAt: oneTimeCodes.sentAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.subject, subject)));
  const left = row ? row.sentAt.getTime() + RESEND_LOCK_MS - now.getTime() : RESEND_LOCK_MS;
  return { retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
}

/**
 * The outbox options of the e-mail carrying a code issued at `now`: one mail per issue (a resend within 60 s is
 * refused, so the issue time names it), dropped unsent once the code has expired.
 */
export const codeMailOptions = (purpose: CodePurpose, subject: string, now: Date) => ({
  key: `code:${purpose}:${subject}:${now.getTime()}`,
  discardAfter: new Date(now.getTime() + CODE_TTL_MS),
});

/** 429 of a resend within 60 s, with the seconds left (contract: OtpResendLocked). */
export const resendLocked = (seconds: number) =>
  new ApiError(429, `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`, undefined, {
    'retry-after': String(seconds),
  });

/**
 * - `ok`: the code was right and is now used (run this inside the transaction that acts on it);
 * - `wrong`: a wrong code, tries remain; `exhausted`: this wrong try was the last one, a new code is needed;
 * - `dead`: the code had no tries left already (no try was taken: it costs the account nothing);
 * - `invalid`: no live code (never sent, expired, already used, or replaced).
 * Only `wrong` and `exhausted` are failures to count against the account.
 */
export type CheckResult = 'ok' | 'wrong' | 'exhausted' | 'dead' | 'invalid';

export async function checkCode(db: Db, opts: { purpose: CodePurpose; subject: string; code: string; now: Date }): Promise<CheckResult> {
  const { purpose, subject, code, now } = opts;
  const live = and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.subject, subject), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now));
  // Take one try first (atomically), then compare: parallel guesses cannot exceed the 5 tries.
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(live, lt(oneTimeCodes.attempts, MAX_CODE_TRIES)))
    .returning();
  if (!row) {
    const [dead] = await db.select({ attempts: oneTimeCodes.attempts }).from(oneTimeCodes).where(live);
    return dead && dead.attempts >= MAX_CODE_TRIES ? 'dead' : 'invalid';
  }
  if (!row.userId || !timingSafeEqual(digest(row.salt, code), Buffer.from(row.codeHash, 'hex'))) {
    return row.attempts >= MAX_CODE_TRIES ? 'exhausted' : 'wrong';
  }
  const claimed = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return claimed.length ? 'ok' : 'invalid';
}
