import { sql } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.js';
import { fieldError } from '#server/envelope.js';
import { csvDocument } from '#server/lib/platform/csv.js';
import { money } from '#server/lib/platform/money.js';
import { lagosDay, lagosDayStart } from '#server/lib/platform/time.js';
import { rowsOf } from '#server/db/rows.js';

/**
 * The books (docs/decisions/053-the-books.md): what finance reads for a Lagos day or a Lagos month, derived from the
 * ledger only — wallet lines (`transactions`, by remark and cause) and counter lines (`ledger_lines`, by account kind) —
 * and aggregated in the database. The customer float at an instant is the sum over wallets of the post balance of
 * their last line before it (the chain customers see, never `users.balance`, so a past day reads as it was); money in
 * and out are the sums of the period's wallet lines. The identity opening + in − out = closing is computed, not
 * assumed: the two sides come from different columns (post balances, amounts), and `ledger:check` proves it for every
 * day (`float_by_day`).
 */

const n = (v: unknown) => Number(v ?? 0);

export interface Period {
  kind: 'day' | 'month';
  /** YYYY-MM-DD or YYYY-MM. */
  label: string;
  from: Date;
  to: Date;
}

const DAY_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A Lagos calendar day [00:00, next 00:00) Lagos time, or a 422 naming `field`. */
export function dayPeriod(day: string, field = 'day'): Period {
  const from = DAY_RE.test(day) ? lagosDayStart(day) : null;
  // 2026-02-30 parses as 2026-03-02: a day is what it names.
  if (!from || Number.isNaN(from.getTime()) || lagosDay(from) !== day) throw fieldError(field, 'Give a day as YYYY-MM-DD.');
  return { kind: 'day', label: day, from, to: new Date(from.getTime() + 86_400_000) };
}

/** A Lagos calendar month, or a 422 naming `field`. */
export function monthPeriod(month: string, field = 'month'): Period {
  if (!MONTH_RE.test(month)) throw fieldError(field, 'Give a month as YYYY-MM.');
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { kind: 'month', label: month, from: lagosDayStart(`${month}-01`), to: lagosDayStart(`${next}-01`) };
}

export interface CountAmount {
  count: number;
  amount: number;
}

export interface Books {
  period: { kind: Period['kind']; label: string; from: string; to: string };
  /** All amounts in kobo. */
  float: { opening: number; closing: number };
  moneyIn: {
    topUps: CountAmount;
    referralCommissions: CountAmount;
    reversals: CountAmount;
    adjustmentCredits: CountAmount;
    /** Held debits given back: refunds that failed or were rejected, rejected adjustment debits. */
    returned: CountAmount;
    suspenseAssigned: CountAmount;
    other: CountAmount;
    total: number;
  };
  moneyOut: {
    hubCharges: CountAmount;
    cardFees: CountAmount;
    refundsAsked: CountAmount;
    adjustmentDebits: CountAmount;
    other: CountAmount;
    total: number;
  };
  identity: { opening: number; moneyIn: number; moneyOut: number; expectedClosing: number; closing: number; holds: boolean };
  /** Top-ups received per gateway: count, amount credited, the gateway charge customers paid on top. */
  topUpsByGateway: { gateway: string; count: number; amount: number; charges: number }[];
  /** Hub revenue per hub (its account's lines: charges in, reversals out) and per machine (charges). */
  hubRevenue: {
    hubId: number;
    hub: string;
    charged: number;
    reversed: number;
    net: number;
    machines: { machineId: number | null; machine: string; count: number; amount: number }[];
  }[];
  /** Card fees booked (from the balance and through a gateway), the card_fees account. */
  cardFees: CountAmount;
  /** Referral commissions credited to wallets (earned, or credited at settlement before ADR 071). */
  referralCommissions: CountAmount;
  /**
   * Referral credit held until earned (ADR 071), the referral_held account: commissions held, earned (released to a
   * wallet) and not earned (voided: their top-up was refunded) in the period, and what it holds at the period's end.
   */
  referralHeld: { held: CountAmount; earned: CountAmount; notEarned: CountAmount; closing: number };
  refunds: { asked: CountAmount; processed: CountAmount; returned: CountAmount };
  reversals: CountAmount;
  adjustments: { credit: CountAmount; debit: CountAmount };
  managementStarts: CountAmount;
  suspense: { in: CountAmount; out: CountAmount };
  /** The days of a month (none for a day): float, money in and out, hub revenue. */
  days: { day: string; opening: number; moneyIn: number; moneyOut: number; closing: number; hubRevenue: number }[];
}

const zero = (): CountAmount => ({ count: 0, amount: 0 });
const add = (c: CountAmount, count: unknown, amount: unknown) => {
  c.count += n(count);
  c.amount += n(amount);
};

