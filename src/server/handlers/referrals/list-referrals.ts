import { ok } from '#server/envelope.js';
import { referrals } from '#server/lib/ledger/money-views.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const listReferrals = defineHandler('listReferrals', async (request) => {
  const { user } = customerOf(request);
  return ok('Referred users retrieved successfully.', await referrals(request.server.ctx.database.db, user.id));
});
