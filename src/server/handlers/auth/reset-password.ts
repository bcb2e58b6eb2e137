import { ok } from '#server/envelope.js';
import { resetPassword as setNewPassword } from '#server/lib/identity/password-reset.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * Sets the new password, ends every session of the account and spends the reset token, in one transaction
 * (lib/identity/password-reset.ts). Two-factor authentication stays as it was.
 */
export const resetPassword = defineHandler(
  'resetPassword',
  async (request) => {
    const { password, code } = request.body;
    const { database, config, now } = request.server.ctx;
    const userId = await setNewPassword(database.db, { code, password }, { now: now(), publicUrl: config.publicUrl });
    request.log.info({ event: 'password_reset', user_id: userId }, 'password reset; every session revoked');
    request.server.mail.wake();
    return ok('Your password has been reset. Please log in with your new password.', null);
  },
  { rateLimit: 'auth' },
);
