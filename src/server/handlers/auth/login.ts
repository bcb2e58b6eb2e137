import { ok } from '#server/envelope.js';
import { customerSignIn, signInWithPassword } from '#server/lib/identity/sign-in.js';
import { defineHandler } from '#server/handlers/define.js';

/** Sign-in with a password (lib/identity/sign-in.ts: failure limits, decoys, the two-factor challenge, logging). */
export const login = defineHandler(
  'login',
  async (request) => {
    const { username_or_email: identifier, password, remember = false } = request.body;
    const result = await signInWithPassword(request, customerSignIn, { identifier, password, remember });
    if (result.kind === 'challenge') return ok('Enter the 6-digit code from your authenticator app.', { tfa_required: true, challenge: result.challenge });
    return ok(`Login successful. Welcome back, ${result.account.firstname}!`, result.session);
  },
  { rateLimit: 'auth' },
);
