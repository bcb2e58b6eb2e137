import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '#server/db/client.js';
import { deposits, moneyBacks, reconciliationMismatches, reconciliationRuns, virtualAccounts, type MismatchKind } from '#server/db/schema.js';
import { audit, type AuditContext } from '#server/lib/platform/audit.js';
import { dayPeriod } from '#server/lib/ledger/books.js';
import { GatewayUnavailable, type Gateway, type MethodCode, type Verification } from './gateways.js';
import { money } from '#server/lib/platform/money.js';

/**
 * Reconciliation (docs/decisions/053-the-books.md): every top-up of a Lagos day is asked about at its gateway, server to
 * server (`gateway.verify`, the same question the settlement asks), and every disagreement is listed for finance in a
 * run's mismatches: amounts, currencies, our Success against their failed, their success against our Failed (the money
 * should be in suspense), a reference the gateway does not know although we credited it, statuses still apart. The
 * daily job reconciles yesterday once across instances (a unique run per day); `ops reconcile --day` and the console
 * start a run on demand. A gateway that cannot answer is counted `unavailable`, not a mismatch.
 *
 * TODO(listTransactions): when the Gateway interface gains `listTransactions(fromIso, toIso)` (another branch of issue
 * 25), ask each gateway for its transactions of the day in one call instead of one verify per deposit, and add the
 * gateway's transactions that match no payment of ours as `unknown_here` mismatches.
 */

export type RunTrigger = 'job' | 'ops' | 'staff';
export type ReconciliationRun = typeof reconciliationRuns.$inferSelect;
export type Mismatch = typeof reconciliationMismatches.$inferSelect;

export interface ReconcileServices {
  db: Db;
  gateways: Map<MethodCode, Gateway>;
  log: FastifyBaseLogger;
}

type DepositRow = Pick<typeof deposits.$inferSelect, 'id' | 'reference' | 'methodCode' | 'amount' | 'charge' | 'currency' | 'status' | 'gatewayId'> &
  Partial<Pick<typeof deposits.$inferSelect, 'channel' | 'userId'>>;

const ours = (d: DepositRow) => `${d.status} ₦${money(d.amount + d.charge)} ${d.currency}`;
const theirs = (v: Verification) => `${v.raw}${v.totalKobo === null ? '' : ` ${v.currency === 'NGN' || v.currency === null ? '₦' : ''}${money(v.totalKobo)}`}${v.currency ? ` ${v.currency}` : ''}`;
const notFound = (v: Verification) => v.status === 'pending' && v.totalKobo === null && v.gatewayId === null && /not found/i.test(v.raw);

/**
 * How our deposit and the gateway's answer disagree, or null when they agree (or may still: both undecided).
 * `refunded`: whether the deposit has a refund sent to the gateway (Paystack then answers `reversed` for the payment,
 * which its verify reads as failed: no mismatch then; `reversed` without a refund of ours — a chargeback — is one).
 */
export function mismatchKindOf(d: DepositRow, v: Verification, refunded = false, expected?: ExpectedAtGateway): MismatchKind | null {
  const total = d.amount + d.charge;
  if (d.status === 'Success' && refunded && v.raw === 'reversed') return null;
  // The gateway's transaction must be this deposit's (ADR 061): found by another name, or not the transfer we
  // credited, it is none the gateway knows as ours.
  if (expected && v.status === 'success' && d.status === 'Success' && !answersFor(v, expected)) return 'unknown_at_gateway';
  if (v.status === 'success') {
    if (d.status === 'Failed') return 'theirs_success_ours_failed';
    if (d.status === 'Pending') return 'status';
    if (v.totalKobo !== total) return 'amount';
    if (v.currency !== d.currency) return 'currency';
    return null;
  }
  if (d.status === 'Success') return notFound(v) ? 'unknown_at_gateway' : v.status === 'failed' ? 'ours_success_theirs_failed' : 'status';
  return null;
}

/**
 * What names a deposit at its gateway (ADR 061): a checkout top-up is the transaction of our reference; a top-up by
 * bank transfer (ADR 056) is a transfer — Paystack's by the transfer's own reference, Flutterwave's by its transaction
 * id, whose tx_ref is the customer's account reference (VA-…), not ours.
 */
export interface ExpectedAtGateway {
  references: string[];
  transfer: boolean;
}

const answersFor = (v: Verification, expected: ExpectedAtGateway) =>
  (!expected.transfer || !!v.transfer) && (v.reference === null || expected.references.includes(v.reference));

/**
 * Reconciles the top-ups of a Lagos day (YYYY-MM-DD) with their gateways and records the run and its mismatches.
 * `trigger: 'job'` runs at most once per day (null when the day was reconciled by the job before).
 */
