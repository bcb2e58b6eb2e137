import { ok } from '#server/envelope.js';
import { dashboard } from '#server/lib/ledger/money-views.js';
import { transferGateway } from '#server/lib/payments/bank-transfers.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

export const getDashboard = defineHandler('getDashboard', async (request) => {
  const { user } = customerOf(request);
  const data = await dashboard(request.server.ctx.database.db, user, request.server.ctx.config.publicUrl, request.query);
  // ADR 056: the dashboard links to "Pay by bank transfer" only when the method is on.
  return ok('Dashboard retrieved successfully.', { ...data, bank_transfer: transferGateway(request.server.payments) !== null });
});
