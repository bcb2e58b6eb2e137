import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { rejectBankDetails } from '#server/lib/money-back/refund-bank-details.js';
import { refundByReference, refundServicesOf, staffRefundViews } from '#server/lib/money-back/refunds.js';
import { defineHandler } from '#server/handlers/define.js';

/** Rejects a refund's waiting bank details with a reason (finance, admin; ADR 070): erased, nothing sent. */
export const rejectStaffRefundBankAccount = defineHandler('rejectStaffRefundBankAccount', async (request) => {
  const staff = staffOf(request);
  const s = refundServicesOf({ ...request.server.payments, log: request.log });
  const refund = await refundByReference(s.db, request.params.reference);
  const row = await rejectBankDetails(s, staffContext(staff, request), staff.staffId, refund.id, request.body.reason.trim(), request.server.ctx.now());
  const [view] = await staffRefundViews(s.db, [row], staff.staffId);
  return ok('Rejected: nothing was sent. Bank details may be entered again.', view!);
});
