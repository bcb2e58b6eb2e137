import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '#server/db/client.js';
import { deposits, hubCharges, moneyBacks, refundBankDetails, serviceCenters, ticketMessages, tickets, users, type MoneyBackKind, type MoneyBackStatus } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { formatKobo } from '#shared/money.js';
import { moneyBackMail } from '#server/mail/templates.js';
import { audit, inTransaction, type AuditContext } from './audit.js';
import { approvalNeededBecause, type ApprovalLimits } from './four-eyes.js';
import { ACCOUNTS, InsufficientFunds, lockWallet, post, postSystem, type Remark } from './ledger.js';
import { notify, type Queued } from './notifications.js';
import { balanceSplit } from './referral-credit.js';
import { enqueueMail } from './outbox.js';
import { newReference } from './payments.js';

/**
 * Money given back (docs/decisions/049-money-given-back.md): refunds of top-ups through their gateway, reversals of hub
 * charges whose cycle did not run, and staff adjustments — the way back, held to the same rules as the way in:
 * - one row per request (money_backs), whose money moves as ledger journals caused by it: the wallet line
 *   (`money_back`, id) and, when a held debit is given back (a rejected request, a refund that finally failed), the
 *   compensating credit (`money_back_return`, id) — each at most once, by a unique index on transactions' cause;
 * - the wallet row is locked FIRST (lib/ledger.ts lock order), then the request row; a status moves only by a
 *   conditional UPDATE from the status the caller saw (`moveFrom`), so of racing callers exactly one moves it;
 * - a debit (a refund, an adjustment debit) is taken from the balance when it is ASKED for — never more than the balance
 *   then — and given back if it is rejected or fails; a credit is given when it is decided;
 * - above `approvalAboveKobo`, or past a daily total of what moved without a second person (lib/four-eyes.ts, ADR 069),
 *   a staff request waits for a second finance or admin person (four eyes), never its requester;
 * - each outcome is e-mailed to the customer once (the outbox key is the request and its outcome), and the ticket it
 *   answers gets a support message saying what was done; every step is audited in its transaction.
 */

export type MoneyBackRow = typeof moneyBacks.$inferSelect;

export const PREFIXES: Record<MoneyBackKind, string> = { refund: 'RFD', reversal: 'REV', adjustment: 'ADJ' };

export const MONEY_BACK_NOT_FOUND = 'No such request for money back.';
export const ALREADY_DECIDED = 'This request was already decided.';
export const OWN_APPROVAL = 'You cannot approve your own request: another finance or admin person must.';
export const KEY_REUSED = 'This request key was already used for a different request.';
export const insufficientBalance = (balanceKobo: number) =>
  `The customer's balance is ${formatKobo(balanceKobo)}: not enough for this. Nothing was moved.`;

/** Who asks: a staff member (id), an operator of the command line (null), or a hub reporting a failed cycle. */
export interface Requester {
  staffId: number | null;
  hubId?: number;
}

/** The account a request's wallet line is booked against. */
function counterOf(row: Pick<MoneyBackRow, 'kind'>, hubServiceCenterId?: number | null): string {
  if (row.kind === 'refund') return ACCOUNTS.refundsPayable;
  if (row.kind === 'reversal') {
    if (!hubServiceCenterId) throw new Error('money back: a reversal needs its hub');
    return ACCOUNTS.hubRevenue(hubServiceCenterId);
  }
  return ACCOUNTS.adjustments;
}

const REMARKS: Record<MoneyBackKind, Remark> = { refund: 'refund', reversal: 'reversal', adjustment: 'adjustment' };

/** What the customer reads on the wallet line (My Transactions, statements). */
export function detailOf(row: Pick<MoneyBackRow, 'kind' | 'direction' | 'reference' | 'compensatesTrx'>, depositReference?: string | null): string {
  switch (row.kind) {
    case 'refund':
      return depositReference ? `Refund of top-up ${depositReference} (${row.reference})` : `Refund of a top-up (${row.reference})`;
    case 'reversal':
      return `Reversal of ${row.compensatesTrx ?? 'a hub charge'} — the cycle did not run (${row.reference})`;
    default:
      return `${row.direction === '+' ? 'Credit' : 'Debit'} adjustment by support (${row.reference})`;
  }
}

