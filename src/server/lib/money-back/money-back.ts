import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.js';
import { deposits, hubCharges, moneyBacks, serviceCenters } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { formatKobo } from '#shared/money.js';
import { audit, type AuditContext } from '#server/lib/platform/audit.js';
import { approvalNeededBecause } from '#server/lib/ledger/four-eyes.js';
import { lockWallet } from '#server/lib/ledger/ledger.js';
import type { Queued } from '#server/lib/notifications/notifications.js';
import { balanceSplit } from '#server/lib/ledger/referral-credit.js';
import { newReference } from '#server/lib/payments/payments.js';
import { counterOf, detailOf, postLine } from './holds-and-returns.js';
import { KEY_REUSED, PREFIXES, type MoneyBackRow, type MoneyBackServices, type Requester } from './money-back-row.js';
import { tell } from './tell.js';

/**
 * Money given back (docs/decisions/049-money-given-back.md): refunds of top-ups through their gateway, reversals of hub
 * charges whose cycle did not run, and staff adjustments — the way back, held to the same rules as the way in:
 * - one row per request (money_backs), whose money moves as ledger journals caused by it: the wallet line
 *   (`money_back`, id) and, when a held debit is given back (a rejected request, a refund that finally failed), the
 *   compensating credit (`money_back_return`, id) — each at most once, by a unique index on transactions' cause;
 * - the wallet row is locked FIRST (lib/ledger/ledger.ts lock order), then the request row; a status moves only by a
 *   conditional UPDATE from the status the caller saw (`moveFrom`), so of racing callers exactly one moves it;
 * - a debit (a refund, an adjustment debit) is taken from the balance when it is ASKED for — never more than the balance
 *   then — and given back if it is rejected or fails; a credit is given when it is decided;
 * - above `approvalAboveKobo`, or past a daily total of what moved without a second person (lib/ledger/four-eyes.ts, ADR 069),
 *   a staff request waits for a second finance or admin person (four eyes), never its requester;
 * - each outcome is e-mailed to the customer once (the outbox key is the request and its outcome), and the ticket it
 *   answers gets a support message saying what was done; every step is audited in its transaction.
 *
 * This module asks: an adjustment, a refund, a reversal of a hub charge. What every step shares is `money-back-row.ts`;
 * the wallet lines, `holds-and-returns.ts`; telling the customer, `tell.ts`; the second of four eyes, `approvals.ts`; a
 * refund's end at its gateway, `refund-outcome.ts` (its sending, lib/money-back/refunds.ts).
 */

/** Re-exported for lib/cards-hubs/reversals.ts and ops/money.ts, which import them from here. */

/**
 * A request for money back (a reversal, an adjustment), whether this call made it, and how the customer was told of
 * money that moved now (lib/notifications/notifications.ts customerTold).
 */
export type MoneyBackMade = { row: MoneyBackRow; created: boolean; told?: Queued };

async function existingByKey(ex: Executor, key: string | undefined): Promise<MoneyBackRow | null> {
  if (!key) return null;
  const [row] = await ex.select().from(moneyBacks).where(eq(moneyBacks.requestKey, key));
  return row ?? null;
}

/** A request key is the requester's: scoped by who asks so two people's keys never meet. */
const scopedKey = (who: Requester, key: string | undefined) => (key ? `${who.hubId ? `hub:${who.hubId}` : `staff:${who.staffId ?? 'cli'}`}:${key}` : undefined);

function sameRequest(row: MoneyBackRow, want: Partial<MoneyBackRow>): boolean {
  return Object.entries(want).every(([k, v]) => v === undefined || (row as Record<string, unknown>)[k] === v);
}

// ---------------------------------------------------------------- adjustments

export interface AdjustmentInput {
  userId: number;
  direction: '+' | '-';
  amountKobo: number;
  reason: string;
  ticketId?: number | null;
  requestKey?: string;
}

/**
 * An adjustment (finance): a credit or a debit with a reason and optionally a ticket. Up to the threshold it is done at
 * once; above, it waits for a second person — a debit is held from the balance meanwhile, a credit given on approval.
 * Idempotent by the requester's key: the same key answers the first request (a different request with it is a 409).
 */
