import { ok } from '../../envelope.js';
import { switchTwoFactor } from '../../lib/authenticator-code.js';
import { principalOf } from '../../plugins/auth.js';
import { defineHandler } from '../define.js';

export const enableTwoFactor = defineHandler(
  'enableTwoFactor',
  async (request) => {
    await switchTwoFactor(request, principalOf(request).user, request.body.code, true);
    return ok('Two-factor authentication has been enabled.', null);
  },
  { rateLimit: 'auth' },
);
