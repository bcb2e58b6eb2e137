import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { refundBankDetails, type MoneyBackStatus } from '#server/db/schema.js';
import { audit, inTransaction, type AuditContext } from '#server/lib/platform/audit.js';
import { ACCOUNTS, postSystem } from '#server/lib/ledger/ledger.js';
import { giveBack } from './holds-and-returns.js';
import { lockedRequest, moveFrom, type MoneyBackRow, type MoneyBackServices } from './money-back-row.js';
import { tell } from './tell.js';

/**
 * A refund's final outcome at its gateway, once: processed → the held amount leaves refunds_payable for the gateway's
 * clearing (a system journal `refund_paid`); failed → the compensating credit gives it back to the balance. Both in the
 * transaction of the status move; a second call (a replayed webhook, the job) finds the status moved and does nothing.
 * Returns the moved row, or null when it had already ended.
 */
export async function finishRefund(
  db: Executor,
  ctx: AuditContext,
  id: number,
  outcome: 'processed' | 'failed',
  detail: { gatewayStatus?: string | null; failureReason?: string | null },
  s: MoneyBackServices,
  now: Date,
): Promise<MoneyBackRow | null> {
  return inTransaction(db, async (tx) => {
    const row = await lockedRequest(tx, id);
    if (row.kind !== 'refund') throw new Error(`money back ${id} is not a refund`);
    const open: MoneyBackStatus[] = ['submitting', 'pending', 'processing', 'needs_attention'];
    if (!open.includes(row.status)) return null;
    let returnTrx: string | null = null;
    // Bank details still waiting for a second member (ADR 070) are set aside: the refund no longer needs them.
    await tx
      .update(refundBankDetails)
      .set({ status: 'rejected', decisionReason: `The refund ${outcome === 'processed' ? 'was paid' : 'failed'} at the gateway before these details were approved.`, accountNumberSealed: null, decidedAt: now })
      .where(and(eq(refundBankDetails.moneyBackId, id), eq(refundBankDetails.status, 'waiting')));
    if (outcome === 'processed') {
      await postSystem(tx, {
        account: ACCOUNTS.refundsPayable,
        type: '-',
        amount: row.amount,
        counter: ACCOUNTS.gatewayClearing(row.gateway!),
        detail: `Refund ${row.reference} paid out by ${row.gateway}`,
        cause: { kind: 'refund_paid', id: row.id },
      });
    } else {
      returnTrx = await giveBack(tx, row, 'failed');
    }
    const moved = (await moveFrom(
      tx,
      id,
      open,
      { status: outcome, gatewayStatus: detail.gatewayStatus ?? row.gatewayStatus, failureReason: detail.failureReason ?? null, returnTrx, completedAt: now },
      now,
    ))!;
    await audit(tx, ctx, {
      action: outcome === 'processed' ? 'money_back.refund_processed' : 'money_back.refund_failed',
      target: { kind: 'money_back', id },
      details: { user_id: moved.userId, reference: moved.reference, amount: moved.amount, gateway: moved.gateway, gateway_status: moved.gatewayStatus, return_trx: returnTrx },
    });
    await tell(tx, moved, outcome, { ...s, now });
    return moved;
  });
}