export async function requestAdjustment(db: Db, ctx: AuditContext, who: Requester, input: AdjustmentInput, s: MoneyBackServices, now: Date): Promise<MoneyBackMade> {
  const key = scopedKey(who, input.requestKey);
  const want = { kind: 'adjustment' as const, userId: input.userId, direction: input.direction, amount: input.amountKobo };
  const first = await existingByKey(db, key);
  if (first) {
    if (!sameRequest(first, want)) throw new ApiError(409, KEY_REUSED);
    return { row: first, created: false };
  }
  const result = await db.transaction(async (tx) => {
    await lockWallet(tx, input.userId);
    const again = await existingByKey(tx, key);
    if (again) return { row: again, created: false };
    const because = await approvalNeededBecause(tx, who, input.userId, input.amountKobo, s, now);
    const waits = because !== null;
    const [inserted] = await tx
      .insert(moneyBacks)
      .values({
        kind: 'adjustment',
        reference: newReference(PREFIXES.adjustment, now),
        userId: input.userId,
        direction: input.direction,
        amount: input.amountKobo,
        ticketId: input.ticketId ?? null,
        reason: input.reason,
        requestedBy: who.staffId,
        requestKey: key ?? null,
        status: waits ? 'awaiting_approval' : 'done',
        approvalNeededBecause: because,
        movedAlone: !waits,
        createdAt: now,
        updatedAt: now,
        completedAt: waits ? null : now,
      })
      .onConflictDoNothing({ target: moneyBacks.requestKey })
      .returning();
    if (!inserted) return { row: (await existingByKey(tx, key))!, created: false };
    let row = inserted;
    // A debit is held at once (the balance may not be spent meanwhile); a credit waits for its approval.
    if (input.direction === '-' || !waits) {
      const trx = await postLine(tx, row, counterOf(row), detailOf(row));
      [row] = await tx.update(moneyBacks).set({ trx }).where(eq(moneyBacks.id, row.id)).returning() as [MoneyBackRow];
    }
    await audit(tx, ctx, {
      action: waits ? 'money_back.requested' : 'money_back.adjusted',
      target: { kind: 'money_back', id: row.id },
      details: { user_id: row.userId, reference: row.reference, kind: row.kind, direction: row.direction, amount: row.amount, reason: row.reason, ticket_id: row.ticketId, status: row.status, ...(because ? { approval_needed_because: because } : {}) },
    });
    const told = waits ? undefined : await tell(tx, row, 'done', { ...s, now });
    return { row, created: true, ...(told ? { told } : {}) };
  });
  if (result.created) return result;
  if (!sameRequest(result.row, want)) throw new ApiError(409, KEY_REUSED);
  return result;
}

// ---------------------------------------------------------------- refunds (the request; the gateway side is lib/money-back/refunds.ts)

export interface RefundInput {
  depositId: number;
  amountKobo: number;
  reason: string;
  ticketId?: number | null;
  requestKey?: string;
}

export const refundTooMuch = (refundableKobo: number) =>
  refundableKobo > 0
    ? `At most ${formatKobo(refundableKobo)} of this top-up can still be refunded. Nothing was moved.`
    : 'This top-up has been refunded in full already. Nothing was moved.';
export const refundOverCash = (s: { balance: number; credit: number; cash: number }) =>
  `The customer's balance is ${formatKobo(s.balance)}, of which ${formatKobo(s.credit)} is referral credit, which is laundry credit only: at most ${formatKobo(s.cash)} can be refunded. Nothing was moved.`;
export const NOT_REFUNDABLE = 'Only a successful top-up paid through a gateway can be refunded.';
export const DEPOSIT_NOT_FOUND = 'No top-up with this id.';

/** What of a top-up can still be refunded: its amount minus every refund that is not rejected or failed. */
export async function refundableOf(ex: Executor, depositId: number, amountKobo: number): Promise<number> {
  const [row] = await ex
    .select({ taken: sql<string>`coalesce(sum(${moneyBacks.amount}), 0)` })
    .from(moneyBacks)
    .where(and(eq(moneyBacks.depositId, depositId), eq(moneyBacks.kind, 'refund'), notInArray(moneyBacks.status, ['rejected', 'failed'])));
  return amountKobo - Number(row?.taken ?? 0);
}

/**
 * Asks for a refund of (part of) a successful top-up through its gateway (finance). Under the customer's wallet lock:
 * never more than the top-up minus what was already refunded (409), never more than the balance (409); the amount is
 * debited at once (counter refunds_payable). Up to the threshold it goes to the gateway (`submitting`, lib/money-back/refunds.ts
 * submits it after the commit), above it waits for a second person.
 */
