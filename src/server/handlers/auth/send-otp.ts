import { ok } from '#server/envelope.js';
import { findUserByEmail } from '#server/lib/accounts.js';
import { decoySubject, issueCode, resendLocked, userSubject } from '#server/lib/one-time-codes.js';
import { verificationCodeMail } from '#server/mail/templates.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * A new verification code for an unverified account (replacing the old one), at most one a minute. Unknown and
 * already verified addresses get the same answer and the same lock (a decoy row), but no e-mail.
 */
export const sendOtp = defineHandler(
  'sendOtp',
  async (request) => {
    const { email } = request.body;
    const { database, config, now: clock } = request.server.ctx;
    const db = database.db;
    const user = await findUserByEmail(db, email);
    const pending = user && !user.emailVerifiedAt ? user : null;
    const issued = await issueCode(db, {
      purpose: 'verify_email',
      subject: pending ? userSubject(pending.id) : decoySubject(`email:${email}`),
      userId: pending?.id ?? null,
      now: clock(),
    });
    if (!('code' in issued)) throw resendLocked(issued.retryAfterSeconds);
    if (pending) {
      request.server.mail.sendLater(
        { to: pending.email, ...verificationCodeMail({ publicUrl: config.publicUrl, firstname: pending.firstname, email: pending.email, code: issued.code }) },
        request.log,
      );
    }
    return ok('A new verification code has been sent to your email address.', null);
  },
  { rateLimit: 'auth' },
);
