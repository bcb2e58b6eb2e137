import { eq } from 'drizzle-orm';
import { deposits } from '#server/db/schema.js';
import { ApiError, ok } from '#server/envelope.js';
import { approvalLimitsView } from '#server/lib/ledger/four-eyes.js';
import { DEPOSIT_NOT_FOUND, refundableOf } from '#server/lib/money-back/money-back.js';
import { money } from '#server/lib/platform/money.js';
import { staffOf } from '#server/lib/identity/principal.js';
import { refundsOfDeposit, staffRefundViews } from '#server/lib/money-back/refunds.js';
import { defineHandler } from '#server/handlers/define.js';

/** A top-up's refunds, what can still be refunded, the approval threshold and daily totals (finance, admin). Stored fields only. */
export const listStaffDepositRefunds = defineHandler('listStaffDepositRefunds', async (request) => {
  const staff = staffOf(request);
  const { db } = request.server.ctx.database;
  const [deposit] = await db.select().from(deposits).where(eq(deposits.id, request.params.id));
  if (!deposit) throw new ApiError(404, DEPOSIT_NOT_FOUND);
  const refundable = deposit.status === 'Success' && request.server.payments.gateways.has(deposit.methodCode as 'paystack');
  const remaining = deposit.status === 'Success' ? Math.max(0, await refundableOf(db, deposit.id, deposit.amount)) : 0;
  return ok('Refunds retrieved successfully.', {
    deposit_reference: deposit.reference,
    refundable,
    remaining: money(remaining),
    ...approvalLimitsView(request.server.ctx.config),
    refunds: await staffRefundViews(db, await refundsOfDeposit(db, deposit.id), staff.staffId),
  });
});
