import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.js';
import { deposits, moneyBacks, staffMembers, tickets, type MoneyBackStatus } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { audit, inTransaction, type AuditContext } from '#server/lib/platform/audit.js';
import { GatewayUnavailable, RefundRefused, type Gateway, type MethodCode, type RefundState, type RefundStatus } from '#server/lib/payments/gateways.js';
import { moveFrom, type MoneyBackRow, type MoneyBackServices } from './money-back-row.js';
import { finishRefund } from './refund-outcome.js';
import { tell } from './tell.js';
import type { PaymentServices } from '#server/lib/payments/payments.js';
import { money } from '#server/lib/platform/money.js';
import { bankDetailsViews, type StaffRefundBankDetails } from './refund-bank-details-view.js';

/**
 * Refunds of top-ups through their gateway (docs/decisions/052-refunds-through-gateways.md): what happens to a refund
 * after lib/money-back/money-back.ts `requestRefund` took the amount from the balance and left the request `submitting`.
 * - Sending: never inside a database transaction. A sender first CLAIMS the row (a conditional UPDATE: status
 *   `submitting`, no live claim) which counts the attempt and holds it for `SUBMIT_LEASE_MS`; of racing senders (the
 *   handler after its commit, the job on any instance) one sends. A claim that is not the first asks the gateway for a
 *   refund carrying our reference (merchant_note) before sending again: the earlier attempt may have reached it.
 * - The gateway's answer is stored by a conditional move from `submitting` (gateway_refund_id, its status); a refusal
 *   (4xx) ends the refund `failed` with the gateway's words and gives the amount back once (finishRefund); an
 *   unreachable gateway leaves it `submitting` for the job.
 * - Afterwards the refund only moves forward — pending → processing → needs_attention → processed | failed — from what
 *   the gateway says when ASKED (fetchRefund): a webhook is only the occasion to ask, and the job asks about refunds
 *   that have been open for a while. The final outcome is finishRefund's, once, whatever runs at the same time.
 */

export interface RefundServices extends MoneyBackServices {
  db: Db;
  gateways: Map<MethodCode, Gateway>;
  /** Called after a commit that queued a mail (plugins/mail.ts wake). */
  mailQueued?: () => void;
  log?: FastifyBaseLogger;
  /** The job asks about open refunds not moved for this long (REFUND_POLL_AFTER_SECONDS); default POLL_AFTER_MS. */
  pollAfterMs?: number;
  /** Seals a refund's bank account number while it waits for a second member (BANK_DETAILS_KEY, ADR 070). */
  bankDetailsKey: string;
}

/** How long one sender's claim holds (longer than a gateway call's 15 s timeout). */
export const SUBMIT_LEASE_MS = 60_000;
/** The job asks the gateway about refunds that have not moved for this long (by default: REFUND_POLL_AFTER_SECONDS). */
export const POLL_AFTER_MS = 10 * 60_000;

export const REFUND_NOT_FOUND = 'No such refund.';
export const NOT_NEEDING_ATTENTION = 'Only a refund the gateway holds for the customer\'s bank account (needs attention) takes bank details.';
export const NO_ACCOUNT_RETRY = 'This gateway does not take a bank account for a refund: it is paid back on the payment\'s own channel.';
export const gatewayDown = (name: string) => `${name} is not reachable right now. Nothing changed; please try again in a few minutes.`;

/** The gateway's word for a refund, in our statuses (the final ones go through finishRefund). */
const OPEN: readonly MoneyBackStatus[] = ['submitting', 'pending', 'processing', 'needs_attention'];

/** From which statuses a refund may move to an open status the gateway reports (forward only). */
function movableFrom(to: RefundStatus, row: Pick<MoneyBackRow, 'bankAccountLast4'>): MoneyBackStatus[] {
  switch (to) {
    case 'pending':
      return ['submitting'];
    case 'processing':
      // Back from needs-attention only once the customer's account was given (the retry puts it to processing).
      return row.bankAccountLast4 !== null ? ['submitting', 'pending', 'needs_attention'] : ['submitting', 'pending'];
    case 'needs_attention':
      return ['submitting', 'pending', 'processing'];
    default:
      return [];
  }
}

export type SubmitResult = 'sent' | 'found' | 'refused' | 'unavailable' | 'busy' | 'not-submitting';

const depositOf = async (db: Db, id: number) => (await db.select().from(deposits).where(eq(deposits.id, id)))[0]!;

/**
 * Applies what the gateway says of a refund (an answer to refund / fetchRefund / retry): the final outcome through
 * finishRefund, an open status by a forward-only conditional move. Stores the gateway's refund id the first time.
 * Returns the row afterwards (unchanged when it had moved further already).
 */
