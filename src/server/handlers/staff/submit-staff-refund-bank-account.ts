import { ok } from '#server/envelope.js';
import { staffContext } from '#server/lib/audit.js';
import { staffOf } from '#server/lib/principal.js';
import { refundByReference, refundServicesOf, staffRefundViews, submitBankDetails } from '#server/lib/refunds.js';
import { defineHandler } from '#server/handlers/define.js';

/** The customer's bank account for a refund in needs-attention (finance, admin): sent to the gateway, last 4 kept. */
export const submitStaffRefundBankAccount = defineHandler('submitStaffRefundBankAccount', async (request) => {
  const staff = staffOf(request);
  const s = refundServicesOf({ ...request.server.payments, log: request.log });
  const refund = await refundByReference(s.db, request.params.reference);
  const row = await submitBankDetails(s, staffContext(staff, request), refund.id, { accountNumber: request.body.account_number, bankCode: request.body.bank_code }, request.server.ctx.now());
  const [view] = await staffRefundViews(s.db, [row]);
  const name = s.gateways.get(row.gateway as 'paystack')?.name ?? row.gateway;
  return ok(`${name} will pay the refund to the account ending ${row.bankAccountLast4 ?? request.body.account_number.slice(-4)}.`, view!);
});
