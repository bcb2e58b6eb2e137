import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { moneyBacks, type MoneyBackStatus } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { audit, type AuditContext } from '#server/lib/platform/audit.js';
import { counterOf, detailOf, giveBack, postLine } from './holds-and-returns.js';
import { ALREADY_DECIDED, lockedRequest, moveFrom, OWN_APPROVAL, type MoneyBackRow, type MoneyBackServices } from './money-back-row.js';
import { tell } from './tell.js';

/**
 * Four eyes (ADR 051): a request that waits (above the threshold, or past the day's total moved without a second
 * person: lib/ledger/four-eyes.ts) is approved by a second finance or admin person, never its requester, or rejected
 * with a reason — a held debit then comes back.
 */

/**
 * Approves a waiting request (the second of four eyes; finance or admin, never its requester — also a CHECK in the
 * table). An adjustment credit is given now; a held debit stays taken; a refund goes to its gateway (`submitting`).
 */
export async function approveMoneyBack(db: Db, ctx: AuditContext, approverId: number, id: number, s: MoneyBackServices, now: Date): Promise<MoneyBackRow> {
  return db.transaction(async (tx) => {
    const row = await lockedRequest(tx, id);
    if (row.status !== 'awaiting_approval') throw new ApiError(409, ALREADY_DECIDED);
    if (row.requestedBy === approverId) throw new ApiError(403, OWN_APPROVAL);
    const next: MoneyBackStatus = row.kind === 'refund' ? 'submitting' : 'done';
    let moved = (await moveFrom(tx, id, ['awaiting_approval'], { status: next, decidedBy: approverId, decidedAt: now, completedAt: next === 'done' ? now : null, payoutAccount: null }, now))!;
    if (row.trx === null) {
      const trx = await postLine(tx, moved, counterOf(moved), detailOf(moved));
      [moved] = (await tx.update(moneyBacks).set({ trx }).where(eq(moneyBacks.id, id)).returning()) as [MoneyBackRow];
    }
    await audit(tx, ctx, {
      action: 'money_back.approved',
      target: { kind: 'money_back', id },
      details: { user_id: moved.userId, reference: moved.reference, kind: moved.kind, amount: moved.amount, requested_by: moved.requestedBy, status: moved.status },
    });
    if (next === 'done') await tell(tx, moved, 'done', { ...s, now });
    return moved;
  });
}

/** Rejects a waiting request with a reason (finance or admin; its requester may withdraw it): a held debit comes back. */
export async function rejectMoneyBack(db: Db, ctx: AuditContext, deciderId: number | null, id: number, reason: string, s: MoneyBackServices, now: Date): Promise<MoneyBackRow> {
  return db.transaction(async (tx) => {
    const row = await lockedRequest(tx, id);
    if (row.status !== 'awaiting_approval') throw new ApiError(409, ALREADY_DECIDED);
    const returnTrx = await giveBack(tx, row, 'rejected');
    const moved = (await moveFrom(
      tx,
      id,
      ['awaiting_approval'],
      { status: 'rejected', decidedBy: deciderId !== null && deciderId !== row.requestedBy ? deciderId : null, decidedAt: now, decisionReason: reason, returnTrx, completedAt: now, payoutAccount: null },
      now,
    ))!;
    await audit(tx, ctx, {
      action: 'money_back.rejected',
      target: { kind: 'money_back', id },
      details: { user_id: moved.userId, reference: moved.reference, kind: moved.kind, amount: moved.amount, reason, return_trx: returnTrx },
    });
    // A rejected request the customer never heard of needs no e-mail unless money was held from their balance.
    if (returnTrx) await tell(tx, moved, 'rejected', { ...s, now });
    return moved;
  });
}
