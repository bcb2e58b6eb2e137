import { ok } from '#server/envelope.js';
import { signInWithSecondFactor } from '#server/lib/identity/sign-in.js';
import { staffSignIn } from '#server/lib/identity/staff.js';
import { defineHandler } from '#server/handlers/define.js';

/** Staff sign-in, second step: the challenge and an authenticator code give a staff session (audited). */
export const staffLoginTwoFactor = defineHandler(
  'staffLoginTwoFactor',
  async (request) => {
    const { challenge, code } = request.body;
    const { account, session } = await signInWithSecondFactor(request, staffSignIn(request), { challenge, code });
    return ok(`Welcome back, ${account.name}.`, session);
  },
  { rateLimit: 'auth' },
);