const returnDetailOf = (row: Pick<MoneyBackRow, 'kind' | 'reference' | 'status'>, why: 'rejected' | 'failed') =>
  row.kind === 'refund'
    ? `Refund ${row.reference} ${why === 'failed' ? 'failed at the gateway' : 'was not approved'}: amount returned to your balance`
    : `Adjustment ${row.reference} was not approved: amount returned to your balance`;

/** Moves a request's status from what the caller saw, once (null when someone else moved it first). */
export async function moveFrom(
  tx: Tx,
  id: number,
  from: readonly MoneyBackStatus[],
  set: Partial<typeof moneyBacks.$inferInsert>,
  now: Date,
): Promise<MoneyBackRow | null> {
  const [row] = await tx
    .update(moneyBacks)
    .set({ ...set, updatedAt: now })
    .where(and(eq(moneyBacks.id, id), inArray(moneyBacks.status, [...from])))
    .returning();
  return row ?? null;
}

export type MoneyBackOutcome = 'done' | 'submitted' | 'processed' | 'failed' | 'rejected' | 'bank_account';
/** The bank account a refund was sent to (ADR 070): its bank and last four digits. */
export type PayTo = { bankName: string; last4: string };

/** The bank account the gateway took for a refund (the latest sent bank details), or null. */
async function sentAccountOf(tx: Tx, moneyBackId: number): Promise<PayTo | null> {
  const [d] = await tx
    .select({ bankName: refundBankDetails.bankName, last4: refundBankDetails.accountLast4 })
    .from(refundBankDetails)
    .where(and(eq(refundBankDetails.moneyBackId, moneyBackId), eq(refundBankDetails.status, 'sent')))
    .orderBy(desc(refundBankDetails.id))
    .limit(1);
  return d ?? null;
}

/** The customer's e-mail, and the ticket's support message, for an outcome — once per request and outcome (lib/refunds.ts too). */
export async function tell(
  tx: Tx,
  row: MoneyBackRow,
  outcome: MoneyBackOutcome,
  opts: { publicUrl: string; supportName: string; now: Date; payTo?: PayTo; key?: string },
): Promise<Queued> {
  let told: Queued = { mail: false, push: 0 };
  const [owner] = await tx.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, row.userId));
  // A refund paid to a bank account (ADR 070): the customer reads which bank and the last four digits.
  const payTo = opts.payTo ?? (row.kind === 'refund' && row.bankAccountLast4 !== null ? await sentAccountOf(tx, row.id) : null);
  const mail = moneyBackMail({ publicUrl: opts.publicUrl, firstname: owner?.firstname ?? '', row, outcome, payTo });
  const key = opts.key ?? `money-back:${row.id}:${outcome}`;
  if (owner && (outcome === 'processed' || (outcome === 'done' && row.direction === '+'))) {
    // Money has landed: the customer's "refund or reversal made" choice (lib/notifications.ts) decides the channels.
    told = await notify(
      tx,
      row.userId,
      { event: 'money_back', key, mail, push: { title: moneyBackPushTitle(row, outcome), body: 'See it in My Transactions.', url: '/my/user/transactions' } },
      { publicUrl: opts.publicUrl },
    );
  } else if (owner) {
    await enqueueMail(tx, { to: owner.email, ...mail }, { key });
    told = { mail: true, push: 0 };
  }
  if (row.ticketId !== null) {
    const [ticket] = await tx.select({ id: tickets.id, status: tickets.status }).from(tickets).where(eq(tickets.id, row.ticketId)).for('update');
    if (ticket) {
      await tx.insert(ticketMessages).values({
        ticketId: ticket.id,
        sender: 'support',
        senderName: opts.supportName,
        operator: 'money back',
        // The e-mail's words without its greeting and footer; the customer reads it in the app: no address to copy.
        message: mail.text
          .split('\n\n--')[0]!
          .replace(/^Hello[^\n]*\n\n/, '')
          .replace(/\nSee it in My Transactions: \S+$/, '\nYou can see it in My Transactions.'),
        createdAt: opts.now,
      });
      if (ticket.status !== 'Close') await tx.update(tickets).set({ status: 'Answered', lastReplyAt: opts.now, activeAt: opts.now }).where(eq(tickets.id, ticket.id));
    }
  }
  return told;
}

