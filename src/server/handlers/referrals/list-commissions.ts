import { ok } from '#server/envelope.js';
import { commissionLog } from '#server/lib/ledger/money-views.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const listCommissions = defineHandler('listCommissions', async (request) => {
  const { user } = customerOf(request);
  return ok('Commission log retrieved successfully.', await commissionLog(request.server.ctx.database.db, user.id));
});