export async function requestRefund(db: Db, ctx: AuditContext, who: Requester, input: RefundInput, s: MoneyBackServices, now: Date): Promise<{ row: MoneyBackRow; created: boolean }> {
  const key = scopedKey(who, input.requestKey);
  const [deposit] = await db.select().from(deposits).where(eq(deposits.id, input.depositId));
  if (!deposit) throw new ApiError(404, DEPOSIT_NOT_FOUND);
  const want = { kind: 'refund' as const, depositId: deposit.id, amount: input.amountKobo };
  const first = await existingByKey(db, key);
  if (first) {
    if (!sameRequest(first, want)) throw new ApiError(409, KEY_REUSED);
    return { row: first, created: false };
  }
  if (deposit.status !== 'Success') throw new ApiError(409, NOT_REFUNDABLE);
  const result = await db.transaction(async (tx) => {
    await lockWallet(tx, deposit.userId);
    const again = await existingByKey(tx, key);
    if (again) return { row: again, created: false };
    const refundable = await refundableOf(tx, deposit.id, deposit.amount);
    if (input.amountKobo > refundable) throw new ApiError(409, refundTooMuch(refundable));
    // Referral credit is laundry credit only (ADR 071): a refund takes only the cash part of the balance.
    const split = await balanceSplit(tx, deposit.userId);
    if (split.credit > 0 && input.amountKobo > split.cash) throw new ApiError(409, refundOverCash(split));
    const because = await approvalNeededBecause(tx, who, deposit.userId, input.amountKobo, s, now);
    const waits = because !== null;
    const [inserted] = await tx
      .insert(moneyBacks)
      .values({
        kind: 'refund',
        reference: newReference(PREFIXES.refund, now),
        userId: deposit.userId,
        direction: '-',
        amount: input.amountKobo,
        depositId: deposit.id,
        ticketId: input.ticketId ?? null,
        reason: input.reason,
        requestedBy: who.staffId,
        requestKey: key ?? null,
        status: waits ? 'awaiting_approval' : 'submitting',
        approvalNeededBecause: because,
        movedAlone: !waits,
        gateway: deposit.methodCode,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: moneyBacks.requestKey })
      .returning();
    if (!inserted) return { row: (await existingByKey(tx, key))!, created: false };
    const trx = await postLine(tx, inserted, counterOf(inserted), detailOf(inserted, deposit.reference));
    const [row] = (await tx.update(moneyBacks).set({ trx }).where(eq(moneyBacks.id, inserted.id)).returning()) as [MoneyBackRow];
    await audit(tx, ctx, {
      action: 'money_back.requested',
      target: { kind: 'money_back', id: row.id },
      details: { user_id: row.userId, reference: row.reference, kind: 'refund', deposit: deposit.reference, amount: row.amount, reason: row.reason, ticket_id: row.ticketId, status: row.status, ...(because ? { approval_needed_because: because } : {}) },
    });
    return { row, created: true };
  });
  if (result.created) return result;
  if (!sameRequest(result.row, want)) throw new ApiError(409, KEY_REUSED);
  return result;
}

// ---------------------------------------------------------------- reversals of hub charges

export const CHARGE_NOT_FOUND = 'No hub charge with this id.';
export const NOT_REVERSIBLE = 'Only a successful charge of a customer\'s card can be reversed.';

export interface ReversalInput {
  hubChargeId: number;
  reason: string;
  ticketId?: number | null;
}

/**
 * Reverses a hub charge whose cycle did not run: the exact amount back to the wallet, against the hub's revenue, once
 * per charge (unique index) — a retried, replayed or racing report answers the first reversal (`created` false). No
 * four eyes: it only undoes what the hub took. The customer is told as they chose (the money-back alert); the ticket,
 * if any, answered.
 */
export async function reverseHubCharge(db: Db, ctx: AuditContext, who: Requester, input: ReversalInput, s: MoneyBackServices, now: Date): Promise<MoneyBackMade> {
  const [charge] = await db.select().from(hubCharges).where(eq(hubCharges.id, input.hubChargeId));
  if (!charge) throw new ApiError(404, CHARGE_NOT_FOUND);
  const existing = async (ex: Executor) => (await ex.select().from(moneyBacks).where(and(eq(moneyBacks.kind, 'reversal'), eq(moneyBacks.hubChargeId, charge.id))))[0] ?? null;
  const first = await existing(db);
  if (first) return { row: first, created: false };
  if (charge.status !== 201 || charge.userId === null || charge.trx === null || !charge.amount || charge.managementCardId !== null) throw new ApiError(409, NOT_REVERSIBLE);
  const userId = charge.userId;
  return db.transaction(async (tx) => {
    await lockWallet(tx, userId);
    const [inserted] = await tx
      .insert(moneyBacks)
      .values({
        kind: 'reversal',
        reference: newReference(PREFIXES.reversal, now),
        userId,
        direction: '+',
        amount: charge.amount!,
        hubChargeId: charge.id,
        compensatesTrx: charge.trx,
        ticketId: input.ticketId ?? null,
        reason: input.reason,
        requestedBy: who.staffId,
        requestedByHub: who.hubId ?? null,
        status: 'done',
        createdAt: now,
        updatedAt: now,
        completedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return { row: (await existing(tx))!, created: false };
    const trx = await postLine(tx, inserted, counterOf(inserted, charge.serviceCenterId), detailOf(inserted));
    const [row] = (await tx.update(moneyBacks).set({ trx }).where(eq(moneyBacks.id, inserted.id)).returning()) as [MoneyBackRow];
    const [hub] = await tx.select({ name: serviceCenters.name }).from(serviceCenters).where(eq(serviceCenters.id, charge.serviceCenterId));
    await audit(tx, ctx, {
      action: 'money_back.reversed',
      target: { kind: 'money_back', id: row.id },
      details: { user_id: userId, reference: row.reference, hub_charge_id: charge.id, charge_trx: charge.trx, hub: hub?.name ?? null, amount: row.amount, reason: row.reason, ticket_id: row.ticketId },
    });
    const told = await tell(tx, row, 'done', { ...s, now });
    return { row, created: true, told };
  });
}
