import { ok } from '#server/envelope.js';
import { verifyResetCode } from '#server/lib/identity/password-reset.js';
import { defineHandler } from '#server/handlers/define.js';
import { codeRejected } from './code-messages.js';

/** Trades the e-mailed reset code for the token of the /reset-password/{code} link (lib/identity/password-reset.ts). */
export const verifyResetToken = defineHandler(
  'verifyResetToken',
  async (request) => {
    const { email, code } = request.body;
    const { database, now } = request.server.ctx;
    const checked = await verifyResetCode(database.db, { email, code }, now());
    if (checked.result !== 'ok') {
      const { user } = checked;
      request.log.warn({ event: 'reset_code_rejected', user_id: user?.id, account_found: Boolean(user), reason: checked.result }, 'password reset code rejected');
      throw codeRejected('code', checked.result);
    }
    return ok('Code verified. You can now set a new password.', { code: checked.token });
  },
  { rateLimit: 'auth' },
);
