import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { money } from '#server/lib/platform/money.js';
import { rowsOf } from '#server/db/rows.js';

/**
 * Where the money goes (docs/decisions/060-where-the-money-goes.md): a customer's spending per week over the last 12
 * weeks (Monday 00:00 Africa/Lagos, UTC+1 all year) with the week's top-ups, per hub, the average daily spend and the
 * days the balance lasts at it. One SQL round trip aggregates in the database over the window's wallet lines only
 * (index transactions (user_id, created_at)); the rest is arithmetic on at most 12 × hubs rows.
 *
 * Spending = hub charges (cause hub_charge, '-') net of their reversals — a reversal (money_back of kind reversal,
 * '+') counts negatively in the week and hub of the charge it reverses — plus card fees (cause card_request, '-').
 * Refunds to the bank and staff adjustments are not spending (money leaving or corrected, not laundry). Top-ups =
 * top-up credits (cause deposit, '+').
 */

export const WEEKS = 12;
const DAY_MS = 24 * 3600 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** "Usual" spending: the last 28 days' spending / 28; with none in them, the 12 weeks' spending / the days they cover. */
export const RECENT_DAYS = 28;
const LAGOS_OFFSET_MS = 3600 * 1000;
/** The pseudo-hub of card fees. */
export const CARD_FEES = 'Card fees';

/** The instant the Africa/Lagos week (Monday 00:00 local) holding `at` starts. */
export function lagosWeekStart(at: Date): Date {
  const local = new Date(at.getTime() + LAGOS_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS - LAGOS_OFFSET_MS);
}


interface Row {
  week: number | string;
  hub_id: number | string | null;
  hub_name: string | null;
  spent: number | string;
  topped: number | string;
  recent: number | string;
}

export interface SpendingSummary {
  balance: string;
  weeks: { week_start: string; spent: string; topped_up: string }[];
  hubs: { name: string; spent: string }[];
  average_daily_spend: string;
  days_left: number | null;
}

export async function spendingSummary(db: Executor, user: { id: number; balance: number }, now = new Date()): Promise<SpendingSummary> {
  const start = new Date(lagosWeekStart(now).getTime() - (WEEKS - 1) * WEEK_MS);
  const recentFrom = new Date(now.getTime() - RECENT_DAYS * DAY_MS);
  const startIso = start.toISOString();
  const nowIso = now.toISOString();
  const recentIso = recentFrom.toISOString();
  // The weeks' starts as a timestamptz[]: width_bucket finds a line's week by binary search (extract(epoch …) is a
  // numeric, and its division cost more than the rest of the statement on 100,000 lines).
  const mondays = `{${Array.from({ length: WEEKS }, (_, i) => new Date(start.getTime() + i * WEEK_MS).toISOString()).join(',')}}`;
  // Each line: when it counts (a reversal: its charge's time), its hub (0: card fees; null: a top-up), spent, topped up.
  const rows = rowsOf<Row>(
    await db.execute(sql`
      with lines as (
        select t.created_at as at,
          case when t.cause_kind = 'hub_charge' then h.service_center_id when t.cause_kind = 'card_request' then 0 end as hub_id,
          case when t.trx_type = '-' and t.cause_kind in ('hub_charge', 'card_request') then t.amount else 0 end as spent,
          case when t.trx_type = '+' and t.cause_kind = 'deposit' then t.amount else 0 end as topped
        from transactions t
        left join hub_charges h on t.cause_kind = 'hub_charge' and h.id = t.cause_id
        where t.user_id = ${user.id}::int and t.created_at >= ${startIso}::timestamptz and t.created_at < ${nowIso}::timestamptz
          and t.cause_kind in ('hub_charge', 'card_request', 'deposit')
        union all
        select h.created_at, h.service_center_id, -t.amount, 0
        from transactions t
        join money_backs m on m.id = t.cause_id and m.kind = 'reversal'
        join hub_charges h on h.id = m.hub_charge_id
        where t.user_id = ${user.id}::int and t.created_at >= ${startIso}::timestamptz and t.created_at < ${nowIso}::timestamptz
          and t.cause_kind = 'money_back' and t.trx_type = '+' and h.created_at >= ${startIso}::timestamptz
      ),
      grouped as (
        select width_bucket(at, ${mondays}::timestamptz[]) - 1 as week, hub_id,
          sum(spent) as spent, sum(topped) as topped, sum(case when at >= ${recentIso}::timestamptz then spent else 0 end) as recent
        from lines group by 1, 2
      )
      select g.week, g.hub_id, case when g.hub_id > 0 then s.name || ', ' || l.name end as hub_name, g.spent, g.topped, g.recent
      from grouped g
      left join service_centers s on s.id = g.hub_id
      left join locations l on l.id = s.location_id`),
  );

  const weeks = Array.from({ length: WEEKS }, (_, i) => ({ start: new Date(start.getTime() + i * WEEK_MS), spent: 0, topped: 0 }));
  const hubs = new Map<string, number>();
  let total = 0;
  let recent = 0;
  for (const r of rows) {
    const week = weeks[Number(r.week)];
    if (!week) continue;
    const spent = Number(r.spent);
    week.spent += spent;
    week.topped += Number(r.topped);
    total += spent;
    recent += Number(r.recent);
    if (r.hub_id !== null) {
      const name = Number(r.hub_id) === 0 ? CARD_FEES : (r.hub_name ?? `Hub ${r.hub_id}`);
      hubs.set(name, (hubs.get(name) ?? 0) + spent);
    }
  }

  // The usual daily spend as a fraction spent / days (exact in kobo until the final rounding).
  const [spent, spanMs] = recent > 0 ? [recent, RECENT_DAYS * DAY_MS] : [total, now.getTime() - start.getTime()];
  const balance = Math.max(0, user.balance);
  const daysLeft = spent > 0 ? Number((BigInt(balance) * BigInt(spanMs)) / (BigInt(spent) * BigInt(DAY_MS))) : null;
  const average = spent > 0 ? Math.round((spent * DAY_MS) / spanMs) : 0;
  return {
    balance: money(user.balance),
    weeks: weeks.map((w) => ({
      // The Lagos calendar day of the Monday.
      week_start: new Date(w.start.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 10),
      spent: money(w.spent),
      topped_up: money(w.topped),
    })),
    hubs: [...hubs.entries()]
      .filter(([, kobo]) => kobo > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name, kobo]) => ({ name, spent: money(kobo) })),
    average_daily_spend: money(average),
    days_left: daysLeft,
  };
}
