import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.js';
import { countPosting } from '#server/lib/platform/metrics.js';
import { rowsOf } from '#server/db/rows.js';

/**
 * The ledger (docs/decisions/016-ledger.md, 034-ledger-accounts-and-journals.md). Every money movement is one balanced
 * journal: the customer's wallet line (a `transactions` row, what the customer sees) and its counter lines on system
 * accounts (`ledger_lines`: gateway clearing, hub revenue, card fees, …), summing to zero. ONE posting rule, the SQL
 * function `ledger_post` (migration 0011), called by `post` here and by the hub charge's statement (lib/cards-hubs/hub-charges.ts
 * chargeStatement, ADR 025): it locks the wallet row (SELECT … FOR UPDATE), computes post balance = locked balance ±
 * amount (nothing is written below zero: `post` throws InsufficientFunds), appends the lines and sets the balance.
 * Lines are never updated or deleted (triggers); corrections are new journals.
 *
 * Lock order, wherever money moves: the customer's wallet row FIRST (`lockWallet`, or `post` itself when it is the
 * transaction's first write), then anything else. Inserting a row that references users (a card request, a
 * commission) takes a KEY SHARE lock on that user's row; taking FOR UPDATE on it afterwards deadlocks against a twin
 * transaction doing the same (issue 23 item 1).
 */


/** 32 symbols without 0/O, 1/I/L: readable on a receipt and over the phone. */
const TRX_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const TRX_LENGTH = 12;

/** A new transaction number: 12 characters of the unambiguous alphabet (unique index in the database). */
export function newTrx(): string {
  let out = '';
  for (let i = 0; i < TRX_LENGTH; i++) out += TRX_ALPHABET[randomInt(TRX_ALPHABET.length)];
  return out;
}

export type Remark = 'deposit' | 'referral_commission' | 'card_payment' | 'hub_charge' | 'correction' | 'refund' | 'reversal' | 'adjustment' | 'suspense';

/** System account codes (ledger_accounts.code; `ledger_account(code)` creates per-gateway and per-hub ones on first use). */
export const ACCOUNTS = {
  gatewayClearing: (gateway: string) => `gateway_clearing:${gateway}`,
  hubRevenue: (serviceCenterId: number) => `hub_revenue:${serviceCenterId}`,
  gatewayCharges: 'gateway_charges',
  cardFees: 'card_fees',
  referralCommissions: 'referral_commissions',
  /** Commissions held until earned by the referred customer's laundry spending (ADR 071). */
  referralHeld: 'referral_held',
  adjustments: 'adjustments',
  refundsPayable: 'refunds_payable',
  suspense: 'suspense',
} as const;

export interface Entry {
  userId: number;
  /** Positive kobo. */
  amount: number;
  /** '+' credit, '-' debit. */
  type: '+' | '-';
  detail: string;
  remark: Remark;
  /** What caused it: 'deposit', 'commission', … and its id. */
  cause: { kind: string; id: number | null };
  /**
   * The deposit's gateway charge in kobo, shown on the entry; not moved from the wallet. The customer paid it to the
   * gateway with the amount, so the journal books it: counter −(amount + charge), gateway_charges +charge.
   */
  charge?: number;
  /** The entry's trx; a new one by default (a deposit's credit reuses the deposit's trx). */
  trx?: string;
  /**
   * The counter account's code (ACCOUNTS). By default the SQL rule `ledger_default_counter` derives it from the remark
   * and the cause: deposit → its gateway's clearing, referral_commission → referral_commissions, card_payment →
   * card_fees, hub_charge → the hub's revenue, anything else → adjustments.
   */
  counter?: string;
}

export class InsufficientFunds extends Error {
  constructor(
    readonly userId: number,
    /** The balance found under the lock (kobo), when known. */
    readonly balance?: number,
  ) {
    super(`account ${userId}: insufficient balance`);
    this.name = 'InsufficientFunds';
  }
}

export interface Posted {
  id: number;
  trx: string;
  postBalance: number;
  journalId: number;
}


