import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { reconciliationRuns, suspenseItems, users, type SuspenseStatus } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import { dayPeriod, monthPeriod, type Books, type CountAmount, type Period } from '#server/lib/ledger/books.js';
import { money } from '#server/lib/platform/money.js';
import type { Mismatch, ReconciliationRun } from './reconcile.js';
import type { SuspenseItem } from './suspense.js';

/** The console's views of the books, the suspense account and reconciliation (docs/decisions/053-the-books.md). */

export const BOOKS_PER_PAGE = 20;

/** A day (YYYY-MM-DD) or a month (YYYY-MM), or a 422 naming `period`. */
export const periodOf = (period: string): Period => (period.length === 7 ? monthPeriod(period, 'period') : dayPeriod(period, 'period'));

const ca = (c: CountAmount) => ({ count: c.count, amount: money(c.amount) });

export function booksView(b: Books) {
  return {
    period: b.period,
    float: { opening: money(b.float.opening), closing: money(b.float.closing) },
    money_in: {
      top_ups: ca(b.moneyIn.topUps),
      referral_commissions: ca(b.moneyIn.referralCommissions),
      reversals: ca(b.moneyIn.reversals),
      adjustment_credits: ca(b.moneyIn.adjustmentCredits),
      returned: ca(b.moneyIn.returned),
      suspense_assigned: ca(b.moneyIn.suspenseAssigned),
      other: ca(b.moneyIn.other),
      total: money(b.moneyIn.total),
    },
    money_out: {
      hub_charges: ca(b.moneyOut.hubCharges),
      card_fees: ca(b.moneyOut.cardFees),
      refunds_asked: ca(b.moneyOut.refundsAsked),
      adjustment_debits: ca(b.moneyOut.adjustmentDebits),
      other: ca(b.moneyOut.other),
      total: money(b.moneyOut.total),
    },
    identity: {
      opening: money(b.identity.opening),
      money_in: money(b.identity.moneyIn),
      money_out: money(b.identity.moneyOut),
      expected_closing: money(b.identity.expectedClosing),
      closing: money(b.identity.closing),
      holds: b.identity.holds,
    },
    top_ups_by_gateway: b.topUpsByGateway.map((g) => ({ gateway: g.gateway, count: g.count, amount: money(g.amount), charges: money(g.charges) })),
    hub_revenue: b.hubRevenue.map((h) => ({
      hub_id: h.hubId,
      hub: h.hub,
      charged: money(h.charged),
      reversed: money(h.reversed),
      net: money(h.net),
      machines: h.machines.map((m) => ({ machine_id: m.machineId, machine: m.machine, count: m.count, amount: money(m.amount) })),
    })),
    card_fees: ca(b.cardFees),
    referral_commissions: ca(b.referralCommissions),
    referral_credit: {
      held: ca(b.referralHeld.held),
      earned: ca(b.referralHeld.earned),
      not_earned: ca(b.referralHeld.notEarned),
      held_at_close: money(b.referralHeld.closing),
    },
    refunds: { asked: ca(b.refunds.asked), processed: ca(b.refunds.processed), returned: ca(b.refunds.returned) },
    reversals: ca(b.reversals),
    adjustments: { credit: ca(b.adjustments.credit), debit: ca(b.adjustments.debit) },
    management_starts: ca(b.managementStarts),
    suspense: { in: ca(b.suspense.in), out: ca(b.suspense.out) },
    days: b.days.map((d) => ({ day: d.day, opening: money(d.opening), money_in: money(d.moneyIn), money_out: money(d.moneyOut), closing: money(d.closing), hub_revenue: money(d.hubRevenue) })),
  };
}

export function suspenseView(i: SuspenseItem & { accountNumber?: string | null }) {
  return {
    id: i.id,
    created_at: i.createdAt.toISOString(),
    gateway: i.gateway,
    gateway_ref: i.gatewayRef,
    reference: i.reference,
    amount: money(i.amount),
    currency: i.currency,
    reason: i.reason,
    status: i.status,
    customer: i.userId === null ? null : { id: i.userId, account_number: i.accountNumber ?? '' },
    trx: i.trx,
    return_reference: i.returnReference,
    resolution_reason: i.resolutionReason,
    resolved_by: i.resolvedByLabel,
    resolved_at: i.resolvedAt?.toISOString() ?? null,
  };
}

/** A page of suspense items (newest first) with the filtered total. */
export async function suspensePage(db: Executor, query: { page?: number; status?: SuspenseStatus | 'all' }) {
  const page = query.page ?? 1;
  const status = query.status ?? 'open';
  const where = status === 'all' ? undefined : eq(suspenseItems.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ item: suspenseItems, accountNumber: users.accountNumber })
      .from(suspenseItems)
      .leftJoin(users, eq(users.id, suspenseItems.userId))
      .where(where)
      .orderBy(desc(suspenseItems.id))
      .limit(BOOKS_PER_PAGE)
      .offset((page - 1) * BOOKS_PER_PAGE),
    db.select({ n: count() }).from(suspenseItems).where(where),
  ]);
  return { data: rows.map((r) => suspenseView({ ...r.item, accountNumber: r.accountNumber })), total: total?.n ?? 0, page };
}

/** One item as the console shows it. */
export async function suspenseItemView(db: Executor, id: number) {
  const [row] = await db.select({ item: suspenseItems, accountNumber: users.accountNumber }).from(suspenseItems).leftJoin(users, eq(users.id, suspenseItems.userId)).where(eq(suspenseItems.id, id));
  return row ? suspenseView({ ...row.item, accountNumber: row.accountNumber }) : null;
}

/** The customer of an account number, or a 422 naming `account_number`. */
export async function customerByAccountNumber(db: Executor, accountNumber: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.accountNumber, accountNumber.trim()));
  if (!row) throw fieldError('account_number', 'No customer has this account number.');
  return row.id;
}

export const runView = (r: ReconciliationRun) => ({
  id: r.id,
  day: r.day,
  trigger: r.trigger,
  actor: r.actorLabel,
  status: r.status,
  checked: r.checked,
  mismatches: r.mismatches,
  unavailable: r.unavailable,
  error: r.error,
  started_at: r.startedAt.toISOString(),
  finished_at: r.finishedAt?.toISOString() ?? null,
});

export const reconciliationView = (r: { run: ReconciliationRun; mismatches: Mismatch[] }) => ({
  run: runView(r.run),
  mismatches: r.mismatches.map((m) => ({ id: m.id, gateway: m.gateway, deposit_id: m.depositId, reference: m.reference, kind: m.kind, ours: m.ours, theirs: m.theirs })),
});

/** A page of runs, newest first. */
export async function runsPage(db: Executor, query: { page?: number }) {
  const page = query.page ?? 1;
  const [rows, [total]] = await Promise.all([
    db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.id)).limit(BOOKS_PER_PAGE).offset((page - 1) * BOOKS_PER_PAGE),
    db.select({ n: count() }).from(reconciliationRuns),
  ]);
  return { data: rows.map(runView), total: total?.n ?? 0, page };
}

export const RUN_NOT_FOUND = 'No such reconciliation run.';
export const notFound = (message: string) => new ApiError(404, message);
