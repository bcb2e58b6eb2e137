import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { components, operations } from '#generated/api';
import type { Db } from '#server/db/client.js';
import { auditEvents, deposits, transactions, users } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import { DEPOSIT_NOT_FOUND, type DepositRow } from './deposits.js';
import type { Gateway, MethodCode } from './gateways.js';
import { lagosDayStart } from '#server/lib/platform/time.js';
import { money } from '#server/lib/platform/money.js';
import { customerCondition } from '#server/lib/identity/accounts.js';

/**
 * Deposits for finance (docs/decisions/048-staff-deposits-and-overview.md): every customer's top-ups, filtered, with
 * the totals of the filtered set; one deposit with its gateway fields, ledger entry, customer and re-verifications.
 * Reads only: re-verification is lib/payments/deposits.ts reverifyDeposit (the console and `ops deposits:recheck --reference`).
 * Deposits are not scoped by a member's centres: a top-up belongs to a customer, not to a centre.
 */

export const STAFF_DEPOSITS_PER_PAGE = 15;
type Query = NonNullable<operations['listStaffDeposits']['parameters']['query']>;
type StaffDeposit = components['schemas']['StaffDeposit'];
type Gateways = Map<MethodCode, Gateway>;

const DAY_MS = 24 * 3600 * 1000;

const gatewayName = (gateways: Gateways, code: string) => gateways.get(code as MethodCode)?.name ?? ({ paystack: 'Paystack', flutterwave: 'Flutterwave' } as Record<string, string>)[code] ?? code;

/** The conditions of the list's filters (on deposits joined with users). */
function filters(query: Query): SQL | undefined {
  const where: SQL[] = [];
  if (query.status) where.push(eq(deposits.status, query.status));
  if (query.gateway) where.push(eq(deposits.methodCode, query.gateway));
  const from = query.from ? lagosDayStart(query.from) : null;
  const to = query.to ? new Date(lagosDayStart(query.to).getTime() + DAY_MS) : null;
  if (from && to && to <= from) throw fieldError('to', 'The to date must not be before the from date.');
  if (from) where.push(gte(deposits.createdAt, from));
  if (to) where.push(lt(deposits.createdAt, to));
  if (query.customer?.trim()) where.push(customerCondition(query.customer));
  const reference = query.reference?.trim();
  if (reference) where.push(or(eq(deposits.reference, reference), eq(deposits.trx, reference))!);
  return where.length ? and(...where) : undefined;
}

const customerName = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim();

function summary(gateways: Gateways, d: DepositRow, u: { id: number; firstname: string; lastname: string; accountNumber: string }) {
  return {
    id: d.id,
    trx: d.trx,
    reference: d.reference,
    created_at: d.createdAt.toISOString(),
    completed_at: d.completedAt ? d.completedAt.toISOString() : null,
    method_code: d.methodCode,
    payment_gateway: d.channel === 'bank_transfer' ? `Bank transfer (${gatewayName(gateways, d.methodCode)})` : gatewayName(gateways, d.methodCode),
    amount: money(d.amount),
    charge: money(d.charge),
    total: money(d.amount + d.charge),
    currency: d.currency,
    status: d.status,
    customer: { id: u.id, name: customerName(u), account_number: u.accountNumber },
  };
}

/** A page of deposits (newest first) and the totals of the whole filtered set. */
export async function staffDepositsPage(db: Db, gateways: Gateways, query: Query) {
  const page = query.page ?? 1;
  const condition = filters(query);
  const [agg] = await db
    .select({
      total: count(),
      amount: sql<string>`coalesce(sum(${deposits.amount}), 0)`,
      charge: sql<string>`coalesce(sum(${deposits.charge}), 0)`,
      credited: sql<string>`coalesce(sum(${deposits.amount}) filter (where ${deposits.status} = 'Success'), 0)`,
    })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(condition);
  const rows = await db
    .select({ d: deposits, u: { id: users.id, firstname: users.firstname, lastname: users.lastname, accountNumber: users.accountNumber } })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(condition)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(STAFF_DEPOSITS_PER_PAGE)
    .offset((page - 1) * STAFF_DEPOSITS_PER_PAGE);
  const amount = Number(agg?.amount ?? 0);
  const charge = Number(agg?.charge ?? 0);
  return {
    total: Number(agg?.total ?? 0),
    page,
    data: rows.map((r) => summary(gateways, r.d, r.u)),
    totals: { count: Number(agg?.total ?? 0), amount: money(amount), charge: money(charge), total: money(amount + charge), credited: money(Number(agg?.credited ?? 0)) },
  };
}

type Verification = StaffDeposit['verifications'][number];
const RESULTS = new Set<Verification['result']>(['credited', 'failed', 'pending', 'settled-before', 'unavailable']);
const STATUSES = new Set<Verification['before']>(['Pending', 'Success', 'Failed']);

/** One deposit with its gateway fields, the ledger line its credit made, its customer and its re-verifications. */
export async function staffDeposit(db: Db, gateways: Gateways, id: number): Promise<StaffDeposit> {
  const [row] = await db
    .select({
      d: deposits,
      u: { id: users.id, firstname: users.firstname, lastname: users.lastname, accountNumber: users.accountNumber, email: users.email, balance: users.balance },
    })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(eq(deposits.id, id));
  if (!row) throw new ApiError(404, DEPOSIT_NOT_FOUND);
  const { d, u } = row;
  const [line] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, d.userId), eq(transactions.causeKind, 'deposit'), eq(transactions.causeId, d.id)))
    .limit(1);
  const events = await db
    .select({ at: auditEvents.at, by: auditEvents.actorLabel, details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetKind, 'deposit'), eq(auditEvents.targetId, String(d.id)), eq(auditEvents.action, 'deposit.reverify')))
    .orderBy(desc(auditEvents.id))
    .limit(20);
  const verifications: Verification[] = [];
  for (const e of events) {
    const x = (e.details ?? {}) as { result?: string; before?: { status?: string }; after?: { status?: string } };
    const result = x.result as Verification['result'];
    const before = x.before?.status as Verification['before'];
    const after = x.after?.status as Verification['after'];
    if (RESULTS.has(result) && STATUSES.has(before) && STATUSES.has(after)) verifications.push({ at: e.at.toISOString(), by: e.by, result, before, after });
  }
  return {
    ...summary(gateways, d, u),
    customer: { id: u.id, name: customerName(u), account_number: u.accountNumber, email: u.email, balance: money(u.balance) },
    gateway_id: d.gatewayId,
    checked_at: d.checkedAt ? d.checkedAt.toISOString() : null,
    failure_reason: d.failureReason,
    paid_by_card: d.cardHash !== null,
    ledger_entry: line
      ? { trx: line.trx, created_at: line.createdAt.toISOString(), amount: money(line.amount), charge: money(line.charge), post_balance: money(line.postBalance), detail: line.detail }
      : null,
    verifications,
  };
}
