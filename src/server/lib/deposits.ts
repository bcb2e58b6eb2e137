import { randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.js';
import type { Db, Tx } from '#server/db/client.js';
import { commissions, deposits, users } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import { depositReceiptMail } from '#server/mail/templates.js';
import { GatewayUnavailable, type Gateway, type MethodCode } from './gateways.js';
import { newTrx, post } from './ledger.js';
import { enqueueMail } from './outbox.js';
import { money, percentOf } from './money.js';

/**
 * Top-ups (docs/decisions/018-deposits-exactly-once.md). Value is given only after a server-side verification with
 * the gateway (status success, amount, currency and reference match) and only to a deposit still Pending: the
 * conditional UPDATE pending → Success and the ledger credit (plus referral commissions) are ONE database
 * transaction, so whatever arrives — return, webhook, re-verification job, on any instance, any number of times,
 * concurrently — exactly one caller wins. The receipt is a row of that same transaction in the mail outbox, keyed
 * `deposit-credited:<trx>`: sent after the commit, at least once, never twice (lib/outbox.ts).
 */
export interface DepositServices {
  db: Db;
  config: Config;
  gateways: Map<MethodCode, Gateway>;
  /** Called after a commit that queued a mail: deliver the outbox soon (plugins/mail.ts wake). */
  mailQueued?: () => void;
  log: FastifyBaseLogger;
}

export type DepositRow = typeof deposits.$inferSelect;

export const DEPOSIT_NOT_FOUND = 'Deposit not found.';
/** A checkout not paid within this time is over (the gateways' own sessions expire sooner). */
export const DEPOSIT_EXPIRY_MS = 60 * 60 * 1000;
const REF_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** DEP-YYYYMMDD-XXXXXXXX (unique index; 31^8 per day). */
export function newReference(now: Date): string {
  let tail = '';
  for (let i = 0; i < 8; i++) tail += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return `DEP-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${tail}`;
}

export const chargeOf = (config: Config, method: MethodCode, amountKobo: number) => {
  const c = config.deposit.charges[method];
  return c.fixedKobo + percentOf(amountKobo, c.percentBp);
};

export function methodsView(services: Pick<DepositServices, 'config' | 'gateways'>) {
  const { config } = services;
  return [...services.gateways.values()].map((g) => ({
    method_code: g.code,
    name: g.name,
    currency: 'NGN',
    min_amount: money(config.deposit.minKobo),
    max_amount: money(config.deposit.maxKobo),
    fixed_charge: money(config.deposit.charges[g.code].fixedKobo),
    percent_charge: config.deposit.charges[g.code].percentBp / 100,
  }));
}

export async function initiate(
  s: DepositServices,
  user: { id: number; email: string },
  methodCode: string,
  amountKobo: number,
  now: Date,
): Promise<{ redirectUrl: string; reference: string }> {
  const gateway = s.gateways.get(methodCode as MethodCode);
  if (!gateway) throw fieldError('method_code', 'The selected provider is not available.');
  const { minKobo, maxKobo } = s.config.deposit;
  if (amountKobo < minKobo) throw fieldError('amount', `Amount cannot be less than ${money(minKobo).replace(/\.00$/, '')} Naira`);
  if (amountKobo > maxKobo) throw fieldError('amount', `Amount cannot be more than ${money(maxKobo).replace(/\.00$/, '')} Naira`);
  const charge = chargeOf(s.config, gateway.code, amountKobo);
  const reference = newReference(now);
  const [row] = await s.db
    .insert(deposits)
    .values({ userId: user.id, trx: newTrx(), reference, methodCode: gateway.code, amount: amountKobo, charge, currency: 'NGN' })
    .returning();
  try {
    const { redirectUrl } = await gateway.initialize({
      reference,
      totalKobo: amountKobo + charge,
      currency: 'NGN',
      email: user.email,
      // The SPA's outcome page, which asks getPaymentOutcome (the gateway appends its own parameters).
      callbackUrl: `${s.config.publicUrl}/payment-success?reference=${encodeURIComponent(reference)}`,
    });
    return { redirectUrl, reference };
  } catch (err) {
    await s.db
      .update(deposits)
      .set({ status: 'Failed', completedAt: now, failureReason: 'gateway initialize failed' })
      .where(and(eq(deposits.id, row!.id), eq(deposits.status, 'Pending')));
    s.log.error({ err, reference }, 'deposit: gateway initialize failed');
    throw new ApiError(502, `${gateway.name} is not reachable right now. Please try again in a few minutes.`);
  }
}

/** The outbox key of a deposit's receipt: one receipt per credited deposit. */
export const receiptKey = (trx: string) => `deposit-credited:${trx}`;

export type SettleResult = 'credited' | 'failed' | 'pending' | 'settled-before' | 'unknown';

/**
 * Verifies a deposit with its gateway and settles it once: Success with the ledger credit and commissions, or
 * Failed without credit. Safe to call any number of times, concurrently, from any instance.
 */
export async function settle(s: DepositServices, reference: string, now: Date, hint: { gatewayId?: string | null } = {}): Promise<SettleResult> {
  const [deposit] = await s.db.select().from(deposits).where(eq(deposits.reference, reference));
  if (!deposit) return 'unknown';
  if (deposit.status !== 'Pending') return 'settled-before';
  const gateway = s.gateways.get(deposit.methodCode as MethodCode);
  if (!gateway) return 'pending';
  let v;
  try {
    v = await gateway.verify(deposit.reference, hint.gatewayId ?? deposit.gatewayId);
  } catch (err) {
    if (!(err instanceof GatewayUnavailable)) throw err;
    s.log.warn({ err: err.message, reference }, 'deposit: verification unavailable, stays pending');
    await s.db.update(deposits).set({ checkedAt: now }).where(and(eq(deposits.id, deposit.id), eq(deposits.status, 'Pending')));
    return 'pending';
  }
  const total = deposit.amount + deposit.charge;
  if (v.status === 'pending') {
    // A checkout never completed (cancelled, abandoned) ends Failed once it is older than the expiry.
    if (now.getTime() - deposit.createdAt.getTime() > DEPOSIT_EXPIRY_MS) {
      const expired = await s.db
        .update(deposits)
        .set({ status: 'Failed', completedAt: now, checkedAt: now, failureReason: `not paid within an hour (gateway: ${v.raw})` })
        .where(and(eq(deposits.id, deposit.id), eq(deposits.status, 'Pending')))
        .returning({ id: deposits.id });
      return expired.length ? 'failed' : 'settled-before';
    }
    await s.db.update(deposits).set({ checkedAt: now }).where(and(eq(deposits.id, deposit.id), eq(deposits.status, 'Pending')));
    return 'pending';
  }
  const mismatch =
    v.status !== 'success'
      ? `gateway status ${v.raw}`
      : v.reference !== deposit.reference
        ? `reference mismatch (${v.reference})`
        : v.totalKobo !== total
          ? `amount mismatch (paid ${v.totalKobo} kobo, expected ${total})`
          : v.currency !== deposit.currency
            ? `currency mismatch (${v.currency})`
            : null;
  if (mismatch) {
    const failed = await s.db
      .update(deposits)
      .set({ status: 'Failed', completedAt: now, checkedAt: now, failureReason: mismatch, gatewayId: v.gatewayId ?? deposit.gatewayId })
      .where(and(eq(deposits.id, deposit.id), eq(deposits.status, 'Pending')))
      .returning({ id: deposits.id });
    if (failed.length && v.status === 'success') s.log.error({ reference, mismatch }, 'deposit: verified payment does not match, NOT credited');
    return failed.length ? 'failed' : 'settled-before';
  }
  const won = await s.db.transaction(async (tx) => {
    const updated = await tx
      .update(deposits)
      .set({ status: 'Success', completedAt: now, checkedAt: now, gatewayId: v.gatewayId })
      .where(and(eq(deposits.id, deposit.id), eq(deposits.status, 'Pending')))
      .returning({ id: deposits.id });
    if (!updated.length) return null;
    const posted = await post(tx, {
      userId: deposit.userId,
      amount: deposit.amount,
      charge: deposit.charge,
      type: '+',
      trx: deposit.trx,
      detail: `Deposit via ${gateway.name}`,
      remark: 'deposit',
      cause: { kind: 'deposit', id: deposit.id },
    });
    await payCommissions(tx, s.config, deposit);
    const [user] = await tx.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, deposit.userId));
    // The receipt commits with the credit, or neither does; its key makes a second one impossible.
    await enqueueMail(
      tx,
      {
        to: user!.email,
        ...depositReceiptMail({
          publicUrl: s.config.publicUrl,
          firstname: user!.firstname,
          gateway: gateway.name,
          amount: money(deposit.amount),
          charge: money(deposit.charge),
          balance: money(posted.postBalance),
          reference: deposit.reference,
          trx: deposit.trx,
        }),
      },
      { key: receiptKey(deposit.trx) },
    );
    return true;
  });
  if (!won) return 'settled-before';
  s.mailQueued?.();
  return 'credited';
}

