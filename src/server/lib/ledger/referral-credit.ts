import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '#server/db/client.js';
import { commissions, ledgerAccounts, type CommissionStatus } from '#server/db/schema.js';
import { ACCOUNTS, lockWallet, post, postSystem } from './ledger.js';
import { percentOf } from '#server/lib/platform/money.js';
import { rowsOf } from '#server/db/rows.js';

/**
 * Referral credit (docs/decisions/071-referral-credit-earned-by-spending.md). A referral commission is laundry credit
 * only, and it is earned by spending:
 * - when a referred top-up settles, its commission (rate, same-card rule and cardless cap of ADR 040) is HELD: a system
 *   journal referral_held +amount / referral_commissions −amount (`holdCommission`), nothing on the referrer's wallet;
 * - the release job (`releaseReferralCredit`, once across instances, every row moved once by a conditional update under
 *   the wallet locks) EARNS it: the share of its top-up not refunded is credited to the referrer's wallet against
 *   referral_held, the refunded share is voided back to referral_commissions — but only when the referred customer's
 *   laundry spending (hub charges older than the hubs' 24-hour reversal window, net of reversals, and laundry cards paid
 *   from the balance) covers it: the commissions earned on one referred customer at one level never exceed that level's
 *   rate of their laundry spending, oldest first. A top-up with a refund still open waits;
 * - in a wallet, referral credit is spent first on laundry and never leaves as money (`balanceSplit`): a refund or the
 *   closure's pay-back takes only the cash part of the balance; the referral credit left at closure is given up.
 */

/** How long after a hub charge it counts as spent: the hubs' window to report a cycle that did not run (ADR 050). */
export const SPENT_AFTER_MS = 24 * 60 * 60 * 1000;

/** Refund statuses of a top-up while its money may still come back or go out (ADR 049, 052). */
const OPEN_REFUNDS = ['awaiting_approval', 'submitting', 'pending', 'processing', 'needs_attention'] as const;

export const REFERRAL_HELD_NAME = 'Referral commissions held (not yet earned)';


/** The held account exists with its name (ledger_account() would create it nameless on first use). */
async function ensureHeldAccount(tx: Tx) {
  await tx.insert(ledgerAccounts).values({ code: ACCOUNTS.referralHeld, kind: 'referral_held', name: REFERRAL_HELD_NAME }).onConflictDoNothing();
}

/** Books a new commission as held: referral_held +amount / referral_commissions −amount, once per commission. */
export async function holdCommission(tx: Tx, c: { id: number; amount: number; level: number }): Promise<void> {
  await ensureHeldAccount(tx);
  await postSystem(tx, {
    account: ACCOUNTS.referralHeld,
    type: '+',
    amount: c.amount,
    counter: ACCOUNTS.referralCommissions,
    detail: `Level ${c.level} referral commission held until earned (commission ${c.id})`,
    cause: { kind: 'commission_held', id: c.id },
  });
}

// ---------------------------------------------------------------- the wallet's split: cash and referral credit

export interface BalanceSplit {
  balance: number;
  /** Referral credit still in the balance: laundry credit only. */
  credit: number;
  /** The rest: money that may go back as money (refunds, the closure's pay-back). */
  cash: number;
}

/**
 * The balance of a wallet split into referral credit and cash, by its lines in order: a commission adds credit; a
 * laundry debit (a hub charge, a laundry card paid from the balance) spends credit first; any other debit (a refund, an
 * adjustment, a closure's payout) spends cash first; a reversal or a returned debit gives back exactly the split its
 * debit took; any other credit is cash. Read under the wallet lock when it decides a movement.
 */
