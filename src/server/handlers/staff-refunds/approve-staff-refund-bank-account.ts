import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { approveBankDetails } from '#server/lib/money-back/refund-bank-details.js';
import { refundByReference, refundServicesOf, staffRefundViews } from '#server/lib/money-back/refunds.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * The second member approves a refund's waiting bank details (finance, admin; never whoever entered them: 403), and
 * only then are they sent to the gateway (ADR 070).
 */
export const approveStaffRefundBankAccount = defineHandler('approveStaffRefundBankAccount', async (request) => {
  const staff = staffOf(request);
  const s = refundServicesOf({ ...request.server.payments, log: request.log });
  const refund = await refundByReference(s.db, request.params.reference);
  const { row, details, gatewayName } = await approveBankDetails(s, staffContext(staff, request), staff.staffId, refund.id, request.server.ctx.now());
  const [view] = await staffRefundViews(s.db, [row], staff.staffId);
  return ok(`Approved: ${gatewayName} will pay the refund to ${details.accountName}, ${details.bankName} account ending ${details.accountLast4}.`, view!);
});
