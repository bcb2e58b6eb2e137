import { ok } from '#server/envelope.js';
import { logSignIn } from '#server/lib/identity/accounts.js';
import { verifyEmail } from '#server/lib/identity/sign-up.js';
import { defineHandler } from '#server/handlers/define.js';
import { codeRejected } from './code-messages.js';

/** Verifies the e-mail address with the code and signs the user in, in one transaction (lib/identity/sign-up.ts). */
export const verifyOtp = defineHandler(
  'verifyOtp',
  async (request) => {
    const { email, otp } = request.body;
    const { database, config, now } = request.server.ctx;
    const verified = await verifyEmail(database.db, { email, otp }, { now: now(), publicUrl: config.publicUrl });
    logSignIn(request, { method: 'email_code', identifier: email, ...verified.log });
    if (verified.result !== 'ok') throw codeRejected('otp', verified.result);
    return ok(`Your email address has been verified. Welcome to e-laundry!`, verified.session);
  },
  { rateLimit: 'auth' },
);
