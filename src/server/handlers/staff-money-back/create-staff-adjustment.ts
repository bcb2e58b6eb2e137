import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { waitsMessage } from '#server/lib/ledger/four-eyes.js';
import { adjustBalance, moneyBackServices, staffMoneyBack } from '#server/lib/money-back/staff-money-back.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * An adjustment of a customer's balance (finance, admin; ADR 051): done at once up to the threshold and within the
 * daily totals (ADR 069), else waiting for a second person — the answer says why. Idempotent by the Idempotency-Key header (as createStaffRefund): 201 for the request this call made,
 * 200 for a replay.
 */
export const createStaffAdjustment = defineHandler('createStaffAdjustment', async (request) => {
  const staff = staffOf(request);
  const { database, config, now } = request.server.ctx;
  const { direction, amount, reason, ticket } = request.body;
  // Required and checked by the contract (common IdempotencyKey) before the handler runs.
  const key = String(request.headers['idempotency-key']);
  const { row, created } = await adjustBalance(
    database.db,
    staffContext(staff, request),
    { staffId: staff.staffId },
    { customerId: request.params.id, direction, amount, reason, ticket, requestKey: key },
    moneyBackServices(config),
    now(),
  );
  const data = await staffMoneyBack(database.db, row.id, staff.staffId);
  if (!created) return { code: 200 as const, message: 'This adjustment was already requested; nothing was moved again.', data };
  const message = data.status === 'awaiting_approval' ? waitsMessage('adjustment', row.approvalNeededBecause) : 'The adjustment is done.';
  return { code: 201 as const, message, data };
});
