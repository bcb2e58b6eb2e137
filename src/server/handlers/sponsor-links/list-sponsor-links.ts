import { ok } from '#server/envelope.js';
import { listLinks } from '#server/lib/payments/sponsor-links.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const listSponsorLinks = defineHandler('listSponsorLinks', async (request) => {
  const { user } = customerOf(request);
  const { ctx } = request.server;
  return ok('Sponsor links retrieved successfully.', await listLinks(ctx.database.db, ctx.config, user.id, ctx.now()));
});
