import { ok } from '#server/envelope.js';
import { customerSignIn, signInWithSecondFactor } from '#server/lib/identity/sign-in.js';
import { defineHandler } from '#server/handlers/define.js';

/** The second step of a sign-in with two-factor on (lib/identity/sign-in.ts: challenge tries, replayed codes, limits, logging). */
export const loginTwoFactor = defineHandler(
  'loginTwoFactor',
  async (request) => {
    const { challenge, code } = request.body;
    const { account, session } = await signInWithSecondFactor(request, customerSignIn, { challenge, code });
    return ok(`Login successful. Welcome back, ${account.firstname}!`, session);
  },
  { rateLimit: 'auth' },
);
