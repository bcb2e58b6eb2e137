import { ok } from '#server/envelope.js';
import { signInWithPassword } from '#server/lib/identity/sign-in.js';
import { staffSignIn } from '#server/lib/identity/staff.js';
import { defineHandler } from '#server/handlers/define.js';

/** Staff sign-in, first step (lib/identity/sign-in.ts): the right password always leads to the authenticator step. */
export const staffLogin = defineHandler(
  'staffLogin',
  async (request) => {
    const { email, password } = request.body;
    const result = await signInWithPassword(request, staffSignIn(request), { identifier: email, password, remember: false });
    // A staff account always has two-factor on (asAccount in lib/identity/staff.ts): a session here would be a bug.
    if (result.kind !== 'challenge') throw new Error('staff sign-in skipped the second factor');
    return ok('Enter the 6-digit code from your authenticator app.', { tfa_required: true, challenge: result.challenge });
  },
  { rateLimit: 'auth' },
);
