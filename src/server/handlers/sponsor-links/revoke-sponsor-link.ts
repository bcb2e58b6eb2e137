import { ok } from '#server/envelope.js';
import { revokeLink } from '#server/lib/payments/sponsor-links.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const revokeSponsorLink = defineHandler('revokeSponsorLink', async (request) => {
  const { user } = customerOf(request);
  const { ctx } = request.server;
  const link = await revokeLink(ctx.database.db, ctx.config, user.id, request.params.id, ctx.now());
  return ok('The link was revoked. It can no longer be used to pay.', link);
});
