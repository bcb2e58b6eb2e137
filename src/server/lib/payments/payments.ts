import { createHmac, randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.js';
import type { Db, Tx } from '#server/db/client.js';
import type { cardRequests, deposits } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { GatewayUnavailable, type Gateway, type MethodCode, type Verification } from './gateways.js';
import { lockWallet } from '#server/lib/ledger/ledger.js';
import { recordSuspense } from './suspense.js';
import { percentOf } from '#server/lib/platform/money.js';

/**
 * Gateway payments, whatever they pay for (docs/decisions/035-payments-module.md). A payment has a purpose — a top-up
 * (lib/payments/deposits.ts), a card fee (lib/cards-hubs/cards.ts), later sponsor top-ups and bank transfers — and every purpose is
 * settled by the same rules (docs/decisions/018-deposits-exactly-once.md):
 * - value only after a server-to-server verification: status success, reference, amount and currency equal to ours;
 * - a payment's row leaves Pending exactly once, by a conditional UPDATE (`whilePending`), and the purpose's effect
 *   (credit, commissions, receipt; or the card request becoming paid) commits in the same transaction as the winning
 *   update; whatever arrives — return, webhook, re-verification job, on any instance, any number of times — one wins.
 * The router finds a reference's purpose by looking it up in every purpose's table in ONE query, never by its prefix.
 */

export interface PaymentServices {
  db: Db;
  config: Config;
  gateways: Map<MethodCode, Gateway>;
  /** Called after a commit that queued a mail: deliver the outbox soon (plugins/mail.ts wake). */
  mailQueued?: () => void;
  log: FastifyBaseLogger;
  /**
   * Asked before a customer's read re-verifies a pending payment with its gateway (the soft `verify` budget, ADR 038):
   * false → the stored status is answered (the webhook or the re-verification job settles it). Unset → always.
   */
  mayVerify?: () => Promise<boolean>;
}

/** The services of the router: the payment services and the registry of purposes (built by plugins/payments.ts). */
export interface Payments extends PaymentServices {
  purposes: readonly PaymentPurpose[];
}

/** The tables of payments. Each has the columns the settlement writes: status, checked/completed at, gateway id, failure reason. */
export type PaymentTable = typeof deposits | typeof cardRequests;

export type PaymentStatus = 'Pending' | 'Success' | 'Failed';

/** What every purpose's payment looks like to the settlement. */
export interface Payment {
  id: number;
  userId: number;
  reference: string;
  trx: string;
  methodCode: string;
  gatewayId: string | null;
  currency: string;
  status: PaymentStatus;
  createdAt: Date;
  /** What the gateway must have been paid, in kobo (amount + charge). */
  totalKobo: number;
}

/** Extra columns a purpose sets when its payment leaves Pending (a card request's stage, paid_at). */
export type ExtraColumns = Record<string, unknown>;

/** The columns the settlement writes (common to every payment table), and the purpose's extras. */
type Columns = Partial<Pick<typeof deposits.$inferInsert, 'status' | 'completedAt' | 'checkedAt' | 'failureReason' | 'gatewayId' | 'cardHash'>> & ExtraColumns;

/** `getPaymentOutcome`'s data (the contract's PaymentOutcome). */
export interface PaymentOutcome {
  kind: 'deposit' | 'card';
  id: number;
  trx: string;
  created_at: string;
  method_code: string;
  payment_gateway: string;
  amount: string;
  charge: string;
  total: string;
  currency: string;
  status: PaymentStatus;
  reference: string;
  completed_at: string | null;
  balance: string;
}

export interface PaymentPurpose {
  /** Its name in logs ("deposit: …", "card request: …"). */
  name: string;
  /** `getPaymentOutcome`'s kind. */
  kind: PaymentOutcome['kind'];
  /** Its references' prefix (DEP-, CRD-): used to make new references and to word a 404, never to route. */
  prefix: string;
  /** The 404 message for one of its references that is unknown or another customer's. */
  notFound: string;
  table: PaymentTable;
  /** What the gateway must have been paid, in kobo, over the table's columns. */
  total: SQL<number>;
  /** The settlement's outcome when this caller made it paid: 'credited' (a top-up), 'paid' (a card fee). */
  settledAs: 'credited' | 'paid';
  /** Extra columns when it ends Failed / when it is paid. */
  failedColumns: ExtraColumns;
  paidColumns: (now: Date) => ExtraColumns;
  /**
   * What success means, INSIDE the transaction whose conditional update made it paid (so it happens once, or not at
   * all). Answers whether it queued a mail.
   */
  onPaid: (tx: Tx, s: PaymentServices, payment: Payment, gateway: Gateway, now: Date) => Promise<{ mailQueued: boolean }>;
  /** getPaymentOutcome's view of the customer's payment (re-verified first while pending). */
  outcome: (s: PaymentServices, userId: number, reference: string, now: Date) => Promise<PaymentOutcome>;
}

export type SettleResult = 'credited' | 'paid' | 'failed' | 'pending' | 'settled-before' | 'unknown';

/** A checkout not paid within this time is over (the gateways' own sessions expire sooner). */
export const PAYMENT_EXPIRY_MS = 60 * 60 * 1000;
const REF_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** <PREFIX>-YYYYMMDD-XXXXXXXX (unique index per table; 31^8 per day). */
export function newReference(prefix: string, now: Date): string {
  let tail = '';
  for (let i = 0; i < 8; i++) tail += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return `${prefix}-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${tail}`;
}

/** The gateway's charge on an amount (configured per gateway: fixed + percent). */
export const chargeOf = (config: Config, method: MethodCode, amountKobo: number) => {
  const c = config.deposit.charges[method];
  return c.fixedKobo + percentOf(amountKobo, c.percentBp);
};

/**
 * The stored form of a paying card (deposits.card_hash, card_requests.card_hash): HMAC-SHA256 under CARD_HASH_KEY of
 * the gateway and its card identifier (Verification.card), so the raw signature is never stored and a leaked table
 * cannot be matched against another merchant's (ADR 040).
 */
export const cardHashOf = (key: string, gateway: string, card: string) => createHmac('sha256', key).update(`${gateway}\0${card}`).digest('base64url');

// ---------------------------------------------------------------- the one conditional update (ADR 018)

/**
 * The only way a payment's row is written after its creation: guarded by `status = 'Pending'`, so of all concurrent
 * writers exactly one gets the row back. True when this caller's update took.
 */
export async function whilePending(ex: Db | Tx, purpose: PaymentPurpose, id: number, set: Columns): Promise<boolean> {
  // One cast for all purposes: drizzle types update() per table; the columns written here exist in every PaymentTable
  // and extras come from the purpose's own table (drizzle writes only the keys that are columns of the table).
  const t = purpose.table as typeof deposits;
  const rows = await ex
    .update(t)
    .set(set as Partial<typeof deposits.$inferInsert>)
    .where(and(eq(t.id, id), eq(t.status, 'Pending')))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Ends a payment Failed (with its purpose's extra columns), once. */
const fail = (ex: Db | Tx, purpose: PaymentPurpose, id: number, columns: Columns) =>
  whilePending(ex, purpose, id, { status: 'Failed', ...columns, ...purpose.failedColumns });

// ---------------------------------------------------------------- checkout

/**
 * Sends the customer to the gateway for a payment just inserted Pending. When the gateway cannot be reached the
 * payment ends Failed and the customer gets a 502 naming the gateway.
 */
export async function checkout(
  s: PaymentServices,
  purpose: PaymentPurpose,
  gateway: Gateway,
  payment: { id: number; reference: string; totalKobo: number; email: string },
  now: Date,
  /** Where the gateway returns the browser (a path of the SPA, `?reference=` appended); default /payment-success. */
  returnPath = '/payment-success',
): Promise<{ redirectUrl: string }> {
  try {
    return await gateway.initialize({
      reference: payment.reference,
      totalKobo: payment.totalKobo,
      currency: 'NGN',
      email: payment.email,
      // The SPA's outcome page, which asks getPaymentOutcome (the gateway appends its own parameters).
      callbackUrl: `${s.config.publicUrl}${returnPath}?reference=${encodeURIComponent(payment.reference)}`,
    });
  } catch (err) {
    await fail(s.db, purpose, payment.id, { completedAt: now, failureReason: 'gateway initialize failed' });
    s.log.error({ err, reference: payment.reference }, `${purpose.name}: gateway initialize failed`);
    throw new ApiError(502, `${gateway.name} is not reachable right now. Please try again in a few minutes.`);
  }
}

// ---------------------------------------------------------------- the ladder

/** Why a verified payment is not ours to accept, or null when it is (status, reference, amount, currency). */
export function mismatchOf(v: Verification, payment: Pick<Payment, 'reference' | 'totalKobo' | 'currency'>): string | null {
  if (v.status !== 'success') return `gateway status ${v.raw}`;
  if (v.reference !== payment.reference) return `reference mismatch (${v.reference})`;
  if (v.totalKobo !== payment.totalKobo) return `amount mismatch (paid ${v.totalKobo} kobo, expected ${payment.totalKobo})`;
  if (v.currency !== payment.currency) return `currency mismatch (${v.currency})`;
  return null;
}

/** What a settlement's write ended as, for `SettleOptions.record`: a SettleResult, or `unavailable` (gateway down). */
export type SettleRecord = SettleResult | 'unavailable';

export interface SettleOptions {
  /** The gateway's own id of the payment, when the caller knows it (a webhook). */
  gatewayId?: string | null;
  /**
   * Called INSIDE the transaction of the settlement's write, with what it ended as (an on-demand re-verification audits
   * its attempt there, so the event exists exactly when the write does). Unset: the writes are as they always were.
   */
  record?: (tx: Tx, outcome: SettleRecord) => Promise<void>;
  /** Throw GatewayUnavailable (after recording the attempt) instead of answering 'pending' when the gateway cannot tell. */
  throwUnavailable?: boolean;
  /**
   * A gateway event about a payment already Failed (a webhook): ask the gateway, and when it says it took the money,
   * record it in suspense (once per gateway transaction; ADR 053). Unset: a payment that left Pending is left alone.
   */
  lateSuccess?: boolean;
}

/**
 * The suspense item of a verified success that is not ours to accept (amount or currency mismatch, or a payment
 * already Failed): the gateway holds the money, so the books must say so — never credited by guess (ADR 053). A
 * success under another reference is that reference's money, not this payment's: nothing recorded.
 */
async function suspenseOf(tx: Tx, gateway: Gateway, payment: Payment, v: Verification, reason: string, now: Date) {
  if (v.status !== 'success' || v.totalKobo === null || (v.reference !== null && v.reference !== payment.reference)) return null;
  return recordSuspense(
    tx,
    { gateway: gateway.code, gatewayRef: v.gatewayId ?? payment.gatewayId ?? payment.reference, reference: payment.reference, amount: v.totalKobo, currency: v.currency ?? payment.currency, reason },
    now,
  );
}

/** A Failed payment the gateway now calls a success: into suspense (ADR 053). Answers 'settled-before' either way. */
async function lateSuccessOf(s: PaymentServices, gateway: Gateway, payment: Payment, now: Date, gatewayId: string | null | undefined): Promise<SettleResult> {
  let v: Verification;
  try {
    v = await gateway.verify(payment.reference, gatewayId ?? payment.gatewayId);
  } catch (err) {
    if (!(err instanceof GatewayUnavailable)) throw err;
    return 'settled-before';
  }
  if (v.status !== 'success') return 'settled-before';
  const reason = mismatchOf(v, payment) ?? 'paid after the payment had failed';
  const item = await s.db.transaction((tx) => suspenseOf(tx, gateway, payment, v, reason, now));
  if (item) s.log.error({ reference: payment.reference, suspense: item.id, reason }, 'payment: money received for a failed payment, held in suspense');
  return 'settled-before';
}

/**
 * Verifies a payment with its gateway and settles it once: paid (with its purpose's effect) or Failed, or left
 * Pending when the gateway cannot tell yet. Safe to call any number of times, concurrently, from any instance.
 */
export async function settlePayment(s: PaymentServices, purpose: PaymentPurpose, payment: Payment, now: Date, opts: SettleOptions = {}): Promise<SettleResult> {
  if (payment.status !== 'Pending') {
    const late = payment.status === 'Failed' && opts.lateSuccess ? s.gateways.get(payment.methodCode as MethodCode) : undefined;
    return late ? lateSuccessOf(s, late, payment, now, opts.gatewayId) : 'settled-before';
  }
  const gateway = s.gateways.get(payment.methodCode as MethodCode);
  if (!gateway) {
    if (opts.throwUnavailable) throw new GatewayUnavailable(payment.methodCode, 'not configured on this server');
    return 'pending';
  }
  /** One conditional write, with the record in its transaction when one is asked for. */
  const write = async (as: (took: boolean) => SettleRecord, fn: (ex: Db | Tx) => Promise<boolean>): Promise<SettleRecord> => {
    const { record } = opts;
    if (!record) return as(await fn(s.db));
    return s.db.transaction(async (tx) => {
      const outcome = as(await fn(tx));
      await record(tx, outcome);
      return outcome;
    });
  };
  let v: Verification;
  try {
    v = await gateway.verify(payment.reference, opts.gatewayId ?? payment.gatewayId);
  } catch (err) {
    if (!(err instanceof GatewayUnavailable)) throw err;
    s.log.warn({ err: err.message, reference: payment.reference }, `${purpose.name}: verification unavailable, stays pending`);
    const outcome = await write((took) => (took ? 'unavailable' : 'settled-before'), (ex) => whilePending(ex, purpose, payment.id, { checkedAt: now }));
    if (opts.throwUnavailable && outcome === 'unavailable') throw err;
    return opts.record && outcome === 'settled-before' ? 'settled-before' : 'pending';
  }
  if (v.status === 'pending') {
    // A checkout never completed (cancelled, abandoned) ends Failed once it is older than the expiry.
    if (now.getTime() - payment.createdAt.getTime() > PAYMENT_EXPIRY_MS) {
      return (await write(
        (took) => (took ? 'failed' : 'settled-before'),
        (ex) => fail(ex, purpose, payment.id, { completedAt: now, checkedAt: now, failureReason: `not paid within an hour (gateway: ${v.raw})` }),
      )) as SettleResult;
    }
    const outcome = await write((took) => (took ? 'pending' : 'settled-before'), (ex) => whilePending(ex, purpose, payment.id, { checkedAt: now }));
    return opts.record ? (outcome as SettleResult) : 'pending';
  }
  const mismatch = mismatchOf(v, payment);
  if (mismatch) {
    // A success that is not ours to accept ends the payment Failed and, in the same transaction, puts the money the
    // gateway took into suspense (ADR 053).
    const failAndHold = async (ex: Db | Tx) => {
      const took = await fail(ex, purpose, payment.id, { completedAt: now, checkedAt: now, failureReason: mismatch, gatewayId: v.gatewayId ?? payment.gatewayId });
      if (took && v.status === 'success') await suspenseOf(ex as Tx, gateway, payment, v, mismatch, now);
      return took;
    };
    const outcome = await write(
      (took) => (took ? 'failed' : 'settled-before'),
      (ex) => (v.status === 'success' && ex === s.db ? s.db.transaction((tx) => failAndHold(tx)) : failAndHold(ex)),
    );
    if (outcome === 'failed' && v.status === 'success') s.log.error({ reference: payment.reference, mismatch }, `${purpose.name}: verified payment does not match, NOT accepted`);
    return outcome as SettleResult;
  }
  const won = await s.db.transaction(async (tx) => {
    await lockWallet(tx, payment.userId); // the wallet first, wherever money moves (lib/ledger/ledger.ts, lock order)
    const cardHash = v.card ? cardHashOf(s.config.cardHashKey, gateway.code, v.card) : null;
    const paid = await whilePending(tx, purpose, payment.id, { status: 'Success', completedAt: now, checkedAt: now, gatewayId: v.gatewayId, cardHash, ...purpose.paidColumns(now) });
    const effect = paid ? await purpose.onPaid(tx, s, payment, gateway, now) : null;
    await opts.record?.(tx, paid ? purpose.settledAs : 'settled-before');
    return effect;
  });
  if (!won) return 'settled-before';
  if (won.mailQueued) s.mailQueued?.();
  return purpose.settledAs;
}

// ---------------------------------------------------------------- the router

/** A select of a purpose's payments in the common shape; `purpose` is the purpose's index in the registry. */
function paymentsOf(db: Db, index: number, purpose: PaymentPurpose) {
  const t = purpose.table as typeof deposits;
  return db
    .select({
      purpose: sql<number>`${sql.raw(String(index))}`.mapWith(Number),
      id: t.id,
      userId: t.userId,
      reference: t.reference,
      trx: t.trx,
      methodCode: t.methodCode,
      gatewayId: t.gatewayId,
      currency: t.currency,
      status: t.status,
      createdAt: t.createdAt,
      totalKobo: purpose.total.mapWith(Number),
    })
    .from(t);
}

/** The payment in a row of `paymentsOf` (without its purpose index). */
const paymentIn = ({ purpose: _purpose, ...payment }: Payment & { purpose: number }): Payment => payment;

/** A payment of one purpose by its reference (for the purpose's own pages). */
export async function paymentOf(db: Db, purpose: PaymentPurpose, reference: string): Promise<Payment | null> {
  const [row] = await paymentsOf(db, 0, purpose).where(eq(purpose.table.reference, reference));
  return row ? paymentIn(row) : null;
}

/**
 * The payment of a reference and its purpose: ONE query over every purpose's table (UNION ALL of the registry), so a
 * reference is routed by where it is, whatever it looks like. With `userId`, only that customer's.
 */
export async function findPayment(s: Payments, reference: string, userId?: number): Promise<{ purpose: PaymentPurpose; payment: Payment } | null> {
  const selects = s.purposes.map((p, i) =>
    paymentsOf(s.db, i, p).where(userId === undefined ? eq(p.table.reference, reference) : and(eq(p.table.reference, reference), eq(p.table.userId, userId))),
  );
  const [first, second, ...rest] = selects;
  if (!first) return null;
  const rows = second ? await unionAll(first, second, ...rest) : await first;
  if (rows.length > 1) {
    // References are unique per table and prefixed per purpose, so this is a bug: settle nothing rather than guess.
    s.log.error({ reference, purposes: rows.map((r) => s.purposes[r.purpose]!.name) }, 'payments: a reference in several purposes, not settled');
    return null;
  }
  const [row] = rows;
  if (!row) return null;
  return { purpose: s.purposes[row.purpose]!, payment: paymentIn(row) };
}

/** Settles the payment of a reference, whatever its purpose ('unknown' when no purpose has it). */
export async function settleReference(s: Payments, reference: string, now: Date, hint: { gatewayId?: string | null } = {}): Promise<SettleResult> {
  const found = await findPayment(s, reference);
  if (!found) return 'unknown';
  return settlePayment(s, found.purpose, found.payment, now, { gatewayId: hint.gatewayId, lateSuccess: true });
}

/**
 * What /payment-success shows for a customer's reference, verified while pending. Unknown and another customer's
 * references are the same 404, worded by the reference's prefix (as before the router; the prefix only words it).
 */
export async function paymentOutcome(s: Payments, userId: number, reference: string, now: Date): Promise<PaymentOutcome> {
  const found = await findPayment(s, reference, userId);
  if (!found) {
    const wording = s.purposes.find((p) => reference.startsWith(`${p.prefix}-`)) ?? s.purposes[0];
    throw new ApiError(404, wording?.notFound ?? 'Payment not found.');
  }
  return found.purpose.outcome(s, userId, reference, now);
}

/**
 * The re-verification sweep of every purpose: pending payments older than DEPOSIT_RECHECK_AFTER_SECONDS and not asked
 * about for as long are settled (conditional updates make a sweep on several instances at once harmless). At most
 * `limit` per purpose. Returns how many it asked about.
 */
export async function recheckPending(s: Payments, now: Date, limit = 50): Promise<number> {
  const before = new Date(now.getTime() - (s.config.depositRecheckAfterMs ?? 60_000));
  let asked = 0;
  for (const [i, purpose] of s.purposes.entries()) {
    const t = purpose.table as typeof deposits;
    const rows = await paymentsOf(s.db, i, purpose)
      .where(and(eq(t.status, 'Pending'), lt(t.createdAt, before), or(isNull(t.checkedAt), lt(t.checkedAt, before))))
      .orderBy(t.createdAt)
      .limit(limit);
    for (const payment of rows.map(paymentIn)) {
      try {
        await settlePayment(s, purpose, payment, now);
      } catch (err) {
        s.log.error({ err, reference: payment.reference }, `${purpose.name} re-verification failed`);
      }
    }
    asked += rows.length;
  }
  return asked;
}
