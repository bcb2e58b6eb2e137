import { passwordResetTokens } from '../../db/schema.js';
import { ok } from '../../envelope.js';
import { findUserByEmail } from '../../lib/accounts.js';
import { newSecretToken, sha256 } from '../../lib/tokens.js';
import { assertUnderFailureLimit, recordFailure } from '../../lib/failure-limit.js';
import { checkCode, userSubject } from '../../lib/one-time-codes.js';
import { defineHandler } from '../define.js';
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
    if (!user) throw codeRejected('code', 'invalid');
    await assertUnderFailureLimit(db, user.id, now);

    const outcome = await db.transaction(async (tx) => {
      const result = await checkCode(tx, { purpose: 'reset_password', subject: userSubject(user.id), code, now });
      if (result === 'wrong' || result === 'exhausted') await recordFailure(tx, user.id, 'reset_password', now);
      if (result !== 'ok') return { result };
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
      request.log.warn({ event: 'reset_code_rejected', user_id: user.id, reason: outcome.result }, 'password reset code rejected');
      throw codeRejected('code', outcome.result);
    }
    return ok('Code verified. You can now set a new password.', { code: outcome.token! });
  },
  { rateLimit: 'auth' },
);
