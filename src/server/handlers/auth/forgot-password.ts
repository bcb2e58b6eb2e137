import { ok } from '#server/envelope.js';
import { findUserByEmail, findUserByUsername } from '#server/lib/accounts.js';
import { decoySubject, issueCode, resendLocked, userSubject } from '#server/lib/one-time-codes.js';
import { passwordResetCodeMail } from '#server/mail/templates.js';
import { defineHandler } from '#server/handlers/define.js';

export const RESET_REQUESTED = 'If an account matches the details you entered, we have sent a password reset code to its email address.';

/**
 * The same answer, after the same work, whether or not an account matches: an unknown identifier gets a decoy
 * code row (same write, same 60 s resend lock) and no e-mail. The e-mail is sent after the answer.
 */
export const forgotPassword = defineHandler(
  'forgotPassword',
  async (request) => {
    const { type, value } = request.body;
    const { database, config, now: clock } = request.server.ctx;
    const db = database.db;
    const user = type === 'email' ? await findUserByEmail(db, value) : await findUserByUsername(db, value);
    const issued = await issueCode(db, {
      purpose: 'reset_password',
      subject: user ? userSubject(user.id) : decoySubject(`${type}:${value}`),
      userId: user?.id ?? null,
      now: clock(),
    });
    if (!('code' in issued)) throw resendLocked(issued.retryAfterSeconds);
    request.log.info({ event: 'password_reset_requested', by: type, account_found: Boolean(user), user_id: user?.id }, 'password reset requested');
    if (user) {
      request.server.mail.sendLater(
        { to: user.email, ...passwordResetCodeMail({ publicUrl: config.publicUrl, firstname: user.firstname, code: issued.code }) },
        request.log,
      );
    }
    return ok(RESET_REQUESTED, null);
  },
  { rateLimit: 'auth' },
);
