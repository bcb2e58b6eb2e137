import { ok } from '../../envelope.js';
import { switchTwoFactor } from '../../lib/authenticator-code.js';
import { principalOf } from '../../plugins/auth.js';
import { defineHandler } from '../define.js';

/** Needs a current code; forgets the secret, so the next set-up shows a fresh one. */
export const disableTwoFactor = defineHandler(
  'disableTwoFactor',
  async (request) => {
    await switchTwoFactor(request, principalOf(request).user, request.body.code, false);
    return ok('Two-factor authentication has been disabled.', null);
  },
  { rateLimit: 'auth' },
);