export async function applyRefundState(s: RefundServices, ctx: AuditContext, row: MoneyBackRow, state: RefundState, now: Date): Promise<MoneyBackRow> {
  let current = row;
  if (current.gatewayRefundId === null && state.gatewayRefundId) {
    const moved = await inTransaction(s.db, async (tx) => {
      const status: MoneyBackStatus = state.status === 'processing' || state.status === 'needs_attention' ? state.status : 'pending';
      const m = await moveFrom(tx, current.id, ['submitting'], { status, gatewayRefundId: state.gatewayRefundId, gatewayStatus: state.raw, submitLockedUntil: null }, now);
      if (m) {
        await audit(tx, ctx, {
          action: 'money_back.refund_submitted',
          target: { kind: 'money_back', id: m.id },
          details: { user_id: m.userId, reference: m.reference, amount: m.amount, gateway: m.gateway, gateway_refund_id: m.gatewayRefundId, gateway_status: state.raw, attempts: m.submitAttempts },
        });
        await tell(tx, m, 'submitted', { ...s, now });
      }
      return m;
    });
    if (moved) s.mailQueued?.();
    current = moved ?? (await reread(s.db, current.id));
  }
  if (state.status === 'processed' || state.status === 'failed') {
    const finished = await finishRefund(
      s.db,
      ctx,
      current.id,
      state.status,
      { gatewayStatus: state.raw, failureReason: state.status === 'failed' ? `The gateway says the refund failed (${state.raw}).` : null },
      s,
      now,
    );
    if (finished) s.mailQueued?.();
    return finished ?? (await reread(s.db, current.id));
  }
  const from = movableFrom(state.status, current).filter((st) => st !== state.status);
  if (!from.includes(current.status)) return current;
  const moved = await inTransaction(s.db, async (tx) => {
    const m = await moveFrom(tx, current.id, from, { status: state.status, gatewayStatus: state.raw }, now);
    if (m) {
      await audit(tx, ctx, {
        action: 'money_back.refund_status',
        target: { kind: 'money_back', id: m.id },
        details: { user_id: m.userId, reference: m.reference, from: current.status, to: m.status, gateway_status: state.raw },
      });
    }
    return m;
  });
  return moved ?? (await reread(s.db, current.id));
}

const reread = async (db: Db, id: number) => (await db.select().from(moneyBacks).where(eq(moneyBacks.id, id)))[0]!;

/**
 * Sends a `submitting` refund to its gateway, after the commit that made it submitting (the handler, the approval, the
 * job). Safe under any number of callers on any instances: only the holder of the claim sends, and a claim that is not
 * the row's first looks for an earlier refund of the same reference in the gateway's refunds list before sending (see
 * the ADR for what remains).
 */
export async function submitRefund(s: RefundServices, ctx: AuditContext, id: number, now: Date): Promise<{ result: SubmitResult; row: MoneyBackRow }> {
  const [claimed] = await s.db
    .update(moneyBacks)
    .set({ submitAttempts: sql`${moneyBacks.submitAttempts} + 1`, submitLockedUntil: new Date(now.getTime() + SUBMIT_LEASE_MS) })
    .where(
      and(
        eq(moneyBacks.id, id),
        eq(moneyBacks.kind, 'refund'),
        eq(moneyBacks.status, 'submitting'),
        or(isNull(moneyBacks.submitLockedUntil), lt(moneyBacks.submitLockedUntil, now)),
      ),
    )
    .returning();
  if (!claimed) {
    const row = await reread(s.db, id);
    if (!row) throw new ApiError(404, REFUND_NOT_FOUND);
    return { result: row.status === 'submitting' ? 'busy' : 'not-submitting', row };
  }
  const release = async () => {
    await s.db.update(moneyBacks).set({ submitLockedUntil: null }).where(and(eq(moneyBacks.id, id), eq(moneyBacks.status, 'submitting')));
  };
  const gateway = s.gateways.get(claimed.gateway as MethodCode);
  if (!gateway) {
    await release();
    s.log?.warn({ id, gateway: claimed.gateway }, 'refund: gateway not configured, left submitting');
    return { result: 'unavailable', row: await reread(s.db, id) };
  }
  const deposit = await depositOf(s.db, claimed.depositId!);
  try {
    let state: RefundState | null = null;
    let result: SubmitResult = 'sent';
    if (claimed.submitAttempts > 1) {
      // An earlier attempt may have reached the gateway: its refunds since the request (a day wider each side: the
      // gateway's clock is its own) are searched for our reference before sending again.
      const day = 86_400_000;
      const listed = await gateway.listRefunds(new Date(claimed.createdAt.getTime() - day).toISOString(), new Date(now.getTime() + day).toISOString());
      state = listed.find((r) => r.refundReference === claimed.reference && (r.transactionReference === null || r.transactionReference === deposit.reference)) ?? null;
      if (state) result = 'found';
    }
    state ??= await gateway.refund({
      transactionReference: deposit.reference,
      gatewayTransactionId: deposit.gatewayId,
      amountKobo: claimed.amount,
      currency: deposit.currency,
      refundReference: claimed.reference,
      customerNote: `Refund ${claimed.reference} of your top-up ${deposit.reference}`,
    });
    const row = await applyRefundState(s, ctx, claimed, state, now);
    return { result, row };
  } catch (err) {
    if (err instanceof RefundRefused) {
      const row = await finishRefund(s.db, ctx, id, 'failed', { gatewayStatus: 'refused', failureReason: `${gateway.name} refused the refund: ${err.message}` }, s, now);
      if (row) s.mailQueued?.();
      return { result: 'refused', row: row ?? (await reread(s.db, id)) };
    }
    if (err instanceof GatewayUnavailable) {
      await release();
      s.log?.warn({ id, err: err.message }, 'refund: gateway unavailable, left submitting for the job');
      return { result: 'unavailable', row: await reread(s.db, id) };
    }
    throw err;
  }
}

