import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db } from '#server/db/client.js';
import { dataMap } from '#server/db/data-map.js';
import { dataExports, users, type DataExportStatus } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { dataExportReadyMail } from '#server/mail/templates.js';
import { avatarKey } from './avatars.js';
import { sanitiseFileName } from './file-types.js';
import { audit, type AuditContext } from './audit.js';
import { csvStream, type CsvValue } from './csv.js';
import { enqueueMail } from './outbox.js';
import { newKey, type Storage } from './storage.js';
import { rowsOf } from '#server/db/rows.js';

/**
 * "Download my data" (issue 26, docs/decisions/055-download-my-data.md). A customer asks for an archive; a row of
 * data_exports is queued and one instance builds it in the background (claimed with a lease, taken over when the
 * claimant dies): a zip with README.txt, one JSON file per kind of row (CSV too where a spreadsheet is the natural
 * reader), the avatar and the ticket attachments themselves. Rows are read a page at a time and files streamed from
 * storage into the zip, which is written to a temporary file and then streamed to storage (exports/<random>.zip):
 * memory stays flat whatever the account's size. What is exported is the personal-data map's (db/data-map.ts):
 * the columns marked `export: true` of every table that holds customers' data — never a 'secret' column — so a new
 * column is exported the day it is classified, and data-export.test.ts fails when the map marks a table that no
 * source below reads.
 */

/** How long a ready archive can be downloaded. */
export const EXPORT_VALID_HOURS = 24;
/** Archives a customer may ask for per 24 hours. */
export const EXPORTS_PER_DAY = 3;
/** A claim on an export lasts this long; the builder extends it at each page it writes. */
export const EXPORT_LEASE_MS = 2 * 60_000;
/** An export whose build failed this many times is marked failed. */
export const EXPORT_MAX_ATTEMPTS = 3;
/** Rows read per query. */
export const EXPORT_PAGE = 1000;

const HOUR = 3_600_000;

export type DataExportRow = typeof dataExports.$inferSelect;

// -------------------------------------------------------------------------------------------------- what is exported

interface Owner {
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
async function* pagesOf(db: Db, source: ExportSource, owner: Owner, pageSize = EXPORT_PAGE): AsyncGenerator<Record<string, unknown>[]> {
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

async function countOf(db: Db, source: ExportSource, owner: Owner): Promise<number> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`select count(*)::int as n from ${ident(source.table)} t where ${source.where(owner)}`));
  return Number(row?.n ?? 0);
}

/** A value of a row as its CSV cell holds it (lib/csv.ts writes it): JSON for objects and arrays. */
const csvValue = (v: unknown): CsvValue => (v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : typeof v === 'number' ? v : String(v));

/** The README.txt of an archive: what each file holds, generated from the sources and the map. */
export function readmeText(opts: { name: string; accountNumber: string; createdAt: Date; files: string[] }): string {
  const lines = [
    'e-laundry — your data',
    '=====================',
    '',
    `Account ${opts.accountNumber} (${opts.name}), archive made ${opts.createdAt.toISOString()}.`,
    '',
    'This archive holds the personal data we keep about you, as the Nigeria Data Protection Act 2023 gives you the',
    'right to receive it. Times are UTC (ISO 8601). Amounts are in kobo: 100 kobo = ₦1 (a balance of 250000 is ₦2,500.00).',
    'JSON files can be opened with any text editor; CSV files with a spreadsheet.',
    '',
    'Files',
    '-----',
  ];
  for (const s of EXPORT_SOURCES) {
    const names = `${s.file}.json${s.csv ? `, ${s.file}.csv` : ''}`;
    lines.push('', `${names}`, `  ${s.about}.`, `  Fields: ${[...exportedColumns(s.table), ...(s.extra ?? []).map((e) => e.name)].join(', ')}.`);
    for (const e of s.extra ?? []) lines.push(`  ${e.name}: ${e.about}.`);
  }
  lines.push(
    '',
    'avatar/',
    '  your profile picture, as we store it (if you set one).',
    '',
    'attachments/<ticket number>/<id>-<name>',
    '  the files you and support attached to your tickets.',
    '',
    'Not included: passwords, codes and two-factor secrets (we only keep them hashed or encrypted, and they are',
    "credentials, not data about you); staff members' names and ids (only their role); copies of e-mails we sent you;",
    'server logs (kept at most 90 days, not searchable per person).',
    '',
    'Questions: write to us from the app (Support) or to support — see the privacy page on our site.',
    '',
    `This archive contains: ${opts.files.length} files.`,
    '',
  );
  return lines.join('\n');
}

// -------------------------------------------------------------------------------------------------- the archive

