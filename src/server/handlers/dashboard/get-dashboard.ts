import { ok } from '#server/envelope.js';
import { dashboard } from '#server/lib/money-views.js';
import { principalOf } from '#server/plugins/auth.js';
import { defineHandler } from '#server/handlers/define.js';

export const getDashboard = defineHandler('getDashboard', async (request) => {
  const { user } = principalOf(request);
  const data = await dashboard(request.server.ctx.database.db, user, request.server.ctx.config.publicUrl, request.query);
  return ok('Dashboard retrieved successfully.', data);
});
