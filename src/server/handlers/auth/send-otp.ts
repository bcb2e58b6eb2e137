import { ok } from '#server/envelope.js';
import { findUserByEmail } from '#server/lib/accounts.js';
import { codeMailOptions, decoySubject, issueCode, resendLocked, userSubject } from '#server/lib/one-time-codes.js';
import { enqueueMailOrRehearse } from '#server/lib/outbox.js';
import { verificationCodeMail } from '#server/mail/templates.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * A new verification code for an unverified account (replacing the old one), at most one a minute. Unknown and
 * already verified addresses get the same answer, the same lock (a decoy row) and the same database work, but no e-mail.
 */
export const sendOtp = defineHandler(
  'sendOtp',
  async (request) => {
    const { email } = request.body;
    const { database, config, now: clock } = request.server.ctx;
    const db = database.db;
    const user = await findUserByEmail(db, email);
    const pending = user && !user.emailVerifiedAt ? user : null;
    const subject = pending ? userSubject(pending.id) : decoySubject(`email:${email}`);
    const now = clock();
    // The code and its e-mail commit together; an unknown address does the same work without a mail (ADR 028).
    const issued = await db.transaction(async (tx) => {
      const issued = await issueCode(tx, { purpose: 'verify_email', subject, userId: pending?.id ?? null, now });
      if ('code' in issued) {
        const to = { email: pending?.email ?? email, firstname: pending?.firstname ?? 'Customer' };
        await enqueueMailOrRehearse(
          tx,
          { to: to.email, ...verificationCodeMail({ publicUrl: config.publicUrl, firstname: to.firstname, email: to.email, code: issued.code }) },
          { ...codeMailOptions('verify_email', subject, now), real: Boolean(pending) },
        );
      }
      return issued;
    });
    if (!('code' in issued)) throw resendLocked(issued.retryAfterSeconds);
    request.server.mail.wake();
    return ok('A new verification code has been sent to your email address.', null);
  },
  { rateLimit: 'auth' },
);