/** The customer float at an instant: Σ over wallets of the post balance of their last line before it. */
export async function floatAt(db: Executor, at: Date): Promise<number> {
  // One index probe per wallet, backwards on (user_id, id): recent instants skip few lines.
  const [row] = rowsOf<{ total: string | number | null }>(
    await db.execute(sql`
      select coalesce(sum(last.post_balance), 0) as total from users u
      cross join lateral (select t.post_balance from transactions t where t.user_id = u.id and t.created_at < ${at.toISOString()}::timestamptz
        order by t.id desc limit 1) last`),
  );
  return n(row?.total);
}

/** `to_char` of a Lagos day (UTC+1 all year) of a timestamptz column. */
const lagosDaySql = (column: string) => sql.raw(`to_char((${column} at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD')`);

/** The books of a period (a Lagos day or month): see the module comment. */
export async function booksOf(db: Db, period: Period): Promise<Books> {
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const range = (column: string) => sql`${sql.raw(column)} >= ${from}::timestamptz and ${sql.raw(column)} < ${to}::timestamptz`;

  const [opening, closing] = [await floatAt(db, period.from), await floatAt(db, period.to)];

  const wallet = rowsOf<{ trx_type: '+' | '-'; remark: string; cause_kind: string; mb_kind: string | null; count: string; amount: string }>(
    await db.execute(sql`
      select t.trx_type, t.remark, t.cause_kind, m.kind as mb_kind, count(*) as count, sum(t.amount) as amount
      from transactions t left join money_backs m on t.cause_kind in ('money_back', 'money_back_return') and m.id = t.cause_id
      where ${range('t.created_at')}
      group by t.trx_type, t.remark, t.cause_kind, m.kind`),
  );
  const moneyIn = { topUps: zero(), referralCommissions: zero(), reversals: zero(), adjustmentCredits: zero(), returned: zero(), suspenseAssigned: zero(), other: zero(), total: 0 };
  const moneyOut = { hubCharges: zero(), cardFees: zero(), refundsAsked: zero(), adjustmentDebits: zero(), other: zero(), total: 0 };
  const refunds = { asked: zero(), processed: zero(), returned: zero() };
  const reversals = zero();
  const adjustments = { credit: zero(), debit: zero() };
  for (const r of wallet) {
    if (r.trx_type === '+') {
      moneyIn.total += n(r.amount);
      const bucket =
        r.cause_kind === 'deposit' ? moneyIn.topUps
        : r.cause_kind === 'commission' ? moneyIn.referralCommissions
        : r.cause_kind === 'suspense' ? moneyIn.suspenseAssigned
        : r.cause_kind === 'money_back_return' ? moneyIn.returned
        : r.cause_kind === 'money_back' && r.mb_kind === 'reversal' ? moneyIn.reversals
        : r.cause_kind === 'money_back' && r.mb_kind === 'adjustment' ? moneyIn.adjustmentCredits
        : moneyIn.other;
      add(bucket, r.count, r.amount);
      if (r.cause_kind === 'money_back_return' && r.mb_kind === 'refund') add(refunds.returned, r.count, r.amount);
      if (r.cause_kind === 'money_back' && r.mb_kind === 'reversal') add(reversals, r.count, r.amount);
      if (r.cause_kind === 'money_back' && r.mb_kind === 'adjustment') add(adjustments.credit, r.count, r.amount);
    } else {
      moneyOut.total += n(r.amount);
      const bucket =
        r.cause_kind === 'hub_charge' ? moneyOut.hubCharges
        : r.cause_kind === 'card_request' ? moneyOut.cardFees
        : r.cause_kind === 'money_back' && r.mb_kind === 'refund' ? moneyOut.refundsAsked
        : r.cause_kind === 'money_back' && r.mb_kind === 'adjustment' ? moneyOut.adjustmentDebits
        : moneyOut.other;
      add(bucket, r.count, r.amount);
      if (r.cause_kind === 'money_back' && r.mb_kind === 'refund') add(refunds.asked, r.count, r.amount);
      if (r.cause_kind === 'money_back' && r.mb_kind === 'adjustment') add(adjustments.debit, r.count, r.amount);
    }
  }

  const topUpsByGateway = rowsOf<{ gateway: string; count: string; amount: string; charges: string }>(
    await db.execute(sql`
      select d.method_code as gateway, count(*) as count, sum(t.amount) as amount, sum(t.charge) as charges
      from transactions t join deposits d on d.id = t.cause_id
      where t.cause_kind = 'deposit' and t.trx_type = '+' and ${range('t.created_at')}
      group by d.method_code order by d.method_code`),
  ).map((r) => ({ gateway: r.gateway, count: n(r.count), amount: n(r.amount), charges: n(r.charges) }));

  // The system accounts' lines of the period, by account and sign.
  const accounts = rowsOf<{ code: string; kind: string; name: string; positive: boolean; count: string; amount: string }>(
    await db.execute(sql`
      select a.code, a.kind, a.name, l.amount > 0 as positive, count(*) as count, sum(l.amount) as amount
      from ledger_lines l join ledger_accounts a on a.id = l.account_id
      where ${range('l.created_at')}
      group by a.code, a.kind, a.name, l.amount > 0`),
  );
  const cardFees = zero();
  const managementStarts = zero();
  const suspense = { in: zero(), out: zero() };
  const hubs = new Map<number, Books['hubRevenue'][number]>();
  for (const a of accounts) {
    if (a.kind === 'card_fees') add(cardFees, a.positive ? a.count : 0, a.amount);
    if (a.kind === 'management_allowance') add(managementStarts, a.count, -n(a.amount));
    if (a.kind === 'suspense') add(a.positive ? suspense.in : suspense.out, a.count, Math.abs(n(a.amount)));
    if (a.kind === 'hub_revenue') {
      const hubId = Number(a.code.split(':')[1]);
      const hub = hubs.get(hubId) ?? { hubId, hub: a.name.replace(/^Hub revenue — /, ''), charged: 0, reversed: 0, net: 0, machines: [] };
      if (a.positive) hub.charged += n(a.amount);
      else hub.reversed += -n(a.amount);
      hub.net = hub.charged - hub.reversed;
      hubs.set(hubId, hub);
    }
  }
  const machines = rowsOf<{ hub_id: number; machine_id: number | null; machine: string | null; count: string; amount: string }>(
    await db.execute(sql`
      select h.service_center_id as hub_id, h.machine_id, coalesce(m.name || ' (' || m.code || ')', 'no machine') as machine,
        count(*) as count, sum(t.amount) as amount
      from transactions t join hub_charges h on h.id = t.cause_id left join machines m on m.id = h.machine_id
      where t.cause_kind = 'hub_charge' and ${range('t.created_at')}
      group by h.service_center_id, h.machine_id, m.name, m.code order by h.service_center_id, h.machine_id`),
  );
  for (const m of machines) {
    const hubId = Number(m.hub_id);
    const hub = hubs.get(hubId) ?? { hubId, hub: `hub ${hubId}`, charged: 0, reversed: 0, net: 0, machines: [] };
    hub.machines.push({ machineId: m.machine_id === null ? null : Number(m.machine_id), machine: m.machine ?? 'no machine', count: n(m.count), amount: n(m.amount) });
    hubs.set(hubId, hub);
  }
  const referralHeld = { held: zero(), earned: zero(), notEarned: zero(), closing: 0 };
  const heldLines = rowsOf<{ k: 'held' | 'earned' | 'void'; count: string; amount: string }>(
    await db.execute(sql`
      select case when l.amount > 0 then 'held' when exists (select 1 from transactions t where t.journal_id = l.journal_id) then 'earned' else 'void' end as k,
        count(*) as count, sum(abs(l.amount)) as amount
      from ledger_lines l join ledger_accounts a on a.id = l.account_id
      where a.kind = 'referral_held' and ${range('l.created_at')} group by 1`),
  );
  for (const r of heldLines) add(r.k === 'held' ? referralHeld.held : r.k === 'earned' ? referralHeld.earned : referralHeld.notEarned, r.count, r.amount);
  const [heldAtEnd] = rowsOf<{ amount: string | null }>(
    await db.execute(sql`
      select coalesce(sum(l.amount), 0) as amount from ledger_lines l join ledger_accounts a on a.id = l.account_id
      where a.kind = 'referral_held' and l.created_at < ${to}::timestamptz`),
  );
  referralHeld.closing = n(heldAtEnd?.amount);
  const [processed] = rowsOf<{ count: string; amount: string | null }>(
    await db.execute(sql`
      select count(*) as count, coalesce(sum(m.amount), 0) as amount from ledger_system_journals j join money_backs m on m.id = j.cause_id
      where j.cause_kind = 'refund_paid' and ${range('j.created_at')}`),
  );
  add(refunds.processed, processed?.count, processed?.amount);

  const days: Books['days'] = [];
  if (period.kind === 'month') {
    const perDay = rowsOf<{ day: string; money_in: string; money_out: string }>(
      await db.execute(sql`
        select ${lagosDaySql('t.created_at')} as day, sum(case when t.trx_type = '+' then t.amount else 0 end) as money_in,
          sum(case when t.trx_type = '-' then t.amount else 0 end) as money_out
        from transactions t where ${range('t.created_at')} group by 1`),
    );
    const hubPerDay = rowsOf<{ day: string; amount: string }>(
      await db.execute(sql`
        select ${lagosDaySql('l.created_at')} as day, sum(l.amount) as amount
        from ledger_lines l join ledger_accounts a on a.id = l.account_id
        where a.kind = 'hub_revenue' and ${range('l.created_at')} group by 1`),
    );
    const byDay = new Map(perDay.map((r) => [r.day, r]));
    const hubByDay = new Map(hubPerDay.map((r) => [r.day, n(r.amount)]));
    let running = opening;
    for (let at = period.from.getTime(); at < period.to.getTime(); at += 86_400_000) {
      const day = new Date(at + 3600_000).toISOString().slice(0, 10);
      const r = byDay.get(day);
      const [inn, out] = [n(r?.money_in), n(r?.money_out)];
      days.push({ day, opening: running, moneyIn: inn, moneyOut: out, closing: running + inn - out, hubRevenue: hubByDay.get(day) ?? 0 });
      running += inn - out;
    }
  }

  const expectedClosing = opening + moneyIn.total - moneyOut.total;
  return {
    period: { kind: period.kind, label: period.label, from: period.from.toISOString(), to: period.to.toISOString() },
    float: { opening, closing },
    moneyIn,
    moneyOut,
    identity: { opening, moneyIn: moneyIn.total, moneyOut: moneyOut.total, expectedClosing, closing, holds: expectedClosing === closing },
    topUpsByGateway,
    hubRevenue: [...hubs.values()].sort((a, b) => a.hubId - b.hubId),
    cardFees,
    referralCommissions: { ...moneyIn.referralCommissions },
    referralHeld,
    refunds,
    reversals,
    adjustments,
    managementStarts,
    suspense,
    days,
  };
}