/** How long a person's request waits for another sender's gateway call (its 15 s timeout, and a margin). */
export const BUSY_WAIT_MS = 17_000;

/**
 * `submitRefund` for a request a person waits on (the staff console's createStaffRefund, `ops money:refund`, an
 * approval). When another sender holds the claim — the refunds job of any instance picked the fresh row up between
 * the request's commit and this claim — its gateway call is under way: this waits for its outcome (at most
 * `waitMs`) instead of answering `submitting` as if the gateway could not be reached. The result then says what
 * happened to the row: still `busy` (the other sender has not finished: its claim is live), `unavailable` (it found
 * the gateway down and let go), or `sent` (it moved on).
 */
export async function submitRefundForAnswer(
  s: RefundServices,
  ctx: AuditContext,
  id: number,
  now: () => Date,
  { waitMs = BUSY_WAIT_MS, pollMs = 200 }: { waitMs?: number; pollMs?: number } = {},
): Promise<{ result: SubmitResult; row: MoneyBackRow }> {
  const first = await submitRefund(s, ctx, id, now());
  if (first.result !== 'busy') return first;
  const deadline = Date.now() + waitMs;
  let row = first.row;
  const claimLive = (r: MoneyBackRow) => r.submitLockedUntil !== null && r.submitLockedUntil.getTime() > now().getTime();
  while (row.status === 'submitting' && claimLive(row) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    row = (await reread(s.db, id)) ?? row;
  }
  if (row.status !== 'submitting') return { result: 'sent', row };
  return { result: claimLive(row) ? 'busy' : 'unavailable', row };
}

/** The job's first half: every `submitting` refund whose claim is free (after a commit, a crash, a gateway outage). */
export async function submitDueRefunds(s: RefundServices, ctx: AuditContext, now: Date, limit = 20): Promise<number> {
  const due = await s.db
    .select({ id: moneyBacks.id })
    .from(moneyBacks)
    .where(and(eq(moneyBacks.kind, 'refund'), eq(moneyBacks.status, 'submitting'), or(isNull(moneyBacks.submitLockedUntil), lt(moneyBacks.submitLockedUntil, now))))
    .orderBy(asc(moneyBacks.id))
    .limit(limit);
  let sent = 0;
  for (const { id } of due) {
    const { result } = await submitRefund(s, ctx, id, now);
    if (result === 'sent' || result === 'found' || result === 'refused') sent++;
  }
  return sent;
}

/** Asks the gateway about one sent refund and applies its answer (webhooks, the job). */
export async function recheckRefund(s: RefundServices, ctx: AuditContext, row: MoneyBackRow, now: Date): Promise<MoneyBackRow> {
  if (!OPEN.includes(row.status) || row.gatewayRefundId === null) return row;
  const gateway = s.gateways.get(row.gateway as MethodCode);
  if (!gateway) return row;
  const state = await gateway.fetchRefund(row.gatewayRefundId);
  return applyRefundState(s, ctx, row, state, now);
}