/** Posts one journal (`ledger_post`, one round trip). Call inside `db.transaction` (the lock is held until it ends). */
export async function post(tx: Tx, entry: Entry): Promise<Posted> {
  if (!Number.isSafeInteger(entry.amount) || entry.amount <= 0) throw new Error(`ledger: amount must be positive kobo, got ${entry.amount}`);
  const trx = entry.trx ?? newTrx();
  const [row] = rowsOf<{ id: number | null; post_balance: string | number; journal_id: string | number | null }>(
    await tx.execute(sql`select id, post_balance, journal_id from ledger_post(${entry.userId}::int, ${entry.type}::text, ${entry.amount}::bigint,
      ${trx}::text, ${entry.detail}::text, ${entry.remark}::text, ${entry.cause.kind}::text, ${entry.cause.id}::int, ${entry.charge ?? 0}::bigint,
      ${entry.counter ?? null}::text)`),
  );
  if (!row) throw new Error(`ledger: no answer posting to account ${entry.userId}`);
  if (row.id === null) throw new InsufficientFunds(entry.userId, Number(row.post_balance));
  countPosting(entry.type, entry.amount);
  return { id: Number(row.id), trx, postBalance: Number(row.post_balance), journalId: Number(row.journal_id) };
}

export interface SystemEntry {
  /** The account that gains ('+') or gives ('-') the amount (ACCOUNTS), e.g. card_fees. */
  account: string;
  type: '+' | '-';
  /** Kobo, ≥ 0 (0 when only a charge moves); amount + charge > 0. */
  amount: number;
  /** The gateway charge paid on top, booked to gateway_charges (as a deposit's). */
  charge?: number;
  /** The counter account (ACCOUNTS), e.g. the gateway's clearing. */
  counter: string;
  detail: string;
  /** The natural cause: booked at most once per (kind, id), whoever retries. */
  cause: { kind: string; id: number };
}

/**
 * Posts a system-only journal — no wallet line, so no customer's balance or transactions move — through the SQL
 * function `ledger_post_system` (migration 0014), whose counter side is the same `ledger_counter_lines` as
 * `ledger_post`'s: e.g. a card fee paid through a gateway, card_fees +fee / gateway_clearing −(fee + charge) /
 * gateway_charges +charge. Returns the journal id, or null when this cause was booked before (nothing written).
 */
export async function postSystem(tx: Tx, entry: SystemEntry): Promise<number | null> {
  const charge = entry.charge ?? 0;
  if (!Number.isSafeInteger(entry.amount) || entry.amount < 0 || !Number.isSafeInteger(charge) || charge < 0 || entry.amount + charge <= 0) {
    throw new Error(`ledger: nothing to post (amount ${entry.amount}, charge ${charge})`);
  }
  const [row] = rowsOf<{ journal_id: string | number | null }>(
    await tx.execute(sql`select ledger_post_system(${entry.account}::text, ${entry.type}::text, ${entry.amount}::bigint, ${entry.detail}::text,
      ${entry.cause.kind}::text, ${entry.cause.id}::int, ${charge}::bigint, ${entry.counter}::text) as journal_id`),
  );
  return row?.journal_id === null || row?.journal_id === undefined ? null : Number(row.journal_id);
}

/**
 * Locks the customer's wallet row (FOR UPDATE) for the rest of the transaction: the FIRST lock of every money movement
 * that writes something else before its `post` (see the lock order above).
 */
