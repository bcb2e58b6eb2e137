import { created } from '#server/envelope.js';
import { userView } from '#server/lib/identity/accounts.js';
import { signUp } from '#server/lib/identity/sign-up.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * Sign-up (lib/identity/sign-up.ts): a taken address gets the answer a new account gets, after the same work, and
 * its owner is e-mailed instead (issue 23); a taken username or an unknown referral code is a 422.
 */
export const registerUser = defineHandler(
  'registerUser',
  async (request) => {
    const { database, config, now } = request.server.ctx;
    const signedUp = await signUp(database.db, request.body, { now: now(), publicUrl: config.publicUrl });
    if (signedUp.taken) {
      request.log.info({ event: 'sign_up_taken_address', user_id: signedUp.owner.id, pending: signedUp.pending }, 'sign-up with a taken address; the owner was e-mailed');
    } else {
      request.log.info({ event: 'account_created', user_id: signedUp.user.id, referred_by: signedUp.referredBy }, 'account created');
    }
    request.server.mail.wake();
    const { user } = signedUp;
    return created(`Account created successfully. We have sent a verification code to ${user.email}.`, { email: user.email, user: userView(user, config.publicUrl) });
  },
  { rateLimit: 'auth' },
);
