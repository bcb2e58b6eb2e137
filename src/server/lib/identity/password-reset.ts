import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { loginChallenges, passwordResetTokens, users } from '#server/db/schema.js';
import { fieldError } from '#server/envelope.js';
import { passwordChangedMail, passwordResetCodeMail } from '#server/mail/templates.js';
import { enqueueMail, enqueueMailOrRehearse } from '#server/lib/platform/outbox.js';
import { findUserByEmail, findUserByUsername, type UserRow } from './accounts.js';
import { assertUnderFailureLimit, recordFailure } from './failure-limit.js';
import { checkCode, codeMailOptions, decoySubject, issueCode, userSubject, type CheckResult, type IssueResult } from './one-time-codes.js';
import { hashPassword } from './passwords.js';
import { newSecretToken, revokeUserTokens, sha256 } from './tokens.js';

/**
 * A forgotten password, in three steps: a six-digit code by e-mail (forgotPassword), the code traded for a reset link
 * token (verifyResetToken), the new password set with the token (resetPassword). The first two never say whether an
 * account matches: an unknown identifier does the same work on its decoy code row, with no e-mail. The handlers log,
 * wake the outbox and answer.
 */

/** Reset tokens (the /reset-password/{code} link) live 15 minutes and work once. */
export const RESET_TOKEN_MS = 15 * 60_000;
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

/**
 * Issues a reset code for the account of an e-mail address or username. The same result, after the same work,
 * whether or not an account matches: an unknown identifier gets a decoy code row (same writes, same 60 s resend lock)
 * and no e-mail. The code and its e-mail commit together (ADR 028); the e-mail goes out of the outbox after the answer.
 */
export async function requestPasswordReset(
  db: Db,
  input: { type: 'email' | 'username'; value: string },
  opts: { now: Date; publicUrl: string },
): Promise<{ user: UserRow | null; issued: IssueResult }> {
  const { type, value } = input;
  const { now, publicUrl } = opts;
  const user = type === 'email' ? await findUserByEmail(db, value) : await findUserByUsername(db, value);
  const subject = user ? userSubject(user.id) : decoySubject(`${type}:${value}`);
  const issued = await db.transaction(async (tx) => {
    const issued = await issueCode(tx, { purpose: 'reset_password', subject, userId: user?.id ?? null, now });
    if ('code' in issued) {
      await enqueueMailOrRehearse(
        tx,
        { to: user?.email ?? 'nobody@invalid', ...passwordResetCodeMail({ publicUrl, firstname: user?.firstname ?? 'Customer', code: issued.code }) },
        { ...codeMailOptions('reset_password', subject, now), real: Boolean(user) },
      );
    }
    return issued;
  });
  return { user, issued };
}

/** What verifyResetCode did: the reset token of a good code, or why the code was not taken. */
export type ResetCodeCheck = { user: UserRow | null } & ({ result: 'ok'; token: string } | { result: Exclude<CheckResult, 'ok'> });

/** Trades a reset code for a reset token (15 minutes, once). An unknown address takes the same path on its decoy. */
export async function verifyResetCode(db: Db, input: { email: string; code: string }, now: Date): Promise<ResetCodeCheck> {
  const { email, code } = input;
  const user = await findUserByEmail(db, email);
  // An unknown address takes the same path on its decoy (forgotPassword issues decoy codes): same answers.
  const subject = user ? userSubject(user.id) : decoySubject(`email:${email}`);
  await assertUnderFailureLimit(db, subject, 'email_code', now);

  const outcome = await db.transaction(async (tx) => {
    const result = await checkCode(tx, { purpose: 'reset_password', subject, code, now });
    if (result === 'wrong' || result === 'exhausted') await recordFailure(tx, subject, 'reset_password', now, user?.id);
    if (result !== 'ok' || !user) return { result: result === 'ok' ? ('invalid' as const) : result };
    const token = newSecretToken();
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MS),
      createdAt: now,
    });
    return { result, token };
  });
  if (outcome.result !== 'ok') return { user, result: outcome.result };
  return { user, result: 'ok', token: outcome.token! };
}

/**
 * Sets the new password, ends every session of the account and spends the reset token, in one transaction; returns
 * the account's id. Two-factor authentication stays as it was: the next sign-in still asks for the authenticator code.
 * An unknown, used or expired token is a 422 on `code`.
 */
export async function resetPassword(db: Db, input: { code: string; password: string }, opts: { now: Date; publicUrl: string }): Promise<number> {
  const { password, code } = input;
  const { now, publicUrl } = opts;
  const live = and(eq(passwordResetTokens.tokenHash, sha256(code)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));

  const [pending] = await db.select().from(passwordResetTokens).where(live).limit(1);
  if (!pending) throw fieldError('code', RESET_LINK_INVALID);
  const passwordHash = await hashPassword(password);

  const done = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, pending.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (!claimed.length) return false;
    await tx
      .update(users)
      // The reset code reached the mailbox: that proves the address, as a verification code would.
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(eq(users.id, pending.userId));
    await revokeUserTokens(tx, pending.userId, now);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, pending.userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(loginChallenges)
      .set({ usedAt: now })
      .where(and(eq(loginChallenges.userId, pending.userId), isNull(loginChallenges.usedAt)));
    const [user] = await tx.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, pending.userId));
    if (user) {
      await enqueueMail(tx, { to: user.email, ...passwordChangedMail({ publicUrl, firstname: user.firstname, how: 'reset' }) }, { key: `password-reset:${pending.id}` });
    }
    return true;
  });
  if (!done) throw fieldError('code', RESET_LINK_INVALID);
  return pending.userId;
}