/**
 * The push title of money that landed (a processed refund, a done reversal or credit adjustment): the e-mail's subject
 * in the app's words, the amount as the app shows it ("₦1,000.00 returned to your laundry balance").
 */
export function moneyBackPushTitle(row: Pick<MoneyBackRow, 'kind' | 'amount'>, outcome: 'done' | 'processed'): string {
  const amount = formatKobo(row.amount);
  if (row.kind === 'refund' || outcome === 'processed') return `Refund of ${amount} completed`;
  return row.kind === 'reversal' ? `${amount} returned to your laundry balance` : `${amount} credited to your laundry balance`;
}

/** Posts the request's wallet line (cause `money_back`), or throws 409 when a debit exceeds the balance. */
async function postLine(tx: Tx, row: MoneyBackRow, counter: string, detail: string): Promise<string> {
  try {
    const posted = await post(tx, {
      userId: row.userId,
      type: row.direction,
      amount: row.amount,
      detail,
      remark: REMARKS[row.kind],
      cause: { kind: 'money_back', id: row.id },
      counter,
    });
    return posted.trx;
  } catch (err) {
    if (err instanceof InsufficientFunds) throw new ApiError(409, insufficientBalance(err.balance ?? 0));
    throw err;
  }
}

/** Gives a held debit back (a rejected request, a failed refund): the compensating credit, once. */
async function giveBack(tx: Tx, row: MoneyBackRow, why: 'rejected' | 'failed'): Promise<string | null> {
  if (row.direction !== '-' || row.trx === null) return null;
  const posted = await post(tx, {
    userId: row.userId,
    type: '+',
    amount: row.amount,
    detail: returnDetailOf(row, why),
    remark: REMARKS[row.kind],
    cause: { kind: 'money_back_return', id: row.id },
    counter: counterOf(row),
  });
  return posted.trx;
}

export interface MoneyBackServices extends ApprovalLimits {
  publicUrl: string;
  supportName: string;
}

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

// ---------------------------------------------------------------- refunds (the request; the gateway side is lib/refunds.ts)

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
 * debited at once (counter refunds_payable). Up to the threshold it goes to the gateway (`submitting`, lib/refunds.ts
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

// ---------------------------------------------------------------- four eyes

async function lockedRequest(tx: Tx, id: number): Promise<MoneyBackRow> {
  const [peek] = await tx.select({ userId: moneyBacks.userId }).from(moneyBacks).where(eq(moneyBacks.id, id));
  if (!peek) throw new ApiError(404, MONEY_BACK_NOT_FOUND);
  await lockWallet(tx, peek.userId); // the wallet first (lock order), then the request
  const [row] = await tx.select().from(moneyBacks).where(eq(moneyBacks.id, id)).for('update');
  return row!;
}

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

// ---------------------------------------------------------------- a refund's end at the gateway

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

// ---------------------------------------------------------------- reversals of hub charges

export const CHARGE_NOT_FOUND = 'No hub charge with this id.';
export const NOT_REVERSIBLE = 'Only a successful charge of a customer\'s card can be reversed.';

export interface ReversalInput {
  hubChargeId: number;
  reason: string;
  ticketId?: number | null;
}

/**
 * A request for money back (a reversal, an adjustment), whether this call made it, and how the customer was told of
 * money that moved now (lib/notifications.ts customerTold).
 */
export type MoneyBackMade = { row: MoneyBackRow; created: boolean; told?: Queued };

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
