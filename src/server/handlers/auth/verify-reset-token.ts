import { passwordResetTokens } from '#server/db/schema.js';
import { ok } from '#server/envelope.js';
import { findUserByEmail } from '#server/lib/accounts.js';
import { newSecretToken, sha256 } from '#server/lib/tokens.js';
import { assertUnderFailureLimit, recordFailure } from '#server/lib/failure-limit.js';
import { checkCode, decoySubject, userSubject } from '#server/lib/one-time-codes.js';
import { defineHandler } from '#server/handlers/define.js';
import { codeRejected } from './code-messages.js';

/** Reset tokens (the /reset-password/{code} link) live 15 minutes and work once. */
export const RESET_TOKEN_MS = 15 * 60_000;

export const verifyResetToken = defineHandler(
  'verifyResetToken',
  async (request) => {
    const { email, code } = request.body;
    const { database, now: clock } = request.server.ctx;
    const db = database.db;
    const now = clock();
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
    if (outcome.result !== 'ok') {
      request.log.warn({ event: 'reset_code_rejected', user_id: user?.id, account_found: Boolean(user), reason: outcome.result }, 'password reset code rejected');
      throw codeRejected('code', outcome.result);
    }
    return ok('Code verified. You can now set a new password.', { code: outcome.token! });
  },
  { rateLimit: 'auth' },
);
