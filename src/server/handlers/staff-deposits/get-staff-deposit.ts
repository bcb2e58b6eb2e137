import { ok } from '#server/envelope.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { staffDeposit } from '#server/lib/payments/staff-deposits.js';
import { defineHandler } from '#server/handlers/define.js';

/** One deposit as stored, with its ledger entry, customer and re-verifications (finance, admin). Never asks the gateway. */
export const getStaffDeposit = defineHandler('getStaffDeposit', async (request) => {
  staffOf(request);
  return ok('Deposit retrieved successfully.', await staffDeposit(request.server.ctx.database.db, request.server.payments.gateways, request.params.id));
});