export async function lockWallet(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select 1 from users where id = ${userId}::int for update`);
}

export interface Breach {
  /** The wallet's account (users.id), or null for a journal breach. */
  userId: number | null;
  rule:
    | 'balance_equals_sum'
    | 'post_balance_chain'
    | 'not_negative'
    | 'entry_count'
    | 'journal_balances'
    | 'card_fee_booked'
    | 'management_start_booked'
    | 'management_never_wallet'
    | 'float_by_day'
    | 'money_back_booked'
    | 'suspense_booked'
    | 'commission_booked';
  detail: string;
  /** The Lagos day of a float_by_day breach. */
  day?: string;
  /** The request of a money_back_booked breach. */
  moneyBackId?: number;
  /** The commission of a commission_booked breach. */
  commissionId?: number;
  /** The item of a suspense_booked breach. */
  suspenseId?: number;
  /** The journal of a journal_balances breach. */
  journalId?: number;
  /** The card request of a card_fee_booked breach. */
  cardRequestId?: number;
  /** The hub charge of a management_start_booked breach. */
  hubChargeId?: number;
}

/**
 * Checks the ledger invariants: every journal's lines (wallet lines in transactions, counter lines in ledger_lines) sum
 * to zero; every wallet's balance equals the sum of its lines; each wallet line's post balance is the previous one ±
 * its amount (the first starts from 0); nothing is negative; the kept entry count is the number of entries; every paid
 * card request with a fee has exactly one journal (its wallet line, or its system journal when paid through a gateway);
 * every free start of a management card (a 201 hub charge with management_card_id, ADR 046) has exactly one system
 * journal and no wallet line, and a hub charge of a customer's card no system journal; management accounts
 * (management_use:*, management_allowance) never share a journal with a wallet line. Returns every breach.
 */
export async function checkLedger(db: Db): Promise<Breach[]> {
  const breaches: Breach[] = [];
  const sums = rowsOf<{ id: number; balance: string | number; total: string | number; entry_count: number; entries: string | number }>(
    await db.execute(sql`
      select u.id, u.balance, coalesce(sum(case when t.trx_type = '+' then t.amount else -t.amount end), 0) as total,
        u.entry_count, count(t.id) as entries
      from users u left join transactions t on t.user_id = u.id
      group by u.id, u.balance, u.entry_count
      having u.balance <> coalesce(sum(case when t.trx_type = '+' then t.amount else -t.amount end), 0) or u.balance < 0
        or u.entry_count <> count(t.id)`),
  );
  for (const r of sums) {
    if (Number(r.entry_count) !== Number(r.entries)) {
      breaches.push({ userId: Number(r.id), rule: 'entry_count', detail: `entry_count ${r.entry_count} but ${r.entries} entries` });
      if (Number(r.balance) === Number(r.total) && Number(r.balance) >= 0) continue;
    }
    breaches.push(
      Number(r.balance) < 0
        ? { userId: Number(r.id), rule: 'not_negative', detail: `balance ${r.balance} is negative` }
        : { userId: Number(r.id), rule: 'balance_equals_sum', detail: `balance ${r.balance} but entries sum to ${r.total}` },
    );
  }
  const chain = rowsOf<{ user_id: number; trx: string; post_balance: string | number; expected: string | number }>(
    await db.execute(sql`
      select user_id, trx, post_balance, expected from (
        select user_id, trx, post_balance,
          coalesce(lag(post_balance) over w, 0) + case when trx_type = '+' then amount else -amount end as expected
        from transactions window w as (partition by user_id order by id)
      ) c where post_balance <> expected or post_balance < 0`),
  );
  for (const r of chain) {
    breaches.push(
      Number(r.post_balance) < 0
        ? { userId: Number(r.user_id), rule: 'not_negative', detail: `entry ${r.trx}: post balance ${r.post_balance} is negative` }
        : { userId: Number(r.user_id), rule: 'post_balance_chain', detail: `entry ${r.trx}: post balance ${r.post_balance}, expected ${r.expected}` },
    );
  }
  const journals = rowsOf<{ journal_id: string | number; total: string | number; lines: string | number }>(
    await db.execute(sql`
      select journal_id, sum(amount) as total, count(*) as lines from (
        select journal_id, case when trx_type = '+' then amount else -amount end as amount from transactions
        union all select journal_id, amount from ledger_lines
      ) l group by journal_id having sum(amount) <> 0 or count(*) < 2`),
  );
  for (const r of journals) {
    breaches.push({
      userId: null,
      journalId: Number(r.journal_id),
      rule: 'journal_balances',
      detail: `journal ${r.journal_id}: ${r.lines} line(s) sum to ${r.total}, not 0`,
    });
  }
  // A paid card request with a fee is booked once: from the balance by its wallet line (transactions, cause
  // card_request), through a gateway by its system journal (ledger_system_journals, cause card_request).
  const cardFees = rowsOf<{ id: number; user_id: number; method_code: string; journals: string | number }>(
    await db.execute(sql`
      select r.id, r.user_id, r.method_code, coalesce(t.n, j.n, 0) as journals
      from card_requests r
      left join (select cause_id, user_id, count(*) as n from transactions where cause_kind = 'card_request' group by cause_id, user_id) t
        on r.method_code = 'balance' and t.cause_id = r.id and t.user_id = r.user_id
      left join (select cause_id, count(*) as n from ledger_system_journals where cause_kind = 'card_request' group by cause_id) j
        on r.method_code <> 'balance' and j.cause_id = r.id
      where r.status = 'Success' and r.card_fee + r.delivery_fee + case when r.method_code = 'balance' then 0 else r.charge end > 0
        and coalesce(t.n, j.n, 0) <> 1`),
  );
  for (const r of cardFees) {
    breaches.push({
      userId: Number(r.user_id),
      cardRequestId: Number(r.id),
      rule: 'card_fee_booked',
      detail: `card request ${r.id} (${r.method_code}) is paid but has ${r.journals} journal(s), not 1`,
    });
  }
  // A management card's free start is booked once, to its management use account, never to a wallet (ADR 046); a
  // customer's charge never through a system journal.
  const starts = rowsOf<{ id: number; management_card_id: number | null; status: number; journals: string | number; wallet_lines: string | number }>(
    await db.execute(sql`
      select h.id, h.management_card_id, h.status, coalesce(j.n, 0) as journals, coalesce(t.n, 0) as wallet_lines
      from hub_charges h
      left join (select cause_id, count(*) as n from ledger_system_journals where cause_kind = 'hub_charge' group by cause_id) j on j.cause_id = h.id
      left join (select cause_id, count(*) as n from transactions where cause_kind = 'hub_charge' group by cause_id) t on t.cause_id = h.id
      where (h.management_card_id is not null and h.status = 201 and (coalesce(j.n, 0) <> 1 or coalesce(t.n, 0) <> 0))
        or (h.management_card_id is not null and h.status <> 201 and coalesce(j.n, 0) + coalesce(t.n, 0) <> 0)
        or (h.management_card_id is null and coalesce(j.n, 0) <> 0)`),
  );
  for (const r of starts) {
    breaches.push({
      userId: null,
      hubChargeId: Number(r.id),
      rule: 'management_start_booked',
      detail:
        r.management_card_id === null
          ? `hub charge ${r.id} of a customer's card has ${r.journals} system journal(s), not 0`
          : `hub charge ${r.id} (management card ${r.management_card_id}, status ${r.status}) has ${r.journals} system journal(s) and ${r.wallet_lines} wallet line(s)`,
    });
  }
  const mixed = rowsOf<{ journal_id: string | number }>(
    await db.execute(sql`
      select distinct l.journal_id from ledger_lines l join ledger_accounts a on a.id = l.account_id
      where a.kind in ('management_use', 'management_allowance') and exists (select 1 from transactions t where t.journal_id = l.journal_id)`),
  );
  for (const r of mixed) {
    breaches.push({
      userId: null,
      journalId: Number(r.journal_id),
      rule: 'management_never_wallet',
      detail: `journal ${r.journal_id} books a management account against a customer's wallet`,
    });
  }
  breaches.push(...(await floatByDay(db)), ...(await moneyBackBooked(db)), ...(await suspenseBooked(db)), ...(await commissionBooked(db)));
  return breaches;
}

