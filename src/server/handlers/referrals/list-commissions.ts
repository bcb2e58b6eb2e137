import { ok } from '#server/envelope.js';
import { commissionLog } from '#server/lib/money-views.js';
import { principalOf } from '#server/plugins/auth.js';
import { defineHandler } from '#server/handlers/define.js';

export const listCommissions = defineHandler('listCommissions', async (request) => {
  const { user } = principalOf(request);
  return ok('Commission log retrieved successfully.', await commissionLog(request.server.ctx.database.db, user.id));
});
