import { ok } from '../../envelope.js';
import { switchTwoFactor } from '../../lib/authenticator-code.js';
import { principalOf } from '../../plugins/auth.js';
import type { OperationRequest } from '../define.js';

/** The body of enableTwoFactor and disableTwoFactor: the signed-in user's current code switches two-factor on or off. */
export const twoFactorSwitch =
  (enable: boolean) => async (request: OperationRequest<'enableTwoFactor'> | OperationRequest<'disableTwoFactor'>) => {
    await switchTwoFactor(request, principalOf(request).user, request.body.code, enable);
    return ok(`Two-factor authentication has been ${enable ? 'enabled' : 'disabled'}.`, null);
  };
