import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { reverifyDeposit, type ReverifyResult } from '#server/lib/payments/deposits.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { staffDeposit } from '#server/lib/payments/staff-deposits.js';
import { defineHandler } from '#server/handlers/define.js';

const MESSAGES: Record<ReverifyResult, string> = {
  credited: 'The gateway confirmed the payment. The deposit is credited.',
  failed: 'The gateway says this payment did not go through. The deposit is now Failed.',
  pending: 'The gateway has not confirmed this payment yet. The deposit stays Pending.',
  'settled-before': 'This deposit was settled a moment ago by another check.',
};

/** Re-verifies a pending deposit with its gateway: the same call as `ops deposits:recheck --reference` (finance, admin). */
export const reverifyStaffDeposit = defineHandler('reverifyStaffDeposit', async (request) => {
  const staff = staffOf(request);
  const services = { ...request.server.payments, log: request.log };
  const { result, depositId } = await reverifyDeposit(services, staffContext(staff, request), { id: request.params.id }, request.server.ctx.now());
  const deposit = await staffDeposit(services.db, services.gateways, depositId);
  return ok(MESSAGES[result], { result, deposit });
});
