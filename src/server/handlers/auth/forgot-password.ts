import { ok } from '#server/envelope.js';
import { resendLocked } from '#server/lib/identity/one-time-codes.js';
import { requestPasswordReset } from '#server/lib/identity/password-reset.js';
import { defineHandler } from '#server/handlers/define.js';

export const RESET_REQUESTED = 'If an account matches the details you entered, we have sent a password reset code to its email address.';

/**
 * The same answer, after the same work, whether or not an account matches (lib/identity/password-reset.ts: an
 * unknown identifier gets a decoy code row and no e-mail). The e-mail goes out of the outbox after the answer.
 */
export const forgotPassword = defineHandler(
  'forgotPassword',
  async (request) => {
    const { type, value } = request.body;
    const { database, config, now } = request.server.ctx;
    const { user, issued } = await requestPasswordReset(database.db, { type, value }, { now: now(), publicUrl: config.publicUrl });
    if (!('code' in issued)) throw resendLocked(issued.retryAfterSeconds);
    request.log.info({ event: 'password_reset_requested', by: type, account_found: Boolean(user), user_id: user?.id }, 'password reset requested');
    request.server.mail.wake();
    return ok(RESET_REQUESTED, null);
  },
  { rateLimit: 'auth' },
);
