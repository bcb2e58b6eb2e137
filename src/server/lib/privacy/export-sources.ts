import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { dataMap } from '#server/db/data-map.js';
import type { CsvValue } from '#server/lib/platform/csv.js';
import { rowsOf } from '#server/db/rows.js';

/**
 * What "Download my data" exports (ADR 055): the personal-data map's (db/data-map.ts) — the columns marked
 * `export: true` of every table that holds customers' data, never a 'secret' column — so a new column is exported the
 * day it is classified. One source per table names the file it becomes and how the customer's rows are found;
 * data-export.test.ts fails when the map marks a table that no source below reads. Rows are read a page at a time.
 */

/** Rows read per query. */
export const EXPORT_PAGE = 1000;

export interface Owner {
  id: number;
  email: string;
}

/** One kind of rows in the archive: which table, how the customer's rows are found, the files it becomes. */
export interface ExportSource {
  table: string;
  /** The file name without extension: `<file>.json` (and `<file>.csv` when `csv`). */
  file: string;
  /** What the file holds (README.txt). */
  about: string;
  csv?: boolean;
  /** One object rather than a list (the profile). */
  single?: boolean;
  /** The customer's rows, on the table aliased `t`. */
  where: (owner: Owner) => SQL;
  /** The integer column the rows are paged on (keyset), `id` unless the table has none (its key is then e.g. `user_id`). */
  key?: string;
  /** Columns computed for the export (not in the table), with what they say. */
  extra?: { name: string; sql: SQL; about: string }[];
}

const byUser = (owner: Owner) => sql`t.user_id = ${owner.id}`;

export const EXPORT_SOURCES: ExportSource[] = [
  { table: 'users', file: 'profile', single: true, about: 'your profile: names, contact details, address, account number, referral code, balance (kobo), two-factor on or off', where: (o) => sql`t.id = ${o.id}` },
  { table: 'auth_tokens', file: 'sign-in-sessions', about: 'your sign-in sessions: when each began, was last used, expires or was ended', where: byUser },
  { table: 'deposits', file: 'deposits', csv: true, about: 'your top-ups through Paystack or Flutterwave: reference, amount, charge, status', where: byUser },
  { table: 'transactions', file: 'transactions', csv: true, about: 'your ledger: every credit and debit with the balance after it (post_balance)', where: byUser },
  { table: 'cards', file: 'cards', about: 'the laundry cards linked to your account', where: byUser },
  { table: 'card_requests', file: 'card-requests', about: 'your card orders: fees, payment, collection stage', where: byUser },
  { table: 'hub_charges', file: 'hub-charges', csv: true, about: 'every wash or dry a hub charged to your card: hub, machine, amount, answer', where: byUser },
  { table: 'commissions', file: 'commissions', csv: true, about: 'referral commissions of yours: held until the referred account spends the top-up at a hub, earned (laundry credit), or not earned when the top-up was refunded (the referred account is an id, never a name)', where: byUser },
  { table: 'money_backs', file: 'money-back', about: 'money given back to you or taken after a correction: refunds, reversals of failed cycles, adjustments, with the reasons', where: byUser },
  { table: 'refund_bank_details', file: 'refund-bank-accounts', about: 'bank accounts given for your refunds when the gateway could not pay them back to your card: bank, last 4 digits, the name your bank holds, status', where: byUser },
  { table: 'suspense_items', file: 'unmatched-payments', about: 'payments a gateway received that matched no payment of ours and were assigned to your account', where: byUser },
  { table: 'sponsor_links', file: 'sponsor-links', about: 'the links you made for someone else to top up your balance (/pay/<code>): amount suggested, note, expiry', where: byUser },
  { table: 'virtual_accounts', file: 'bank-transfer-account', about: 'your own account number for top-ups by bank transfer: gateway, bank, number, the name on it', where: byUser },
  { table: 'notification_preferences', file: 'notification-preferences', key: 'user_id', about: 'the alerts you chose (none when you never changed the defaults): events and channels, the low-balance threshold, the hubs you follow', where: byUser },
  { table: 'push_subscriptions', file: 'push-devices', about: 'the devices you turned web push on for (label and dates; never the push address or keys)', where: byUser },
  { table: 'tickets', file: 'tickets', about: 'your support tickets', where: byUser },
  {
    table: 'ticket_messages',
    file: 'ticket-messages',
    about: 'the messages of your tickets, yours and support\'s (support\'s name as shown on the message)',
    where: (o) => sql`t.ticket_id in (select k.id from tickets k where k.user_id = ${o.id})`,
  },
  {
    table: 'ticket_attachments',
    file: 'ticket-attachments',
    about: 'the files attached to your tickets\' messages; the files themselves are in attachments/<ticket number>/',
    where: (o) => sql`t.message_id in (select m.id from ticket_messages m join tickets k on k.id = m.ticket_id where k.user_id = ${o.id})`,
  },
  {
    table: 'public_messages',
    file: 'messages-to-us',
    about: 'messages sent through the Contact Us and Services forms from your e-mail address',
    where: (o) => sql`lower(t.email) = lower(${o.email})`,
  },
  { table: 'newsletter_subscribers', file: 'newsletter', about: 'your newsletter subscription, if your address is subscribed', where: (o) => sql`lower(t.email) = lower(${o.email})` },
  {
    table: 'audit_events',
    file: 'staff-actions',
    about: "actions about you in our audit log (staff, operators, jobs and yours): who acted by role only — never a staff member's name or id",
    where: (o) =>
      sql`((t.target_kind = 'customer' and t.target_id = ${String(o.id)}) or t.details->>'user_id' = ${String(o.id)} or (t.actor_kind = 'customer' and t.actor_id = ${String(o.id)}))`,
    extra: [
      {
        name: 'actor_role',
        about: "the staff member's roles (support, fulfilment, finance, admin) when staff acted; otherwise who acted",
        sql: sql`case when t.actor_kind = 'staff' then coalesce((select array_to_string(s.roles, ' ') from staff_members s where s.id::text = t.actor_id), 'staff') else t.actor_kind end`,
      },
    ],
  },
];

