import { aliasedTable, and, count, desc, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import type { components, operations } from '#generated/api';
import type { Db, Executor } from '#server/db/client.js';
import { deposits, moneyBacks, refundBankDetails, serviceCenters, staffMembers, tickets, users } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import type { AuditContext } from '#server/lib/platform/audit.js';
import type { ApprovalLimits } from '#server/lib/ledger/four-eyes.js';
import { requestAdjustment } from './money-back.js';
import { approveMoneyBack, rejectMoneyBack } from './approvals.js';
import { ALREADY_DECIDED, MONEY_BACK_NOT_FOUND, OWN_APPROVAL, type MoneyBackRow, type MoneyBackServices, type Requester } from './money-back-row.js';
import { approvalLimitsView } from '#server/lib/ledger/four-eyes.js';
import { koboOf, money } from '#server/lib/platform/money.js';
import { bankDetailsViews, type StaffRefundBankDetails } from './refund-bank-details-view.js';
import { CUSTOMER_NOT_FOUND, customerCondition } from '#server/lib/identity/accounts.js';

/**
 * Money back in the console and for `ops` (docs/decisions/051-adjustments-and-four-eyes.md): the queue of every request
 * (refunds, reversals, adjustments) with its filters, one request with every step, and the console's way into the core
 * (lib/money-back/money-back.ts): an adjustment of a customer's balance (Naira in, its ticket found by number among the
 * customer's), approval and rejection by reference. The four-eyes rules themselves are the core's; this module only
 * says, for the member reading, whether they may approve (`may_approve`) and why not.
 */

export const MONEY_BACKS_PER_PAGE = 15;
export const TICKET_NOT_THEIRS = "This is not one of this customer's tickets.";
type Query = NonNullable<operations['listStaffMoneyBacks']['parameters']['query']>;
type StaffMoneyBack = components['schemas']['StaffMoneyBack'];

const requester = aliasedTable(staffMembers, 'requester');
const decider = aliasedTable(staffMembers, 'decider');

/** What waits for a second person: a request awaiting approval, or a refund whose bank details wait (ADR 070). */
const waitsForSecond = (): SQL =>
  or(
    eq(moneyBacks.status, 'awaiting_approval'),
    exists(sql`(select 1 from ${refundBankDetails} where ${refundBankDetails.moneyBackId} = ${moneyBacks.id} and ${refundBankDetails.status} = 'waiting')`),
  )!;

function filters(query: Query): SQL | undefined {
  const where: SQL[] = [];
  if (query.waiting) where.push(waitsForSecond());
  if (query.status) where.push(eq(moneyBacks.status, query.status));
  if (query.kind) where.push(eq(moneyBacks.kind, query.kind));
  if (query.customer?.trim()) where.push(customerCondition(query.customer));
  return where.length ? and(...where) : undefined;
}

/** Why `viewerId` may not approve the request, or null when they may. */
export function approvalNote(row: Pick<MoneyBackRow, 'status' | 'requestedBy'>, viewerId: number | null): string | null {
  if (row.status !== 'awaiting_approval') return ALREADY_DECIDED;
  if (viewerId !== null && row.requestedBy === viewerId) return OWN_APPROVAL;
  return null;
}

const selection = {
  m: moneyBacks,
  u: { id: users.id, firstname: users.firstname, lastname: users.lastname, accountNumber: users.accountNumber },
  requester: requester.name,
  decider: decider.name,
  hub: serviceCenters.name,
  ticket: tickets.number,
  deposit: deposits.reference,
};

function joined(ex: Executor) {
  return ex
    .select(selection)
    .from(moneyBacks)
    .innerJoin(users, eq(users.id, moneyBacks.userId))
    .leftJoin(requester, eq(requester.id, moneyBacks.requestedBy))
    .leftJoin(decider, eq(decider.id, moneyBacks.decidedBy))
    .leftJoin(serviceCenters, eq(serviceCenters.id, moneyBacks.requestedByHub))
    .leftJoin(tickets, eq(tickets.id, moneyBacks.ticketId))
    .leftJoin(deposits, eq(deposits.id, moneyBacks.depositId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function view(r: Joined, viewerId: number | null, details: Map<number, StaffRefundBankDetails>): StaffMoneyBack {
  const { m, u } = r;
  const note = approvalNote(m, viewerId);
  return {
    reference: m.reference,
    kind: m.kind,
    customer: { id: u.id, name: `${u.firstname} ${u.lastname}`.trim(), account_number: u.accountNumber },
    amount: money(m.amount),
    direction: m.direction === '+' ? 'credit' : 'debit',
    status: m.status,
    // A closing customer's payout (ADR 054): the account to pay is shown to finance until the decision erases it.
    reason: m.payoutAccount ? `${m.reason}. Pay to bank ${m.payoutAccount.split(' ')[0]}, account ${m.payoutAccount.split(' ')[1]}.` : m.reason,
    ticket: r.ticket,
    requested_by: m.requestedBy !== null ? r.requester || `Staff ${m.requestedBy}` : m.requestedByHub !== null ? `Hub ${r.hub ?? m.requestedByHub}` : 'Operator',
    decided_by: m.decidedBy !== null ? r.decider || `Staff ${m.decidedBy}` : null,
    decision_reason: m.decisionReason,
    created_at: m.createdAt.toISOString(),
    decided_at: iso(m.decidedAt),
    completed_at: iso(m.completedAt),
    deposit_reference: r.deposit,
    reversed_trx: m.kind === 'reversal' ? m.compensatesTrx : null,
    trx: m.trx,
    return_trx: m.returnTrx,
    gateway: m.gateway,
    gateway_status: m.gatewayStatus,
    failure_reason: m.failureReason,
    bank_account_last4: m.bankAccountLast4,
    bank_details: details.get(m.id) ?? null,
    may_approve: note === null,
    approval_note: note,
    approval_needed_because: m.approvalNeededBecause,
  };
}

/** A page of requests (newest first), how many await approval (all of them), the threshold and the daily totals (ADR 069). */
export async function moneyBacksPage(db: Db, query: Query, viewerId: number | null, limits: ApprovalLimits) {
  const page = query.page ?? 1;
  const condition = filters(query);
  const [agg] = await db.select({ total: count() }).from(moneyBacks).innerJoin(users, eq(users.id, moneyBacks.userId)).where(condition);
  const [waiting] = await db.select({ n: count() }).from(moneyBacks).where(waitsForSecond());
  const rows = await joined(db)
    .where(condition)
    .orderBy(desc(moneyBacks.createdAt), desc(moneyBacks.id))
    .limit(MONEY_BACKS_PER_PAGE)
    .offset((page - 1) * MONEY_BACKS_PER_PAGE);
  const details = await bankDetailsViews(db, rows.filter((r) => r.m.kind === 'refund').map((r) => r.m.id), viewerId);
  return {
    total: Number(agg?.total ?? 0),
    page,
    data: rows.map((r) => view(r, viewerId, details)),
    awaiting_approval: Number(waiting?.n ?? 0),
    ...approvalLimitsView(limits),
  };
}

/** The id of the request with this reference, or 404. */
export async function moneyBackId(ex: Executor, reference: string): Promise<number> {
  const [row] = await ex.select({ id: moneyBacks.id }).from(moneyBacks).where(eq(moneyBacks.reference, reference));
  if (!row) throw new ApiError(404, MONEY_BACK_NOT_FOUND);
  return row.id;
}

/** One request with every step, as the member `viewerId` sees it. */
export async function staffMoneyBack(ex: Executor, id: number, viewerId: number | null): Promise<StaffMoneyBack> {
  const [row] = await joined(ex).where(eq(moneyBacks.id, id));
  if (!row) throw new ApiError(404, MONEY_BACK_NOT_FOUND);
  return view(row, viewerId, await bankDetailsViews(ex, row.m.kind === 'refund' ? [row.m.id] : [], viewerId));
}

export interface AdjustmentAsk {
  customerId: number;
  direction: 'credit' | 'debit';
  /** Naira, as the contract's money inputs (at most two decimals kept). */
  amount: number;
  reason: string;
  ticket?: string | null;
  requestKey?: string;
}

/** An adjustment from the console or `ops`: the customer checked (404), the ticket found among theirs (422), then the core. */
export async function adjustBalance(db: Db, ctx: AuditContext, who: Requester, ask: AdjustmentAsk, s: MoneyBackServices, now: Date) {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.id, ask.customerId));
  if (!customer) throw new ApiError(404, CUSTOMER_NOT_FOUND);
  let ticketId: number | null = null;
  const number = ask.ticket?.trim();
  if (number) {
    const [ticket] = await db.select({ id: tickets.id }).from(tickets).where(and(eq(tickets.number, number), eq(tickets.userId, customer.id)));
    if (!ticket) throw fieldError('ticket', TICKET_NOT_THEIRS);
    ticketId = ticket.id;
  }
  const amountKobo = koboOf(ask.amount);
  if (amountKobo < 1) throw fieldError('amount', 'Amount is required');
  return requestAdjustment(
    db,
    ctx,
    who,
    { userId: customer.id, direction: ask.direction === 'credit' ? '+' : '-', amountKobo, reason: ask.reason.trim(), ticketId, requestKey: ask.requestKey },
    s,
    now,
  );
}

/** Approves by reference (the core's four eyes: 403 own, 409 decided). */
export async function approveByReference(db: Db, ctx: AuditContext, approverId: number, reference: string, s: MoneyBackServices, now: Date) {
  return approveMoneyBack(db, ctx, approverId, await moneyBackId(db, reference), s, now);
}

/** Rejects by reference with a reason (409 decided). */
export async function rejectByReference(db: Db, ctx: AuditContext, deciderId: number | null, reference: string, reason: string, s: MoneyBackServices, now: Date) {
  return rejectMoneyBack(db, ctx, deciderId, await moneyBackId(db, reference), reason.trim(), s, now);
}

/** The core's services from the server's configuration. */
export const moneyBackServices = (config: ApprovalLimits & { publicUrl: string; supportName: string }): MoneyBackServices => ({
  approvalAboveKobo: config.approvalAboveKobo,
  approvalDailyPerCustomerKobo: config.approvalDailyPerCustomerKobo,
  approvalDailyPerMemberKobo: config.approvalDailyPerMemberKobo,
  publicUrl: config.publicUrl,
  supportName: config.supportName,
});
