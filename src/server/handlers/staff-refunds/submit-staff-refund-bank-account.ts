import { staffContext } from '#server/lib/platform/audit.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { enterBankDetails } from '#server/lib/money-back/refund-bank-details.js';
import { refundByReference, refundServicesOf, staffRefundViews } from '#server/lib/money-back/refunds.js';
import { defineHandler } from '#server/handlers/define.js';

/**
 * The customer's bank account for a refund in needs-attention (finance, admin; ADR 070): resolved with the gateway's
 * account-name lookup, then stored waiting for a different member's approval — nothing is sent to the gateway (202).
 */
export const submitStaffRefundBankAccount = defineHandler('submitStaffRefundBankAccount', async (request) => {
  const staff = staffOf(request);
  const s = refundServicesOf({ ...request.server.payments, log: request.log });
  const refund = await refundByReference(s.db, request.params.reference);
  const { row } = await enterBankDetails(s, staffContext(staff, request), staff.staffId, refund.id, { accountNumber: request.body.account_number, bankCode: request.body.bank_code }, request.server.ctx.now());
  const [view] = await staffRefundViews(s.db, [row], staff.staffId);
  const d = view!.bank_details!;
  return {
    code: 202 as const,
    message: `${d.bank_name} says account ending ${d.account_last4} is ${d.account_name} (the customer is ${d.customer_name}). Nothing was sent: another finance or admin member must approve these details.`,
    data: view!,
  };
});
