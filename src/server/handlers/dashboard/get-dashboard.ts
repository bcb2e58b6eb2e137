import { ok } from '#server/envelope.js';
import { dashboard } from '#server/lib/money-views.js';
import { customerOf } from '#server/lib/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const getDashboard = defineHandler('getDashboard', async (request) => {
  const { user } = customerOf(request);
  const data = await dashboard(request.server.ctx.database.db, user, request.server.ctx.config.publicUrl, request.query);
  return ok('Dashboard retrieved successfully.', data);
});
