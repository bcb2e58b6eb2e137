import { created, ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { waitsMessage } from '#server/lib/ledger/four-eyes.js';
import { koboOf } from '#server/lib/platform/money.js';
import { requestRefund } from '#server/lib/money-back/money-back.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { refundServicesOf, refundTargets, staffRefundViews, submitIfDue } from '#server/lib/money-back/refunds.js';
import { defineHandler } from '#server/handlers/define.js';

const MESSAGES = {
  submitting: 'The gateway could not be reached: the refund will be sent as soon as it answers.',
  busy: 'The refund is being sent to the gateway right now; the refunds list shows where it stands.',
  failed: 'The gateway refused the refund: the amount is back on the customer\'s balance.',
} as const;

/**
 * Asks for a refund of a top-up (finance, admin): the core takes the amount from the balance (lib/money-back/money-back.ts), and
 * after its commit — never inside it — a refund up to the threshold is sent to its gateway (lib/money-back/refunds.ts).
 */
export const createStaffRefund = defineHandler('createStaffRefund', async (request) => {
  const staff = staffOf(request);
  const { now } = request.server.ctx;
  const s = refundServicesOf({ ...request.server.payments, log: request.log });
  const ctx = staffContext(staff, request);
  const body = request.body;
  const key = String(request.headers['idempotency-key']);
  const target = await refundTargets(s.db, body.deposit_reference, body.ticket);
  const asked = await requestRefund(s.db, ctx, { staffId: staff.staffId }, { depositId: target.depositId, amountKobo: koboOf(body.amount), reason: body.reason, ticketId: target.ticketId, requestKey: key }, s, now());
  const { row, result } = await submitIfDue(s, ctx, asked.row, now);
  const [view] = await staffRefundViews(s.db, [row], staff.staffId);
  if (!asked.created) return ok('This refund was already asked for; nothing was moved again.', view!);
  const gatewayName = s.gateways.get(row.gateway as 'paystack')?.name ?? row.gateway;
  const said = row.status === 'submitting' && result === 'busy' ? 'busy' : row.status;
  const message =
    said === 'awaiting_approval' ? waitsMessage('refund', row.approvalNeededBecause) : said in MESSAGES ? MESSAGES[said as keyof typeof MESSAGES] : `The refund was sent to ${gatewayName}.`;
  return created(message, view!);
});
