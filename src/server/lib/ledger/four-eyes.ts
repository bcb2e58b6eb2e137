import { and, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { moneyBacks } from '#server/db/schema.js';
import { formatKobo } from '#shared/money.js';
import { money } from '#server/lib/platform/money.js';
import { lagosDay, lagosDayStart } from '#server/lib/platform/time.js';

/**
 * Four eyes by totals, not only per request (docs/decisions/069-four-eyes-by-daily-totals.md). A staff adjustment or
 * refund is done at once only when it is at most `approvalAboveKobo` AND, with it, the money moved without a second
 * person on this Lagos day stays within both daily totals:
 * - per customer (`approvalDailyPerCustomerKobo`): every adjustment and refund of that customer done at once, whoever asked;
 * - per member (`approvalDailyPerMemberKobo`): every adjustment and refund the requester did at once, whatever the customer —
 *   the command line (`ops`, requester null) counts as one member of its own.
 * Otherwise it waits (`awaiting_approval`) for a second finance or admin person, as above the threshold, and the words
 * of why are kept on the request (`approval_needed_because`).
 *
 * "Done at once" is the request's own mark, `moved_alone`, set when it is made without waiting: a request that waited
 * and was approved had its second person and does not count; a refund done at once counts whatever its gateway later
 * did with it; reversals and a closure's rows are never marked. Both sums are read under locks, so concurrent requests cannot
 * both pass: the customer's wallet row (taken first by the caller, ADR 034) serialises the customer's total, then a
 * transaction-scoped advisory lock on the requester serialises theirs. The requester lock is always taken after exactly
 * one wallet and before any ledger row, and nothing takes a wallet while holding it: no cycle, so a member's requests
 * on two customers cannot deadlock.
 */

export interface ApprovalLimits {
  approvalAboveKobo: number;
  approvalDailyPerCustomerKobo: number;
  approvalDailyPerMemberKobo: number;
}

/** Who asks, for the totals: a staff member's id, or null for the command line's operator. */
export interface TotalsRequester {
  staffId: number | null;
}

/** The advisory lock class of "one requester's daily total" (two-key form: class, staff id; 0 = the command line). */
const REQUESTER_LOCK_CLASS = 690_001;

/** Serialises one requester's un-approved requests until the transaction ends (after the wallet: see the module comment). */
export async function lockRequester(tx: Tx, who: TotalsRequester): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REQUESTER_LOCK_CLASS}::int, ${who.staffId ?? 0}::int)`);
}

/** Adjustments and refunds moved without a second person, created in [from, to). */
const movedAtOnce = (from: Date, to: Date): SQL => and(eq(moneyBacks.movedAlone, true), gte(moneyBacks.createdAt, from), lt(moneyBacks.createdAt, to))!;

async function sumOf(tx: Tx, where: SQL): Promise<number> {
  const [row] = await tx.select({ total: sql<string>`coalesce(sum(${moneyBacks.amount}), 0)` }).from(moneyBacks).where(where);
  return Number(row?.total ?? 0);
}

/** What a requester, and a customer, moved without a second person on the Lagos day of `now` (kobo). */
export async function movedToday(tx: Tx, who: TotalsRequester, userId: number, now: Date): Promise<{ member: number; customer: number }> {
  const from = lagosDayStart(lagosDay(now));
  const to = new Date(from.getTime() + 86_400_000);
  const today = movedAtOnce(from, to);
  // The command line is one member: the requests it moved alone have no staff requester (nor a hub: hubs only reverse).
  const requester = who.staffId !== null ? eq(moneyBacks.requestedBy, who.staffId) : isNull(moneyBacks.requestedBy);
  const [member, customer] = [await sumOf(tx, and(today, requester)!), await sumOf(tx, and(today, eq(moneyBacks.userId, userId))!)];
  return { member, customer };
}

/** The limits as the list answers show them (the console's "this will need a second approver" line). */
export const approvalLimitsView = (limits: ApprovalLimits) => ({
  approval_above: money(limits.approvalAboveKobo),
  approval_daily_per_customer: money(limits.approvalDailyPerCustomerKobo),
  approval_daily_per_member: money(limits.approvalDailyPerMemberKobo),
});

/** Why a request of `amountKobo` would exceed a limit, in words read by the requester and the approver alike. */
export const aboveThreshold = (amountKobo: number, limits: ApprovalLimits) =>
  `${formatKobo(amountKobo)} is more than ${formatKobo(limits.approvalAboveKobo)}, the most one person may move in one request.`;
export const pastCustomerDay = (totalKobo: number, limits: ApprovalLimits) =>
  `With it, this customer's adjustments and refunds made today (Lagos time) without a second person would come to ${formatKobo(totalKobo)}, more than the ${formatKobo(limits.approvalDailyPerCustomerKobo)} allowed for one customer in a day.`;
export const pastMemberDay = (totalKobo: number, limits: ApprovalLimits, who: TotalsRequester) =>
  `With it, the adjustments and refunds ${who.staffId !== null ? 'this staff member' : 'the command line'} made today (Lagos time) without a second person would come to ${formatKobo(totalKobo)}, more than the ${formatKobo(limits.approvalDailyPerMemberKobo)} allowed for one staff member in a day.`;

/** The answer to a requester whose request waits: a second person must approve it, and why (ADR 069). */
export const waitsMessage = (what: 'adjustment' | 'refund', because: string | null) =>
  `A second finance or admin person must approve this ${what}: it waits for them.${because ? ` ${because}` : ''}`;

/**
 * Does this request wait for a second person, and why (null: it is done at once)? Call it inside the request's
 * transaction, after the customer's wallet lock; it takes the requester's lock itself when the amount alone does not
 * already decide.
 */
export async function approvalNeededBecause(tx: Tx, who: TotalsRequester, userId: number, amountKobo: number, limits: ApprovalLimits, now: Date): Promise<string | null> {
  if (amountKobo > limits.approvalAboveKobo) return aboveThreshold(amountKobo, limits);
  await lockRequester(tx, who);
  const moved = await movedToday(tx, who, userId, now);
  const why: string[] = [];
  if (moved.customer + amountKobo > limits.approvalDailyPerCustomerKobo) why.push(pastCustomerDay(moved.customer + amountKobo, limits));
  if (moved.member + amountKobo > limits.approvalDailyPerMemberKobo) why.push(pastMemberDay(moved.member + amountKobo, limits, who));
  return why.length ? why.join(' ') : null;
}