/** A Lagos day (UTC+1 all year) of a timestamptz column, in SQL. */
const lagosDaySql = (column: string) => sql.raw(`to_char((${column} at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD')`);

/**
 * The books' identity for every Lagos day (ADR 053): the float's change over the day — Σ over wallets of the post
 * balance of their last line of the day minus the post balance before their first — equals the day's money in minus
 * money out (Σ of its lines' amounts); and the last closing float (the chain) equals what the wallets hold
 * (Σ users.balance). Post balances and amounts are different columns: a line outside the chain, or a balance written
 * around the ledger, breaks it.
 */
async function floatByDay(db: Db): Promise<Breach[]> {
  const days = rowsOf<{ day: string; change: string | number; net: string | number }>(
    await db.execute(sql`
      select day, sum(delta) as change, sum(net) as net from (
        select user_id, day, (array_agg(post_balance order by id desc))[1] - (array_agg(prev_pb order by id))[1] as delta, sum(signed) as net
        from (
          select user_id, id, ${lagosDaySql('created_at')} as day, post_balance,
            coalesce(lag(post_balance) over (partition by user_id order by id), 0) as prev_pb,
            case when trx_type = '+' then amount else -amount end as signed
          from transactions
        ) l group by user_id, day
      ) d group by day having sum(delta) <> sum(net) order by day`),
  );
  const breaches: Breach[] = days.map((r) => ({
    userId: null,
    day: r.day,
    rule: 'float_by_day',
    detail: `day ${r.day}: the float moved by ${r.change} but money in − money out is ${r.net}`,
  }));
  const [end] = rowsOf<{ chain: string | number; wallets: string | number }>(
    await db.execute(sql`
      select coalesce((select sum(last.post_balance) from users u
        cross join lateral (select post_balance from transactions t where t.user_id = u.id order by t.id desc limit 1) last), 0) as chain,
        coalesce((select sum(balance) from users), 0) as wallets`),
  );
  if (end && Number(end.chain) !== Number(end.wallets)) {
    breaches.push({ userId: null, rule: 'float_by_day', detail: `the closing float by the ledger is ${end.chain} but the wallets hold ${end.wallets}` });
  }
  return breaches;
}