/** Referral commissions of a successful deposit, up the referral chain (level 1 = the depositor's referrer). */
async function payCommissions(tx: Tx, config: Config, deposit: DepositRow) {
  let fromId = deposit.userId;
  for (const [i, bp] of config.referralPercentsBp.entries()) {
    const [from] = await tx.select({ referredBy: users.referredBy }).from(users).where(eq(users.id, fromId));
    const referrer = from?.referredBy;
    if (!referrer) return;
    const amount = percentOf(deposit.amount, bp);
    if (amount > 0) {
      const [c] = await tx
        .insert(commissions)
        .values({ userId: referrer, fromUserId: deposit.userId, depositId: deposit.id, level: i + 1, percentBp: bp, amount, type: 'deposit' })
        .returning({ id: commissions.id });
      await post(tx, {
        userId: referrer,
        amount,
        type: '+',
        detail: `Level ${i + 1} referral commission`,
        remark: 'referral_commission',
        cause: { kind: 'commission', id: c!.id },
      });
    }
    fromId = referrer;
  }
}

/** The deposit view of getDeposit / getPaymentOutcome (after re-verifying it while pending). */
export async function depositDetail(s: DepositServices, userId: number, where: { id?: number; reference?: string }, now: Date) {
  const cond = where.id !== undefined ? eq(deposits.id, where.id) : eq(deposits.reference, where.reference ?? '');
  let [row] = await s.db.select().from(deposits).where(and(cond, eq(deposits.userId, userId)));
  if (!row) throw new ApiError(404, DEPOSIT_NOT_FOUND);
  if (row.status === 'Pending') {
    await settle(s, row.reference, now);
    [row] = await s.db.select().from(deposits).where(eq(deposits.id, row.id));
  }
  const [user] = await s.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  const d = row!;
  return {
    id: d.id,
    trx: d.trx,
    created_at: d.createdAt.toISOString(),
    method_code: d.methodCode,
    payment_gateway: s.gateways.get(d.methodCode as MethodCode)?.name ?? d.methodCode,
    amount: money(d.amount),
    charge: money(d.charge),
    total: money(d.amount + d.charge),
    currency: d.currency,
    status: d.status,
    reference: d.reference,
    completed_at: d.completedAt ? d.completedAt.toISOString() : null,
    balance: money(user?.balance ?? 0),
  };
}

/**
 * The re-verification job's sweep: pending deposits older than a minute (DEPOSIT_RECHECK_AFTER_SECONDS) and not asked
 * about for as long are settled (conditional updates make a sweep on several instances at once harmless). Returns how
 * many it asked about.
 */
export async function recheckPending(s: DepositServices, now: Date, limit = 50): Promise<number> {
  const minuteAgo = new Date(now.getTime() - (s.config.depositRecheckAfterMs ?? 60_000));
  const rows = await s.db
    .select({ reference: deposits.reference })
    .from(deposits)
    .where(and(eq(deposits.status, 'Pending'), lt(deposits.createdAt, minuteAgo), or(isNull(deposits.checkedAt), lt(deposits.checkedAt, minuteAgo))))
    .orderBy(deposits.createdAt)
    .limit(limit);
  for (const r of rows) {
    try {
      await settle(s, r.reference, now);
    } catch (err) {
      s.log.error({ err, reference: r.reference }, 'deposit re-verification failed');
    }
  }
  return rows.length;
}

