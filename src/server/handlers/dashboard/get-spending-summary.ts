import { ok } from '#server/envelope.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { spendingSummary } from '#server/lib/ledger/spending.js';
import { defineHandler } from '#server/handlers/define.js';

export const getSpendingSummary = defineHandler('getSpendingSummary', async (request) => {
  const { user } = customerOf(request);
  const data = await spendingSummary(request.server.ctx.database.db, user);
  return ok('Spending summary retrieved successfully.', data);
});