/**
 * Every request for money back and its wallet lines agree (ADR 049, 053): a debit has its line from the moment it is
 * asked, a credit once it is done; a rejected or failed debit has its return line; amounts, signs and trx equal; a
 * processed refund has exactly one `refund_paid` journal.
 */
async function moneyBackBooked(db: Db): Promise<Breach[]> {
  const rows = rowsOf<{
    id: number; user_id: number; reference: string; status: string; direction: string; amount: string | number; trx: string | null; return_trx: string | null;
    lines: string | number; line_ok: boolean | null; returns: string | number; return_ok: boolean | null; paid: string | number;
  }>(
    await db.execute(sql`
      select m.id, m.user_id, m.reference, m.status, m.direction, m.amount, m.trx, m.return_trx,
        (select count(*) from transactions t where t.cause_kind = 'money_back' and t.cause_id = m.id) as lines,
        (select bool_and(t.amount = m.amount and t.trx_type = m.direction and t.user_id = m.user_id and t.trx = m.trx)
          from transactions t where t.cause_kind = 'money_back' and t.cause_id = m.id) as line_ok,
        (select count(*) from transactions t where t.cause_kind = 'money_back_return' and t.cause_id = m.id) as returns,
        (select bool_and(t.amount = m.amount and t.trx_type = '+' and t.user_id = m.user_id and t.trx = m.return_trx)
          from transactions t where t.cause_kind = 'money_back_return' and t.cause_id = m.id) as return_ok,
        (select count(*) from ledger_system_journals j where j.cause_kind = 'refund_paid' and j.cause_id = m.id) as paid
      from money_backs m`),
  );
  const breaches: Breach[] = [];
  for (const r of rows) {
    const wantLine = r.direction === '-' || r.status === 'done' ? 1 : 0;
    const wantReturn = r.direction === '-' && (r.status === 'rejected' || r.status === 'failed') ? 1 : 0;
    const wantPaid = r.status === 'processed' ? 1 : 0;
    const wrong: string[] = [];
    if (Number(r.lines) !== wantLine) wrong.push(`${r.lines} wallet line(s), not ${wantLine}`);
    else if (wantLine && r.line_ok !== true) wrong.push('its wallet line differs from the request (amount, sign, customer or trx)');
    if (Number(r.returns) !== wantReturn) wrong.push(`${r.returns} return line(s), not ${wantReturn}`);
    else if (wantReturn && r.return_ok !== true) wrong.push('its return line differs from the request (amount, customer or trx)');
    if (Number(r.paid) !== wantPaid) wrong.push(`${r.paid} refund_paid journal(s), not ${wantPaid}`);
    if (wrong.length) {
      breaches.push({ userId: Number(r.user_id), moneyBackId: Number(r.id), rule: 'money_back_booked', detail: `${r.reference} (${r.status}, ${r.direction}${r.amount}): ${wrong.join('; ')}` });
    }
  }
  return breaches;
}

/**
 * Every suspense item is booked as it says (ADR 053): in Naira, exactly one journal into suspense (cause suspense); an
 * assigned item exactly one wallet credit of its amount (cause suspense) and no return; a returned one exactly one
 * `suspense_return` journal and no wallet line; an open one neither.
 */
async function suspenseBooked(db: Db): Promise<Breach[]> {
  const rows = rowsOf<{ id: number; status: string; currency: string; amount: string | number; booked: string | number; lines: string | number; line_ok: boolean | null; returns: string | number }>(
    await db.execute(sql`
      select s.id, s.status, s.currency, s.amount,
        (select count(*) from ledger_system_journals j where j.cause_kind = 'suspense' and j.cause_id = s.id) as booked,
        (select count(*) from transactions t where t.cause_kind = 'suspense' and t.cause_id = s.id) as lines,
        (select bool_and(t.amount = s.amount and t.trx_type = '+' and t.user_id = s.user_id and t.trx = s.trx)
          from transactions t where t.cause_kind = 'suspense' and t.cause_id = s.id) as line_ok,
        (select count(*) from ledger_system_journals j where j.cause_kind = 'suspense_return' and j.cause_id = s.id) as returns
      from suspense_items s`),
  );
  const breaches: Breach[] = [];
  for (const r of rows) {
    const wantBooked = r.currency === 'NGN' ? 1 : 0;
    const wantLine = r.status === 'assigned' ? 1 : 0;
    const wantReturn = r.status === 'returned' && r.currency === 'NGN' ? 1 : 0;
    const wrong: string[] = [];
    if (Number(r.booked) !== wantBooked) wrong.push(`${r.booked} suspense journal(s), not ${wantBooked}`);
    if (Number(r.lines) !== wantLine) wrong.push(`${r.lines} wallet line(s), not ${wantLine}`);
    else if (wantLine && r.line_ok !== true) wrong.push('its wallet line differs from the item');
    if (Number(r.returns) !== wantReturn) wrong.push(`${r.returns} return journal(s), not ${wantReturn}`);
    if (wrong.length) breaches.push({ userId: null, suspenseId: Number(r.id), rule: 'suspense_booked', detail: `suspense item ${r.id} (${r.status}): ${wrong.join('; ')}` });
  }
  return breaches;
}