export async function reconcileDay(
  s: ReconcileServices,
  ctx: AuditContext,
  input: { day: string; trigger: RunTrigger },
  now: Date,
): Promise<{ run: ReconciliationRun; mismatches: Mismatch[] } | null> {
  const period = dayPeriod(input.day);
  const [run] = await s.db
    .insert(reconciliationRuns)
    .values({ day: input.day, trigger: input.trigger, actorLabel: ctx.actor.label, startedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!run) return null;
  await audit(s.db, ctx, { action: 'reconciliation.started', target: { kind: 'reconciliation', id: run.id }, details: { day: input.day, trigger: input.trigger } });
  try {
    const rows: DepositRow[] = await s.db
      .select({ id: deposits.id, reference: deposits.reference, methodCode: deposits.methodCode, amount: deposits.amount, charge: deposits.charge, currency: deposits.currency, status: deposits.status, gatewayId: deposits.gatewayId, channel: deposits.channel, userId: deposits.userId })
      .from(deposits)
      .where(and(gte(deposits.createdAt, period.from), lt(deposits.createdAt, period.to)))
      .orderBy(asc(deposits.id));
    // Deposits with a refund the gateway has taken (pending or beyond): Paystack lists them as `reversed`.
    const refundedIds = new Set(
      rows.length
        ? (
            await s.db
              .select({ id: moneyBacks.depositId })
              .from(moneyBacks)
              .where(and(eq(moneyBacks.kind, 'refund'), inArray(moneyBacks.status, ['pending', 'processing', 'needs_attention', 'processed']), inArray(moneyBacks.depositId, rows.map((r) => r.id))))
          ).map((r) => r.id)
        : [],
    );
    // The account references of the customers whose transfers are reconciled (Flutterwave names a transfer by them).
    const transferUsers = [...new Set(rows.filter((r) => r.channel === 'bank_transfer').map((r) => r.userId!))];
    const accountRefs = new Map<string, string[]>();
    if (transferUsers.length) {
      for (const a of await s.db.select({ userId: virtualAccounts.userId, gateway: virtualAccounts.gateway, reference: virtualAccounts.reference }).from(virtualAccounts).where(inArray(virtualAccounts.userId, transferUsers))) {
        const key = `${a.gateway}:${a.userId}`;
        accountRefs.set(key, [...(accountRefs.get(key) ?? []), a.reference]);
      }
    }
    const expectedOf = (d: DepositRow): ExpectedAtGateway =>
      d.channel === 'bank_transfer'
        ? { transfer: true, references: d.methodCode === 'flutterwave' ? (accountRefs.get(`flutterwave:${d.userId}`) ?? []) : [d.reference] }
        : { transfer: false, references: [d.reference] };
    let unavailable = 0;
    const found: (typeof reconciliationMismatches.$inferInsert)[] = [];
    for (const d of rows) {
      const gateway = s.gateways.get(d.methodCode as MethodCode);
      if (!gateway) {
        unavailable++;
        continue;
      }
      let v: Verification;
      try {
        v = await gateway.verify(d.reference, d.gatewayId);
      } catch (err) {
        if (!(err instanceof GatewayUnavailable)) throw err;
        unavailable++;
        continue;
      }
      const kind = mismatchKindOf(d, v, refundedIds.has(d.id), expectedOf(d));
      if (kind) found.push({ runId: run.id, gateway: gateway.code, depositId: d.id, reference: d.reference, kind, ours: ours(d), theirs: kind === 'unknown_at_gateway' && v.reference ? `${theirs(v)} as ${v.reference}${v.transfer ? '' : ' (not a transfer)'}` : theirs(v), createdAt: now });
    }
    const mismatches = found.length ? await s.db.insert(reconciliationMismatches).values(found).returning() : [];
    const [done] = await s.db
      .update(reconciliationRuns)
      .set({ status: 'done', checked: rows.length, mismatches: mismatches.length, unavailable, finishedAt: new Date() })
      .where(eq(reconciliationRuns.id, run.id))
      .returning();
    if (mismatches.length) s.log.warn({ day: input.day, run: run.id, mismatches: mismatches.length }, 'reconciliation: mismatches found');
    return { run: done!, mismatches };
  } catch (err) {
    await s.db.update(reconciliationRuns).set({ status: 'failed', error: String((err as Error).message).slice(0, 500), finishedAt: new Date() }).where(eq(reconciliationRuns.id, run.id));
    throw err;
  }
}

/** Runs, newest first (optionally of one day). */
export async function listRuns(db: Executor, opts: { day?: string; before?: number; limit?: number } = {}) {
  const limit = Math.min(Math.max(opts.limit ?? 30, 1), 100);
  const rows = await db
    .select()
    .from(reconciliationRuns)
    .where(and(opts.day ? eq(reconciliationRuns.day, opts.day) : undefined, opts.before ? lt(reconciliationRuns.id, opts.before) : undefined))
    .orderBy(desc(reconciliationRuns.id))
    .limit(limit + 1);
  return { runs: rows.slice(0, limit), more: rows.length > limit };
}

/** A run and its mismatches, or null. */
export async function runOf(db: Executor, id: number): Promise<{ run: ReconciliationRun; mismatches: Mismatch[] } | null> {
  const [run] = await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.id, id));
  if (!run) return null;
  const mismatches = await db.select().from(reconciliationMismatches).where(eq(reconciliationMismatches.runId, id)).orderBy(asc(reconciliationMismatches.id));
  return { run, mismatches };
}
