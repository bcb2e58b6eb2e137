import { ok } from '#server/envelope.js';
import { referrals } from '#server/lib/money-views.js';
import { principalOf } from '#server/plugins/auth.js';
import { defineHandler } from '#server/handlers/define.js';

export const listReferrals = defineHandler('listReferrals', async (request) => {
  const { user } = principalOf(request);
  return ok('Referred users retrieved successfully.', await referrals(request.server.ctx.database.db, user.id));
});