/** The job's second half: open refunds that have not moved for `pollAfterMs`, asked about (the webhook may be lost). */
export async function pollOpenRefunds(s: RefundServices, ctx: AuditContext, now: Date, limit = 50): Promise<number> {
  const open = await s.db
    .select()
    .from(moneyBacks)
    .where(
      and(
        eq(moneyBacks.kind, 'refund'),
        inArray(moneyBacks.status, ['pending', 'processing', 'needs_attention']),
        isNotNull(moneyBacks.gatewayRefundId),
        lt(moneyBacks.updatedAt, new Date(now.getTime() - (s.pollAfterMs ?? POLL_AFTER_MS))),
      ),
    )
    .orderBy(asc(moneyBacks.updatedAt))
    .limit(limit);
  let asked = 0;
  for (const row of open) {
    try {
      const after = await recheckRefund(s, ctx, row, now);
      asked++;
      // Not moved: counted as checked now, so the next run asks about the others first.
      if (after.status === row.status) await s.db.update(moneyBacks).set({ updatedAt: now }).where(and(eq(moneyBacks.id, row.id), eq(moneyBacks.status, row.status)));
    } catch (err) {
      if (!(err instanceof GatewayUnavailable || err instanceof RefundRefused)) throw err;
      s.log?.warn({ id: row.id, err: err.message }, 'refund: could not ask the gateway');
    }
  }
  return asked;
}

/**
 * A refund event of a webhook (already authenticated): finds our refund by the gateway's id — or, when the event
 * arrived before the submission's answer was stored, by our reference in its note — and asks the gateway what it
 * really is. 'unknown' when it is none of ours.
 */
export async function refundEvent(s: RefundServices, ctx: AuditContext, code: MethodCode, hint: RefundState, now: Date): Promise<'applied' | 'unknown'> {
  let [row] = hint.gatewayRefundId
    ? await s.db.select().from(moneyBacks).where(and(eq(moneyBacks.gateway, code), eq(moneyBacks.gatewayRefundId, hint.gatewayRefundId)))
    : [];
  if (!row && hint.refundReference) {
    [row] = await s.db.select().from(moneyBacks).where(and(eq(moneyBacks.kind, 'refund'), eq(moneyBacks.reference, hint.refundReference), eq(moneyBacks.gateway, code)));
  }
  if (!row || !hint.gatewayRefundId) return 'unknown';
  const gateway = s.gateways.get(code);
  if (!gateway || !OPEN.includes(row.status)) return 'applied';
  const state = await gateway.fetchRefund(hint.gatewayRefundId);
  // The fetched refund must be this one (its id); a note naming another reference is not trusted.
  if (state.gatewayRefundId !== hint.gatewayRefundId || (row.gatewayRefundId !== null && row.gatewayRefundId !== state.gatewayRefundId)) return 'unknown';
  await applyRefundState(s, ctx, row, state, now);
  return 'applied';
}

/** A customer's bank account as staff enter it for a refund in needs-attention (lib/money-back/refund-bank-details.ts). */
export interface BankAccount {
  /** NUBAN: 10 digits. */
  accountNumber: string;
  bankCode: string;
}

/** The refunds of a top-up, oldest first (the console's deposit drawer). */
export async function refundsOfDeposit(db: Db, depositId: number): Promise<MoneyBackRow[]> {
  return db.select().from(moneyBacks).where(and(eq(moneyBacks.kind, 'refund'), eq(moneyBacks.depositId, depositId))).orderBy(asc(moneyBacks.id));
}

/** The refund services of the payment services (handlers, the job). */
export const refundServicesOf = (p: PaymentServices): RefundServices => ({
  db: p.db,
  gateways: p.gateways,
  mailQueued: p.mailQueued,
  log: p.log,
  pollAfterMs: p.config.refundPollAfterMs,
  bankDetailsKey: p.config.bankDetailsKey,
  approvalAboveKobo: p.config.approvalAboveKobo,
  approvalDailyPerCustomerKobo: p.config.approvalDailyPerCustomerKobo,
  approvalDailyPerMemberKobo: p.config.approvalDailyPerMemberKobo,
  publicUrl: p.config.publicUrl,
  supportName: p.config.supportName,
});

// ---------------------------------------------------------------- the console's views (staff-refunds contract)

export interface StaffRefundView {
  reference: string;
  status: Exclude<MoneyBackStatus, 'done'>;
  amount: string;
  reason: string;
  ticket: string | null;
  deposit_reference: string;
  gateway: string;
  gateway_status: string | null;
  bank_account_last4: string | null;
  bank_details: StaffRefundBankDetails | null;
  failure_reason: string | null;
  requested_by: string;
  decided_by: string | null;
  created_at: string;
  completed_at: string | null;
  trx: string | null;
  return_trx: string | null;
  approval_needed_because: string | null;
}