// ---------------------------------------------------------------- CSV

/** The books as CSV (section, item, count, amount in Naira): one row per figure, the identity last. */
export function booksCsv(b: Books): string {
  const rows: (string | number)[][] = [['section', 'item', 'count', 'amount_ngn']];
  const ca = (section: string, item: string, c: CountAmount) => rows.push([section, item, c.count, money(c.amount)]);
  rows.push(['period', `${b.period.kind} ${b.period.label}`, '', '']);
  rows.push(['float', 'opening', '', money(b.float.opening)]);
  for (const [k, v] of Object.entries(b.moneyIn)) if (typeof v === 'object') ca('money_in', k, v);
  rows.push(['money_in', 'total', '', money(b.moneyIn.total)]);
  for (const [k, v] of Object.entries(b.moneyOut)) if (typeof v === 'object') ca('money_out', k, v);
  rows.push(['money_out', 'total', '', money(b.moneyOut.total)]);
  rows.push(['float', 'closing', '', money(b.float.closing)]);
  for (const g of b.topUpsByGateway) {
    rows.push(['top_ups', g.gateway, g.count, money(g.amount)]);
    rows.push(['gateway_charges', g.gateway, g.count, money(g.charges)]);
  }
  for (const h of b.hubRevenue) {
    rows.push(['hub_revenue', `${h.hub} (net)`, '', money(h.net)]);
    for (const m of h.machines) rows.push(['machine_revenue', `${h.hub} / ${m.machine}`, m.count, money(m.amount)]);
  }
  ca('card_fees', 'booked', b.cardFees);
  ca('referral_commissions', 'paid', b.referralCommissions);
  ca('referral_credit', 'held', b.referralHeld.held);
  ca('referral_credit', 'earned', b.referralHeld.earned);
  ca('referral_credit', 'not_earned', b.referralHeld.notEarned);
  rows.push(['referral_credit', 'held_at_close', '', money(b.referralHeld.closing)]);
  ca('refunds', 'asked', b.refunds.asked);
  ca('refunds', 'processed', b.refunds.processed);
  ca('refunds', 'failed_or_returned', b.refunds.returned);
  ca('reversals', 'done', b.reversals);
  ca('adjustments', 'credit', b.adjustments.credit);
  ca('adjustments', 'debit', b.adjustments.debit);
  ca('management_starts', 'free starts', b.managementStarts);
  ca('suspense', 'in', b.suspense.in);
  ca('suspense', 'out', b.suspense.out);
  for (const d of b.days) rows.push(['day', d.day, '', `${money(d.opening)} + ${money(d.moneyIn)} - ${money(d.moneyOut)} = ${money(d.closing)}`]);
  rows.push([
    'identity',
    b.identity.holds ? 'holds' : 'BROKEN',
    '',
    `${money(b.identity.opening)} + ${money(b.identity.moneyIn)} - ${money(b.identity.moneyOut)} = ${money(b.identity.expectedClosing)} (closing ${money(b.identity.closing)})`,
  ]);
  return csvDocument(rows, '\r\n');
}