export async function balanceSplit(ex: Executor, userId: number): Promise<BalanceSplit> {
  const lines = rowsOf<{ trx_type: '+' | '-'; amount: string | number; cause_kind: string; cause_id: number | null; charge_id: number | null }>(
    await ex.execute(sql`
      select t.trx_type, t.amount, t.cause_kind, t.cause_id, m.hub_charge_id as charge_id
      from transactions t left join money_backs m on t.cause_kind = 'money_back' and m.id = t.cause_id and m.kind = 'reversal'
      where t.user_id = ${userId}::int order by t.id`),
  );
  let credit = 0;
  let cash = 0;
  const taken = new Map<string, { credit: number; cash: number }>();
  for (const l of lines) {
    const amount = Number(l.amount);
    if (l.trx_type === '-') {
      const laundry = l.cause_kind === 'hub_charge' || l.cause_kind === 'card_request';
      const fromCredit = laundry ? Math.min(credit, amount) : Math.max(0, amount - cash);
      credit -= fromCredit;
      cash -= amount - fromCredit;
      taken.set(laundry && l.cause_kind === 'hub_charge' ? `hub_charge:${l.cause_id}` : `${l.cause_kind}:${l.cause_id}`, { credit: fromCredit, cash: amount - fromCredit });
      continue;
    }
    if (l.cause_kind === 'commission') {
      credit += amount;
      continue;
    }
    // A reversal gives back its hub charge's split; a returned debit its own (cause money_back_return, id).
    // (Any other credit caused by what a debit was caused by gives that split back too.)
    const back =
      l.charge_id !== null
        ? taken.get(`hub_charge:${l.charge_id}`)
        : l.cause_kind === 'money_back_return'
          ? taken.get(`money_back:${l.cause_id}`)
          : taken.get(`${l.cause_kind}:${l.cause_id}`);
    const toCredit = back ? Math.min(back.credit, amount) : 0;
    credit += toCredit;
    cash += amount - toCredit;
  }
  return { balance: credit + cash, credit, cash };
}

// ---------------------------------------------------------------- the release job

export interface ReleaseResult {
  /** Referred customers looked at. */
  customers: number;
  earned: number;
  voided: number;
}

interface HeldRow {
  id: number;
  user_id: number;
  level: number;
  percent_bp: number;
  amount: string | number;
  deposit_id: number;
  deposit_amount: string | number;
  refunded: string | number;
  open_refunds: string | number;
}

/**
 * Earns or voids the held commissions on one referred customer, in ONE transaction under the wallet locks (the
 * customer's first, then each referrer's in level order: the settlement's lock order, lib/payments/deposits.ts). Each commission
 * moves held → earned | void by a conditional update, so concurrent runs (several instances, a lease that expired)
 * move it once; its journals are unique by cause besides (ledger_system_journals; transactions_commission_idx).
 */