/** Refund rows as the console shows them: names of the staff, the ticket's number, the top-up's reference. */
export async function staffRefundViews(db: Db, rows: MoneyBackRow[], viewerId: number | null): Promise<StaffRefundView[]> {
  if (!rows.length) return [];
  const staffIds = [...new Set(rows.flatMap((r) => [r.requestedBy, r.decidedBy]).filter((v): v is number => v !== null))];
  const ticketIds = [...new Set(rows.map((r) => r.ticketId).filter((v): v is number => v !== null))];
  const depositIds = [...new Set(rows.map((r) => r.depositId).filter((v): v is number => v !== null))];
  const names = new Map(
    staffIds.length ? (await db.select({ id: staffMembers.id, name: staffMembers.name, email: staffMembers.email }).from(staffMembers).where(inArray(staffMembers.id, staffIds))).map((m) => [m.id, m.name || m.email]) : [],
  );
  const numbers = new Map(ticketIds.length ? (await db.select({ id: tickets.id, number: tickets.number }).from(tickets).where(inArray(tickets.id, ticketIds))).map((t) => [t.id, t.number]) : []);
  const details = await bankDetailsViews(db, rows.map((r) => r.id), viewerId);
  const refs = new Map(depositIds.length ? (await db.select({ id: deposits.id, reference: deposits.reference }).from(deposits).where(inArray(deposits.id, depositIds))).map((d) => [d.id, d.reference]) : []);
  return rows.map((r) => ({
    reference: r.reference,
    status: r.status as StaffRefundView['status'],
    amount: money(r.amount),
    reason: r.reason,
    ticket: r.ticketId !== null ? (numbers.get(r.ticketId) ?? null) : null,
    deposit_reference: refs.get(r.depositId!) ?? '',
    gateway: r.gateway ?? '',
    gateway_status: r.gatewayStatus,
    bank_account_last4: r.bankAccountLast4,
    bank_details: details.get(r.id) ?? null,
    failure_reason: r.failureReason,
    requested_by: r.requestedBy !== null ? (names.get(r.requestedBy) ?? `staff ${r.requestedBy}`) : 'Operator',
    decided_by: r.decidedBy !== null ? (names.get(r.decidedBy) ?? `staff ${r.decidedBy}`) : null,
    created_at: r.createdAt.toISOString(),
    completed_at: r.completedAt?.toISOString() ?? null,
    trx: r.trx,
    return_trx: r.returnTrx,
    approval_needed_because: r.approvalNeededBecause,
  }));
}

export const DEPOSIT_REFERENCE_NOT_FOUND = 'No top-up with this reference.';
export const TICKET_NOT_FOUND = 'No ticket with this number.';

/** The top-up of a reference and the ticket of a number (of the same customer), for a refund request. */
export async function refundTargets(db: Db, depositReference: string, ticketNumber: string | undefined): Promise<{ depositId: number; ticketId: number | null }> {
  const [deposit] = await db.select({ id: deposits.id, userId: deposits.userId }).from(deposits).where(eq(deposits.reference, depositReference));
  if (!deposit) throw new ApiError(404, DEPOSIT_REFERENCE_NOT_FOUND);
  if (ticketNumber === undefined) return { depositId: deposit.id, ticketId: null };
  const [ticket] = await db.select({ id: tickets.id }).from(tickets).where(and(eq(tickets.number, ticketNumber), eq(tickets.userId, deposit.userId)));
  if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND);
  return { depositId: deposit.id, ticketId: ticket.id };
}

/** A refund by its reference (404 otherwise). */
export async function refundByReference(db: Db, reference: string): Promise<MoneyBackRow> {
  const [row] = await db.select().from(moneyBacks).where(and(eq(moneyBacks.kind, 'refund'), eq(moneyBacks.reference, reference)));
  if (!row) throw new ApiError(404, REFUND_NOT_FOUND);
  return row;
}

/**
 * After a commit that may have made a refund `submitting` (a request, an approval by the second person): sends it at
 * once, waiting for another sender's call if one holds the claim (submitRefundForAnswer). The refunds job would send it
 * on its next run anyway; this only spares the wait. Any other row is left as it is (result null).
 */
export async function submitIfDue(s: RefundServices, ctx: AuditContext, row: MoneyBackRow, now: () => Date): Promise<{ result: SubmitResult | null; row: MoneyBackRow }> {
  if (row.kind !== 'refund' || row.status !== 'submitting') return { result: null, row };
  return submitRefundForAnswer(s, ctx, row.id, now);
}