/**
 * Every referral commission is booked as its status says (ADR 071): `credited` (before ADR 071) one wallet line of its
 * amount and no hold; `held` one hold journal and nothing else; `earned` one hold, one wallet line of `earned` to its
 * referrer, and one void journal exactly when earned < amount; `void` one hold and one void, no wallet line. Hence
 * referral_held holds exactly the held commissions. One grouped scan of each table.
 */
async function commissionBooked(db: Db): Promise<Breach[]> {
  const rows = rowsOf<{ id: number; user_id: number; status: string; amount: string | number; earned: string | number | null; lines: string | number; line_ok: boolean | null; holds: string | number; voids: string | number }>(
    await db.execute(sql`
      select c.id, c.user_id, c.status, c.amount, c.earned, coalesce(t.n, 0) as lines,
        case when t.n is null then null else t.plus and t.uid = c.user_id and t.uid2 = c.user_id and t.amount = coalesce(c.earned, c.amount) end as line_ok,
        coalesce(h.n, 0) as holds, coalesce(v.n, 0) as voids
      from commissions c
      left join (select cause_id, count(*) as n, bool_and(trx_type = '+') as plus, min(user_id) as uid, max(user_id) as uid2, sum(amount) as amount
        from transactions where cause_kind = 'commission' group by cause_id) t on t.cause_id = c.id
      left join (select cause_id, count(*) as n from ledger_system_journals where cause_kind = 'commission_held' group by cause_id) h on h.cause_id = c.id
      left join (select cause_id, count(*) as n from ledger_system_journals where cause_kind = 'commission_void' group by cause_id) v on v.cause_id = c.id
      where not (
        (c.status = 'credited' and coalesce(t.n, 0) = 1 and coalesce(h.n, 0) = 0 and coalesce(v.n, 0) = 0)
        or (c.status = 'held' and coalesce(t.n, 0) = 0 and coalesce(h.n, 0) = 1 and coalesce(v.n, 0) = 0)
        or (c.status = 'earned' and coalesce(t.n, 0) = 1 and coalesce(h.n, 0) = 1 and coalesce(v.n, 0) = case when c.earned < c.amount then 1 else 0 end)
        or (c.status = 'void' and coalesce(t.n, 0) = 0 and coalesce(h.n, 0) = 1 and coalesce(v.n, 0) = 1)
      ) or (t.n is not null and not (t.plus and t.uid = c.user_id and t.uid2 = c.user_id and t.amount = coalesce(c.earned, c.amount)))`),
  );
  return rows.map((r) => ({
    userId: Number(r.user_id),
    commissionId: Number(r.id),
    rule: 'commission_booked' as const,
    detail: `commission ${r.id} (${r.status}, ${r.amount}${r.earned === null ? '' : `, earned ${r.earned}`}): ${r.lines} wallet line(s)${r.line_ok === false ? ' (not its amount or referrer)' : ''}, ${r.holds} hold journal(s), ${r.voids} void journal(s)`,
  }));
}

/** The books: every account's balance (Σ of its lines) — system accounts by code, the customers' wallets together. */
export async function trialBalance(db: Db): Promise<{ code: string; name: string; balance: number }[]> {
  const rows = rowsOf<{ code: string; name: string; balance: string | number }>(
    await db.execute(sql`
      select a.code, a.name, coalesce(sum(l.amount), 0) as balance from ledger_accounts a left join ledger_lines l on l.account_id = a.id
      group by a.id, a.code, a.name
      union all select 'wallets', 'Customer wallets', coalesce(sum(balance), 0) from users
      order by 1`),
  );
  return rows.map((r) => ({ code: r.code, name: r.name, balance: Number(r.balance) }));
}
