import { ok } from '#server/envelope.js';
import { switchTwoFactor } from '#server/lib/identity/authenticator-code.js';
import { customerOf } from '#server/lib/identity/principal.js';
import type { OperationRequest } from '#server/handlers/define.js';

/**
 * The body of enableTwoFactor and disableTwoFactor: the signed-in user's current code switches two-factor on or off,
 * which ends the account's other sessions (this one stays).
 */
export const twoFactorSwitch =
  (enable: boolean) => async (request: OperationRequest<'enableTwoFactor'> | OperationRequest<'disableTwoFactor'>) => {
    const { user, tokenId } = customerOf(request);
    await switchTwoFactor(request, user, request.body.code, enable, tokenId);
    return ok(`Two-factor authentication has been ${enable ? 'enabled' : 'disabled'}.`, null);
  };
