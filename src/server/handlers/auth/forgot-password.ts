import { ok } from '#server/envelope.js';
import { findUserByEmail, findUserByUsername } from '#server/lib/accounts.js';
import { codeMailOptions, decoySubject, issueCode, resendLocked, userSubject } from '#server/lib/one-time-codes.js';
import { enqueueMailOrRehearse } from '#server/lib/outbox.js';
import { passwordResetCodeMail } from '#server/mail/templates.js';
import { defineHandler } from '#server/handlers/define.js';

export const RESET_REQUESTED = 'If an account matches the details you entered, we have sent a password reset code to its email address.';

/**
 * The same answer, after the same work, whether or not an account matches: an unknown identifier gets a decoy
 * code row (same writes, same 60 s resend lock) and no e-mail. The e-mail goes out of the outbox after the answer.
 */
export const forgotPassword = defineHandler(
  'forgotPassword',
  async (request) => {
    const { type, value } = request.body;
    const { database, config, now: clock } = request.server.ctx;
    const db = database.db;
    const user = type === 'email' ? await findUserByEmail(db, value) : await findUserByUsername(db, value);
    const subject = user ? userSubject(user.id) : decoySubject(`${type}:${value}`);
    const now = clock();
    // The code and its e-mail commit together; an unknown account does the same work without a mail (ADR 028).
    const issued = await db.transaction(async (tx) => {
      const issued = await issueCode(tx, { purpose: 'reset_password', subject, userId: user?.id ?? null, now });
      if ('code' in issued) {
        await enqueueMailOrRehearse(
          tx,
          { to: user?.email ?? 'nobody@invalid', ...passwordResetCodeMail({ publicUrl: config.publicUrl, firstname: user?.firstname ?? 'Customer', code: issued.code }) },
          { ...codeMailOptions('reset_password', subject, now), real: Boolean(user) },
        );
      }
      return issued;
    });
    if (!('code' in issued)) throw resendLocked(issued.retryAfterSeconds);
    request.log.info({ event: 'password_reset_requested', by: type, account_found: Boolean(user), user_id: user?.id }, 'password reset requested');
    request.server.mail.wake();
    return ok(RESET_REQUESTED, null);
  },
  { rateLimit: 'auth' },
);
