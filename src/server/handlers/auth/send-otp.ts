import { ok } from '#server/envelope.js';
import { resendLocked } from '#server/lib/identity/one-time-codes.js';
import { resendVerificationCode } from '#server/lib/identity/sign-up.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * A new verification code for an unverified account, at most one a minute (lib/identity/sign-up.ts). Unknown and
 * already verified addresses get the same answer, the same lock (a decoy row) and the same database work, but no e-mail.
 */
export const sendOtp = defineHandler(
  'sendOtp',
  async (request) => {
    const { database, config, now } = request.server.ctx;
    const issued = await resendVerificationCode(database.db, request.body.email, { now: now(), publicUrl: config.publicUrl });
    if (!('code' in issued)) throw resendLocked(issued.retryAfterSeconds);
    request.server.mail.wake();
    return ok('A new verification code has been sent to your email address.', null);
  },
  { rateLimit: 'auth' },
);