export async function releaseFor(db: Db, fromUserId: number, now: Date): Promise<{ earned: number; voided: number }> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, fromUserId);
    const held = rowsOf<HeldRow>(
      await tx.execute(sql`
        select c.id, c.user_id, c.level, c.percent_bp, c.amount, c.deposit_id, d.amount as deposit_amount,
          (select coalesce(sum(m.amount), 0) from money_backs m where m.deposit_id = c.deposit_id and m.kind = 'refund' and m.status not in ('rejected', 'failed')) as refunded,
          (select count(*) from money_backs m where m.deposit_id = c.deposit_id and m.kind = 'refund'
            and m.status in (${sql.join(OPEN_REFUNDS.map((s) => sql`${s}`), sql`, `)})) as open_refunds
        from commissions c join deposits d on d.id = c.deposit_id
        where c.from_user_id = ${fromUserId}::int and c.status = 'held' order by c.level, c.id`),
    );
    if (!held.length) return { earned: 0, voided: 0 };
    const referrers = [...new Map(held.map((h) => [h.level, h.user_id])).entries()].sort((a, b) => a[0] - b[0]);
    for (const [, referrer] of referrers) await lockWallet(tx, referrer);
    // What the customer spent on laundry and can no longer get back: hub charges past the reversal window, net of every
    // reversal, and laundry cards paid from the balance.
    const spentBefore = new Date(now.getTime() - SPENT_AFTER_MS).toISOString();
    const [spending] = rowsOf<{ spent: string | number }>(
      await tx.execute(sql`
        select coalesce(sum(case
          when t.cause_kind = 'hub_charge' and t.trx_type = '-' and t.created_at <= ${spentBefore}::timestamptz then t.amount
          when t.cause_kind = 'card_request' and t.trx_type = '-' then t.amount
          when t.remark = 'reversal' and t.trx_type = '+' then -t.amount
          else 0 end), 0) as spent
        from transactions t where t.user_id = ${fromUserId}::int`),
    );
    const spent = Math.max(0, Number(spending?.spent ?? 0));
    const earnedRows = rowsOf<{ level: number; earned: string | number }>(
      await tx.execute(sql`
        select level, coalesce(sum(coalesce(earned, amount)), 0) as earned from commissions
        where from_user_id = ${fromUserId}::int and status in ('credited', 'earned') group by level`),
    );
    const earnedByLevel = new Map(earnedRows.map((r) => [Number(r.level), Number(r.earned)]));
    const waiting = new Set<number>();
    let earned = 0;
    let voided = 0;
    for (const h of held) {
      const amount = Number(h.amount);
      if (Number(h.open_refunds) > 0) continue; // held while a refund of its top-up is on its way
      const depositAmount = Number(h.deposit_amount);
      const kept = Math.max(0, depositAmount - Number(h.refunded));
      const share = Math.floor((amount * kept) / depositAmount);
      if (share > 0) {
        if (waiting.has(h.level)) continue;
        const so = earnedByLevel.get(h.level) ?? 0;
        if (so + share > percentOf(spent, h.percent_bp)) {
          waiting.add(h.level); // oldest first: later ones wait for more spending too
          continue;
        }
        if (!(await settle(tx, h, 'earned', share, now))) continue;
        await post(tx, {
          userId: h.user_id,
          amount: share,
          type: '+',
          detail: `Level ${h.level} referral commission earned (laundry credit)`,
          remark: 'referral_commission',
          cause: { kind: 'commission', id: h.id },
          counter: ACCOUNTS.referralHeld,
        });
        earnedByLevel.set(h.level, so + share);
        earned += 1;
        if (amount > share) await voidPart(tx, h, amount - share);
      } else {
        if (!(await settle(tx, h, 'void', null, now))) continue;
        await voidPart(tx, h, amount);
        voided += 1;
      }
    }
    return { earned, voided };
  });
}

/** held → earned | void, once (null when another run moved it first). */
async function settle(tx: Tx, h: HeldRow, status: Exclude<CommissionStatus, 'held' | 'credited'>, earned: number | null, now: Date): Promise<boolean> {
  const moved = await tx
    .update(commissions)
    .set({ status, earned, settledAt: now })
    .where(and(eq(commissions.id, h.id), eq(commissions.status, 'held')))
    .returning({ id: commissions.id });
  return moved.length === 1;
}

/** The part of a held commission whose top-up was refunded goes back to referral_commissions, once per commission. */
async function voidPart(tx: Tx, h: HeldRow, amount: number) {
  await postSystem(tx, {
    account: ACCOUNTS.referralCommissions,
    type: '+',
    amount,
    counter: ACCOUNTS.referralHeld,
    detail: `Level ${h.level} referral commission not earned: its top-up was refunded (commission ${h.id})`,
    cause: { kind: 'commission_void', id: h.id },
  });
}

/**
 * The release job's run: every referred customer with held commissions, one transaction each (see `releaseFor`).
 * Safe to run on several instances at once; the jobs module runs it once per period across them.
 */
export async function releaseReferralCredit(db: Db, now: Date, batch = 500): Promise<ReleaseResult> {
  const result: ReleaseResult = { customers: 0, earned: 0, voided: 0 };
  let after = 0;
  for (;;) {
    const rows = rowsOf<{ from_user_id: number }>(
      await db.execute(sql`select distinct from_user_id from commissions where status = 'held' and from_user_id > ${after}::int order by from_user_id limit ${batch}::int`),
    );
    for (const r of rows) {
      const done = await releaseFor(db, Number(r.from_user_id), now);
      result.customers += 1;
      result.earned += done.earned;
      result.voided += done.voided;
    }
    if (rows.length < batch) return result;
    after = Number(rows[rows.length - 1]!.from_user_id);
  }
}