export interface ExportDeps {
  db: Db;
  storage: Storage;
}

/** Thrown by a progress report when the build must stop (the claim was lost, the instance is closing). */
export class ExportAborted extends Error {}

/**
 * Builds the customer's archive and stores it under exports/; returns its key and size. `progress(done, total)` is
 * awaited after each page and file (the caller records it and extends its claim; it throws ExportAborted to stop).
 */
export async function buildArchive(
  deps: ExportDeps,
  userId: number,
  now: Date,
  progress: (done: number, total: number) => Promise<void> = async () => {},
  pageSize = EXPORT_PAGE,
): Promise<{ key: string; size: number; files: string[] }> {
  const { db, storage } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`data export: no user ${userId}`);
  const owner = { id: user.id, email: user.email };

  // The total first, for the progress: every row, every attachment and the avatar.
  const counts = await Promise.all(EXPORT_SOURCES.map((s) => countOf(db, s, owner)));
  const attachments = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select a.id, a.name, a.storage_key, k.number from ticket_attachments a join ticket_messages m on m.id = a.message_id join tickets k on k.id = m.ticket_id where k.user_id = ${owner.id} order by a.id`),
  ).map((r) => ({ id: Number(r.id), name: String(r.name), key: String(r.storage_key), ticket: String(r.number) }));
  const total = counts.reduce((a, b) => a + b, 0) + attachments.length + (user.image ? 1 : 0) + 1;
  let done = 0;
  const advance = async (n: number) => {
    done += n;
    await progress(Math.min(done, total), total);
  };

  const dir = await mkdtemp(path.join(tmpdir(), 'elaundry-export-'));
  const file = path.join(dir, 'archive.zip');
  try {
    const zip = new yazl.ZipFile();
    const written = pipeline(zip.outputStream, createWriteStream(file));
    const failed = new Promise<never>((_, reject) => zip.on('error', reject));
    // Whichever settles first decides; the other must not surface as an unhandled rejection.
    failed.catch(() => {});
    written.catch(() => {});
    const files: string[] = ['README.txt'];
    const mtime = now;

    const entry = (name: string, gen: () => AsyncGenerator<string | Buffer>) => {
      files.push(name);
      zip.addReadStreamLazy(name, { mtime }, (cb: (err: Error | null, stream: NodeJS.ReadableStream) => void) => {
        const stream = Readable.from(
          (async function* bytes() {
            for await (const chunk of gen()) yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
          })(),
          { objectMode: false },
        );
        // yazl does not listen for a source stream's errors: unheard, one (a failed query) would end the process.
        stream.on('error', (err) => zip.emit('error', err));
        cb(null, stream);
      });
    };
    for (const source of EXPORT_SOURCES) {
      entry(`${source.file}.json`, async function* json() {
        if (source.single) {
          for await (const page of pagesOf(db, source, owner, pageSize)) yield JSON.stringify(page[0] ?? null, null, 2) + '\n';
          await advance(1);
          return;
        }
        yield '[';
        let first = true;
        for await (const page of pagesOf(db, source, owner, pageSize)) {
          yield page.map((r) => `${first ? ((first = false), '\n') : ',\n'}${JSON.stringify(r)}`).join('');
          await advance(source.csv ? page.length / 2 : page.length);
        }
        yield first ? ']\n' : '\n]\n';
      });
      if (source.csv) {
        const head = [...exportedColumns(source.table), ...(source.extra ?? []).map((e) => e.name)];
        entry(`${source.file}.csv`, () =>
          csvStream(
            head,
            (async function* rows() {
              for await (const page of pagesOf(db, source, owner, pageSize)) {
                yield page.map((r) => head.map((c) => csvValue(r[c])));
                await advance(page.length / 2);
              }
            })(),
            '\n',
          ),
        );
      }
    }
    const stored = (key: string, missing: string) =>
      async function* bytes() {
        const got = await storage.getStream(key);
        if (!got) yield Buffer.from(missing);
        else for await (const chunk of got.stream) yield chunk as Buffer;
        await advance(1);
      };
    if (user.image) entry(`avatar/${user.image}`, stored(avatarKey(user.image), '(this file is no longer in storage)\n'));
    for (const a of attachments) entry(`attachments/${a.ticket}/${a.id}-${sanitiseFileName(a.name, 'file')}`, stored(a.key, '(this file is no longer in storage)\n'));

    zip.addBuffer(Buffer.from(readmeText({ name: `${user.firstname} ${user.lastname}`, accountNumber: user.accountNumber, createdAt: now, files }), 'utf8'), 'README.txt', { mtime });
    zip.end();
    await Promise.race([written, failed]);
    await advance(1);
    const key = newKey('exports', 'zip');
    const { size } = await stat(file);
    await storage.putFile(key, file, 'application/zip');
    return { key, size, files };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// -------------------------------------------------------------------------------------------------- requests and views

/** The contract's DataExport. */
export function exportView(row: DataExportRow, now: Date) {
  const expired = row.status === 'expired' || (row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now);
  const status: DataExportStatus = expired ? 'expired' : row.status;
  return {
    id: row.id,
    status,
    progress: status === 'ready' || status === 'expired' ? 100 : row.progress,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size: status === 'ready' ? (row.size ?? null) : null,
    download_url: status === 'ready' ? `/api/v1/profile/data-exports/${row.id}/download` : null,
  };
}

export const EXPORT_NOT_FOUND = 'Archive not found.';
export const EXPORT_EXPIRED = `This archive has expired: archives can be downloaded for ${EXPORT_VALID_HOURS} hours. Ask for a new one.`;
export const EXPORT_NOT_READY = 'This archive is not ready yet. Try again when its progress reaches 100%.';

/**
 * Asks for an archive: a new queued export, or the one already queued or running (a second click adds nothing).
 * At most EXPORTS_PER_DAY per 24 hours: the next one is refused with a 429 that says when.
 */
export async function requestExport(db: Db, userId: number, now: Date, ctx?: AuditContext): Promise<{ row: DataExportRow; created: boolean }> {
  return db.transaction(async (tx) => {
    // One request at a time per account: the count below cannot be raced.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [open] = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['queued', 'running'])))
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    if (open) return { row: open, created: false };
    const recent = await tx
      .select({ createdAt: dataExports.createdAt })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), gte(dataExports.createdAt, new Date(now.getTime() - 24 * HOUR))))
      .orderBy(dataExports.createdAt);
    if (recent.length >= EXPORTS_PER_DAY) {
      const next = new Date(recent[recent.length - EXPORTS_PER_DAY]!.createdAt.getTime() + 24 * HOUR);
      const seconds = Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
      const hours = Math.ceil(seconds / 3600);
      throw new ApiError(
        429,
        `You can ask for ${EXPORTS_PER_DAY} archives of your data in 24 hours. You can ask for a new one in ${hours === 1 ? 'an hour' : `${hours} hours`}; your latest archive is still on this page while it is valid.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
    const [row] = await tx.insert(dataExports).values({ id: randomBytes(16).toString('base64url'), userId, createdAt: now }).returning();
    // The customer's data-subject requests are on the audit trail (the staff console's log of the account).
    if (ctx) await audit(tx, ctx, { action: 'customer.data_export_request', target: { kind: 'customer', id: userId }, details: {} });
    return { row: row!, created: true };
  });
}

