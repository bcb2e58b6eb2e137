import { ok } from '#server/envelope.js';
import { revokeToken } from '#server/lib/identity/tokens.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** Revokes the token that made this request (other sessions stay). */
export const logout = defineHandler('logout', async (request) => {
  const { tokenId, user } = customerOf(request);
  await revokeToken(request.server.ctx.database.db, tokenId, request.server.ctx.now());
  request.log.info({ event: 'sign_out', user_id: user.id }, 'signed out');
  return ok('You have been logged out successfully.', null);
});