/** The tables the personal-data map exports to a customer: customers' tables with at least one exported column. */
export const exportedTables = () =>
  Object.entries(dataMap)
    .filter(([, rule]) => rule.subjects.includes('customer') && Object.values(rule.columns).some((c) => c.export && c.personal !== 'secret'))
    .map(([name]) => name);

/** A table's exported columns, in the map's order (never a secret). */
export const exportedColumns = (table: string) =>
  Object.entries(dataMap[table]?.columns ?? {})
    .filter(([, c]) => c.export && c.personal !== 'secret')
    .map(([name]) => name);

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`data export: odd identifier ${name}`);
  return sql.raw(`"${name}"`);
};

/** A JSON-safe value: times as ISO strings, big integers as numbers (kobo fit) or strings. */
const plain = (v: unknown): unknown => {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
  if (Array.isArray(v)) return v.map(plain);
  return v;
};

/** The customer's rows of a source, a page at a time (keyset on the table's id), exported columns only. */
export async function* pagesOf(db: Db, source: ExportSource, owner: Owner, pageSize = EXPORT_PAGE): AsyncGenerator<Record<string, unknown>[]> {
  const columns = exportedColumns(source.table);
  const list = sql.join(
    [...columns.map((c) => sql`t.${ident(c)}`), ...(source.extra ?? []).map((e) => sql`${e.sql} as ${ident(e.name)}`)],
    sql`, `,
  );
  const key = ident(source.key ?? 'id');
  let after = 0;
  for (;;) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(
        sql`select t.${key} as "__key", ${list} from ${ident(source.table)} t where ${source.where(owner)} and t.${key} > ${after} order by t.${key} limit ${pageSize}`,
      ),
    );
    if (!rows.length) return;
    after = Number(rows.at(-1)!.__key);
    yield rows.map((r) => {
      const out: Record<string, unknown> = {};
      for (const c of columns) out[c] = plain(r[c]);
      for (const e of source.extra ?? []) out[e.name] = plain(r[e.name]);
      return out;
    });
    if (rows.length < pageSize) return;
  }
}

/** How many rows of a source are the customer's. */
export async function countOf(db: Db, source: ExportSource, owner: Owner): Promise<number> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`select count(*)::int as n from ${ident(source.table)} t where ${source.where(owner)}`));
  return Number(row?.n ?? 0);
}

/** A value of a row as its CSV cell holds it (lib/platform/csv.ts writes it): JSON for objects and arrays. */
export const csvValue = (v: unknown): CsvValue => (v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : typeof v === 'number' ? v : String(v));