/** The customer's latest archives (newest first, the last 10). */
export async function listExports(db: Db, userId: number) {
  return db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.createdAt)).limit(10);
}

/** One of the customer's archives; another customer's id is "not found", like an unknown one. */
export async function ownExport(db: Db, userId: number, id: string): Promise<DataExportRow> {
  const [row] = await db.select().from(dataExports).where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  if (!row) throw new ApiError(404, EXPORT_NOT_FOUND);
  return row;
}

/** The archive's bytes for its owner: 404 not theirs, 409 not ready, 410 expired (or no longer in storage). */
export async function openDownload(deps: ExportDeps, userId: number, id: string, now: Date, ctx?: AuditContext) {
  const row = await ownExport(deps.db, userId, id);
  const view = exportView(row, now);
  if (view.status === 'expired') throw new ApiError(410, EXPORT_EXPIRED);
  if (view.status !== 'ready' || !row.storageKey) {
    throw new ApiError(409, row.status === 'failed' ? 'This archive could not be made. Ask for a new one.' : EXPORT_NOT_READY);
  }
  const got = await deps.storage.getStream(row.storageKey);
  if (!got) throw new ApiError(410, EXPORT_EXPIRED);
  if (ctx) await audit(deps.db, ctx, { action: 'customer.data_export_download', target: { kind: 'customer', id: userId }, details: { size: got.size } });
  return { ...got, filename: `e-laundry-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
}

// -------------------------------------------------------------------------------------------------- the background work

/**
 * Claims the next export to build: the oldest queued one, or a running one whose claim has lapsed (its instance died
 * or restarted). One conditional update: across instances, exactly one claims a row. An export that failed
 * EXPORT_MAX_ATTEMPTS times is marked failed instead.
 */
export async function claimNextExport(db: Db, now: Date, owner: string, leaseMs = EXPORT_LEASE_MS): Promise<DataExportRow | null> {
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(dataExports)
        .where(or(eq(dataExports.status, 'queued'), and(eq(dataExports.status, 'running'), lt(dataExports.lockedUntil, now))))
        .orderBy(dataExports.createdAt)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      if (row.attempts >= EXPORT_MAX_ATTEMPTS) {
        await tx.update(dataExports).set({ status: 'failed', lockedBy: null, lockedUntil: null, error: row.error ?? 'gave up after repeated failures' }).where(eq(dataExports.id, row.id));
        return 'skip' as const;
      }
      const [taken] = await tx
        .update(dataExports)
        .set({ status: 'running', lockedBy: owner, lockedUntil: new Date(now.getTime() + leaseMs), attempts: row.attempts + 1, startedAt: row.startedAt ?? now, progress: 0 })
        .where(eq(dataExports.id, row.id))
        .returning();
      return taken ?? null;
    });
    if (claimed !== 'skip') return claimed;
  }
}

export interface RunOptions {
  owner: string;
  publicUrl: string;
  now: () => Date;
  leaseMs?: number;
  /** True when the instance is closing: the build stops and its claim lapses (another instance takes it over). */
  closing?: () => boolean;
  pageSize?: number;
}

/**
 * Builds a claimed export: progress recorded (and the claim extended) at most once a second, the archive stored,
 * the row marked ready for 24 hours with its mail queued in the same transaction. A lost claim stops the build
 * (and deletes what it stored); a failure puts the row back in the queue for another attempt.
 */
export async function runExport(deps: ExportDeps, row: DataExportRow, opts: RunOptions): Promise<'ready' | 'aborted' | 'failed'> {
  const { db } = deps;
  const leaseMs = opts.leaseMs ?? EXPORT_LEASE_MS;
  const mine = and(eq(dataExports.id, row.id), eq(dataExports.lockedBy, opts.owner), eq(dataExports.status, 'running'));
  let last = 0;
  const progress = async (done: number, total: number) => {
    if (opts.closing?.()) throw new ExportAborted('closing');
    const t = Date.now();
    if (t - last < 1000 && done < total) return;
    last = t;
    const now = opts.now();
    const updated = await db
      .update(dataExports)
      .set({ progress: Math.min(99, Math.floor((done / Math.max(1, total)) * 100)), lockedUntil: new Date(now.getTime() + leaseMs) })
      .where(mine)
      .returning({ id: dataExports.id });
    if (!updated.length) throw new ExportAborted('claim lost');
  };
  let built: { key: string; size: number } | undefined;
  try {
    built = await buildArchive(deps, row.userId, opts.now(), progress, opts.pageSize);
    const now = opts.now();
    const expiresAt = new Date(now.getTime() + EXPORT_VALID_HOURS * HOUR);
    const ok = await db.transaction(async (tx) => {
      const [done] = await tx
        .update(dataExports)
        .set({ status: 'ready', progress: 100, storageKey: built!.key, size: built!.size, readyAt: now, expiresAt, lockedBy: null, lockedUntil: null, error: null })
        .where(mine)
        .returning();
      if (!done) return false;
      const [user] = await tx.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, row.userId));
      if (user) {
        await enqueueMail(tx, { to: user.email, ...dataExportReadyMail({ publicUrl: opts.publicUrl, firstname: user.firstname, expiresAt }) }, { key: `data-export-ready:${row.id}`, discardAfter: expiresAt });
      }
      return true;
    });
    if (!ok) {
      await deps.storage.delete(built.key);
      return 'aborted';
    }
    return 'ready';
  } catch (err) {
    if (built) await deps.storage.delete(built.key).catch(() => {});
    if (err instanceof ExportAborted) return 'aborted';
    const message = String((err as Error).message ?? err).slice(0, 500);
    await db
      .update(dataExports)
      .set(row.attempts + 1 >= EXPORT_MAX_ATTEMPTS ? { status: 'failed', error: message, lockedBy: null, lockedUntil: null } : { status: 'queued', error: message, lockedBy: null, lockedUntil: null })
      .where(mine)
      .catch(() => {});
    return 'failed';
  }
}

/**
 * The expiry job: archives past their 24 hours are deleted from storage and their rows marked expired. Returns how
 * many archives were deleted.
 */
export async function expireExports(deps: ExportDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.storageKey), or(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)), eq(dataExports.status, 'expired'))));
  for (const row of due) {
    await deps.storage.delete(row.key!);
    await deps.db.update(dataExports).set({ status: 'expired', storageKey: null }).where(eq(dataExports.id, row.id));
  }
  return due.length;
}
