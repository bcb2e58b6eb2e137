import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { components } from '#generated/api';
import type { Db, Executor } from '#server/db/client.js';
import { commissions, deposits, moneyBacks, transactions, users } from '#server/db/schema.js';
import { fieldError } from '#server/envelope.js';
import { moneyBackLabel, progressOf, REVERSAL_REASON } from '#shared/money-back.js';
import { csvDocument } from '#server/lib/platform/csv.js';
import { money } from '#server/lib/platform/money.js';
import { lagosDayStart } from '#server/lib/platform/time.js';

/**
 * Read models of the customer's money screens: dashboard, deposits, transactions, referrals, commissions, statement.
 * Amounts are kobo in the database and Money strings here.
 */
type UserRow = typeof users.$inferSelect;

const nextDay = (d: Date) => new Date(d.getTime() + 24 * 3600 * 1000);

const GATEWAY_NAMES: Record<string, string> = { paystack: 'Paystack', flutterwave: 'Flutterwave' };

/**
 * The dashboard's query, one per shape of date range, built once per database and prepared (a named statement on
 * PostgreSQL, parsed and planned once per connection): building it with drizzle and planning it on every request
 * cost more than running it.
 */
type RangeShape = 'none' | 'from' | 'to' | 'both';
const dashboardQueries = new WeakMap<Db, Map<RangeShape, ReturnType<typeof prepareDashboard>>>();

function prepareDashboard(db: Db, shape: RangeShape) {
  const userId = sql.placeholder('userId');
  const ranged = shape !== 'none';
  const tWhere = sql.join(
    [
      sql`user_id = ${userId}`,
      ...(shape === 'from' || shape === 'both' ? [sql`created_at >= ${sql.placeholder('from')}`] : []),
      ...(shape === 'to' || shape === 'both' ? [sql`created_at < ${sql.placeholder('to')}`] : []),
    ],
    sql` and `,
  );
  const latest = (type: '+' | '-') =>
    // `trx_type >= t and trx_type <= t` (not `=`) ordered by (trx_type, id): only the (user_id, trx_type, id) index
    // gives that order, so PostgreSQL walks it. With `=` it drops trx_type from the order and may walk the primary key
    // backwards past every other account's rows (measured: 226 ms instead of 0.08 ms for a 100,000-entry account).
    sql`(select coalesce(json_agg(x), '[]'::json) from (select created_at, trx, amount from transactions where ${tWhere} and trx_type >= ${sql.raw(`'${type}'`)} and trx_type <= ${sql.raw(`'${type}'`)} order by trx_type desc, id desc limit 5) x)`;
  return db
    .select({
      depositSum: sql<string | number>`(select coalesce(sum(amount), 0) from deposits where ${tWhere} and status = 'Success')`,
      // Without a date range the count is the kept entry count (no scan of a large ledger).
      trxCount: ranged ? sql<string | number>`(select count(*) from transactions where ${tWhere})::int` : users.entryCount,
      credits: sql<unknown>`${latest('+')}`,
      debits: sql<unknown>`${latest('-')}`,
      balance: users.balance,
      // The active card (lib/identity/accounts.ts cardNumberOf), in the same round trip: one linked card per customer (unique).
      cardNumber: sql<string | null>`(select number from cards where user_id = ${userId} and status = 'linked')`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare(`dashboard_${shape}`);
}

/** The dashboard in one SQL round trip (deposit total, transaction count, five latest credits and debits, the card). */
export async function dashboard(db: Db, user: UserRow, publicUrl: string, range: { from?: string; to?: string }) {
  const from = range.from ? lagosDayStart(range.from) : null;
  const to = range.to ? nextDay(lagosDayStart(range.to)) : null;
  if (from && to && to <= from) throw fieldError('to', 'The to date must not be before the from date.');
  const shape: RangeShape = from && to ? 'both' : from ? 'from' : to ? 'to' : 'none';
  let queries = dashboardQueries.get(db);
  if (!queries) dashboardQueries.set(db, (queries = new Map()));
  let query = queries.get(shape);
  if (!query) queries.set(shape, (query = prepareDashboard(db, shape)));
  const [r] = await query.execute({ userId: user.id, from: from?.toISOString(), to: to?.toISOString() });
  if (!r) throw new Error(`dashboard: user ${user.id} not found`);
  const lines = (v: unknown) => {
    const list = (typeof v === 'string' ? JSON.parse(v) : v) as { created_at: string; trx: string; amount: number | string }[];
    return list.map((l) => ({ created_at: new Date(l.created_at).toISOString(), trx: l.trx, amount: money(Number(l.amount)) }));
  };
  return {
    account_number: user.accountNumber,
    available_balance: money(Number(r.balance)),
    card_serial_no: r.cardNumber ?? 'N/A',
    depositSum: money(Number(r.depositSum)),
    transactionCount: Number(r.trxCount),
    referral_link: `${publicUrl}/sign-up?reference=${encodeURIComponent(user.referralCode)}`,
    latestCredit: lines(r.credits),
    latestDebit: lines(r.debits),
  };
}

/** Newest first, page N of `perPage`. Pages past the middle are read from the other end (the last page costs what the first does). */
async function pageOf<T>(
  total: number,
  page: number,
  perPage: number,
  read: (order: 'newest' | 'oldest', offset: number, limit: number) => Promise<T[]>,
): Promise<T[]> {
  const offset = (page - 1) * perPage;
  if (offset >= total) return [];
  if (offset <= total / 2) return read('newest', offset, perPage);
  // Same rows, counted from the oldest: skip what lies beyond this page's end.
  const end = Math.min(offset + perPage, total);
  const rows = await read('oldest', total - end, end - offset);
  return rows.reverse();
}

/** A page of an account's entries, newest or oldest first: built once per database and prepared, like the dashboard. */
const pageQueries = new WeakMap<Db, Map<'newest' | 'oldest', ReturnType<typeof prepareTransactionsPage>>>();

function prepareTransactionsPage(db: Db, order: 'newest' | 'oldest') {
  const userId = sql.placeholder('userId');
  return (
    db
      .select()
      .from(transactions)
      // `user_id >= u and user_id <= u` ordered by (user_id, id): only the (user_id, id) index gives that order (with
      // `=` PostgreSQL may walk the primary key backwards past every other account's rows: 190 ms vs 0.1 ms measured).
      .where(and(gte(transactions.userId, userId), lte(transactions.userId, userId)))
      .orderBy(...(order === 'newest' ? [desc(transactions.userId), desc(transactions.id)] : [asc(transactions.userId), asc(transactions.id)]))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit'))
      .prepare(`transactions_page_${order}`)
  );
}

type TransactionRow = typeof transactions.$inferSelect;
type MoneyBackEntry = components['schemas']['MoneyBackEntry'];

const MONEY_BACK_CAUSES = ['money_back', 'money_back_return'] as const;
const isMoneyBackLine = (t: Pick<TransactionRow, 'causeKind' | 'causeId'>) => t.causeId !== null && (MONEY_BACK_CAUSES as readonly string[]).includes(t.causeKind);

/**
 * What each money-back line of these (one customer's) lines is and compensates (docs/decisions/049-money-given-back.md),
 * by the line's id: one query for the page, and none when the page has no such line. Only the customer's own requests
 * are read (`userId`), whatever the lines say.
 */
export async function moneyBackEntries(ex: Executor, userId: number, lines: readonly TransactionRow[]): Promise<Map<number, MoneyBackEntry>> {
  const out = new Map<number, MoneyBackEntry>();
  const ids = [...new Set(lines.filter(isMoneyBackLine).map((t) => t.causeId!))];
  if (!ids.length) return out;
  const rows = await ex
    .select({ m: moneyBacks, depositReference: deposits.reference })
    .from(moneyBacks)
    .leftJoin(deposits, eq(deposits.id, moneyBacks.depositId))
    .where(and(inArray(moneyBacks.id, ids), eq(moneyBacks.userId, userId)));
  const byId = new Map(rows.map((r) => [r.m.id, r]));
  for (const t of lines) {
    if (!isMoneyBackLine(t)) continue;
    const found = byId.get(t.causeId!);
    if (!found) continue;
    const { m, depositReference } = found;
    const returned = t.causeKind === 'money_back_return';
    out.set(t.id, {
      kind: m.kind,
      returned,
      reference: m.reference,
      status: progressOf(m.status),
      reason: m.kind === 'adjustment' ? m.reason : m.kind === 'reversal' ? REVERSAL_REASON : null,
      compensates: {
        trx: returned ? m.trx : m.kind === 'reversal' ? m.compensatesTrx : null,
        deposit_id: m.depositId,
        deposit_reference: depositReference ?? null,
      },
    });
  }
  return out;
}

export async function transactionsPage(db: Db, user: UserRow, page: number, perPage: number, trx?: string) {
  let total: number;
  let rows: TransactionRow[];
  if (trx !== undefined) {
    // One line by its number (a money-back line's link to what it compensates): the customer's own, or none.
    const found = await db.select().from(transactions).where(and(eq(transactions.trx, trx), eq(transactions.userId, user.id)));
    total = found.length;
    rows = page === 1 ? found : [];
  } else {
    total = user.entryCount;
    let queries = pageQueries.get(db);
    if (!queries) pageQueries.set(db, (queries = new Map()));
    rows = await pageOf(total, page, perPage, (order, offset, limit) => {
      let query = queries.get(order);
      if (!query) queries.set(order, (query = prepareTransactionsPage(db, order)));
      return query.execute({ userId: user.id, offset, limit });
    });
  }
  const entries = await moneyBackEntries(db, user.id, rows);
  return {
    total,
    data: rows.map((t) => {
      const entry = entries.get(t.id);
      return {
        id: t.id,
        created_at: t.createdAt.toISOString(),
        trx: t.trx,
        detail: t.detail,
        amount: money(t.amount),
        charge: money(t.charge),
        trx_type: t.trxType,
        user: { balance: money(t.postBalance) },
        ...(entry ? { money_back: entry } : {}),
      };
    }),
  };
}

/** A top-up by transfer to the customer's account number (ADR 056) is shown as this method, whichever gateway. */
export const BANK_TRANSFER_NAME = 'Bank transfer';

export async function depositsPage(db: Db, userId: number, page: number, perPage: number) {
  const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(deposits).where(eq(deposits.userId, userId));
  const total = Number(c?.n ?? 0);
  const rows = await pageOf(total, page, perPage, (order, offset, limit) =>
    db
      .select()
      .from(deposits)
      .where(and(gte(deposits.userId, userId), lte(deposits.userId, userId)))
      .orderBy(...(order === 'newest' ? [desc(deposits.userId), desc(deposits.id)] : [asc(deposits.userId), asc(deposits.id)]))
      .offset(offset)
      .limit(limit),
  );
  return {
    total,
    data: rows.map((d) => ({
      id: d.id,
      trx: d.trx,
      created_at: d.createdAt.toISOString(),
      payment_gateway: d.channel === 'bank_transfer' ? BANK_TRANSFER_NAME : (GATEWAY_NAMES[d.methodCode] ?? d.methodCode),
      amount: money(d.amount),
      charge: money(d.charge),
      status: d.status,
      reference: d.reference,
    })),
  };
}

/**
 * The refunds of one of the customer's top-ups, newest first, and their totals (docs/decisions/049-money-given-back.md):
 * `refunded` paid out by the gateway, `refund_in_progress` asked for and not yet ended (held from the balance). A
 * refund that failed or was not approved is listed (its amount is back on the balance) and counts in neither.
 */
export async function depositRefunds(ex: Executor, userId: number, depositId: number) {
  const rows = await ex
    .select()
    .from(moneyBacks)
    .where(and(eq(moneyBacks.depositId, depositId), eq(moneyBacks.userId, userId), eq(moneyBacks.kind, 'refund')))
    .orderBy(desc(moneyBacks.id));
  let refunded = 0;
  let inProgress = 0;
  const refunds = rows.map((m) => {
    const status = progressOf(m.status);
    if (status === 'refunded') refunded += m.amount;
    else if (status !== 'failed' && status !== 'not_approved') inProgress += m.amount;
    const ended = status === 'refunded' || status === 'failed' || status === 'not_approved';
    return {
      reference: m.reference,
      amount: money(m.amount),
      status,
      trx: m.trx,
      requested_at: m.createdAt.toISOString(),
      completed_at: ended ? (m.completedAt ?? m.decidedAt ?? m.updatedAt).toISOString() : null,
    };
  });
  return { refunds, refunded: money(refunded), refund_in_progress: money(inProgress) };
}

/** "tunde.adeyemi@example.com" → "t***i@example.com": the referrer sees who joined, not their address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const first = local.slice(0, 1);
  const last = local.length > 1 ? local.slice(-1) : '';
  return `${first}***${last}@${domain}`;
}

export async function referrals(db: Db, userId: number) {
  const rows = await db
    .select({ firstname: users.firstname, lastname: users.lastname, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.referredBy, userId))
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.map((r) => ({ full_name: `${r.firstname} ${r.lastname}`, email: maskEmail(r.email), joined_at: r.createdAt.toISOString() }));
}

export async function commissionLog(db: Db, userId: number) {
  const rows = await db
    .select({ c: commissions, firstname: users.firstname, lastname: users.lastname })
    .from(commissions)
    .innerJoin(users, eq(users.id, commissions.fromUserId))
    .where(eq(commissions.userId, userId))
    .orderBy(desc(commissions.id));
  return rows.map(({ c, firstname, lastname }) => ({
    date: c.createdAt.toISOString(),
    from: { firstname, lastname },
    level: c.level,
    percent: c.percentBp / 100,
    amount: money(c.amount),
    type: c.type,
    // ADR 071: commissions credited at settlement before it are earned.
    status: c.status === 'held' ? ('held' as const) : c.status === 'void' ? ('not_earned' as const) : ('earned' as const),
    earned: c.status === 'credited' ? money(c.amount) : c.earned === null ? null : money(c.earned),
  }));
}

export const STATEMENT_MAX_DAYS = 366;

/** The ledger lines of a date range (Lagos days, inclusive), oldest first, with the opening balance. */
export async function statementLines(db: Db, userId: number, fromDay: string, toDay: string) {
  const from = lagosDayStart(fromDay);
  const to = nextDay(lagosDayStart(toDay));
  if (to <= from) throw fieldError('to', 'The to date must not be before the from date.');
  if (to.getTime() - from.getTime() > STATEMENT_MAX_DAYS * 24 * 3600 * 1000) throw fieldError('to', `A statement covers at most ${STATEMENT_MAX_DAYS} days.`);
  const where: SQL = and(eq(transactions.userId, userId), gte(transactions.createdAt, from), lt(transactions.createdAt, to))!;
  const rows = await db.select().from(transactions).where(where).orderBy(asc(transactions.id));
  const first = rows[0];
  const opening = first ? first.postBalance - (first.trxType === '+' ? first.amount : -first.amount) : null;
  const entries = await moneyBackEntries(db, userId, rows);
  const lines: StatementLine[] = rows.map((t) => {
    const e = entries.get(t.id);
    return {
      ...t,
      entry: e ? moneyBackLabel(e, t.trxType) : (ENTRY_LABELS[t.remark] ?? t.remark),
      reference: e?.reference ?? '',
      compensates: e ? (e.compensates.trx ?? e.compensates.deposit_reference ?? '') : '',
      note: e ? noteOf(e) : '',
    };
  });
  return { lines, opening };
}

/** The kind of each ledger line as a statement names it (money given back: lib/money-back/money-back.ts, #shared/money-back). */
const ENTRY_LABELS: Record<string, string> = {
  deposit: 'Top-up',
  hub_charge: 'Hub charge',
  card_payment: 'Card payment',
  referral_commission: 'Referral commission',
  correction: 'Correction',
};

/**
 * A statement line: the ledger line, its kind of entry and, for money given back, its reference, what it compensates
 * (a top-up's reference or a line's trx) and that said in words (`note`: the PDF's third line of the entry).
 */
export type StatementLine = TransactionRow & { entry: string; reference: string; compensates: string; note: string };

function noteOf(e: MoneyBackEntry): string {
  if (e.returned) return `Returns ${e.compensates.trx ?? e.reference}`;
  if (e.kind === 'refund') return e.compensates.deposit_reference ? `Of top-up ${e.compensates.deposit_reference}` : '';
  if (e.kind === 'reversal') return `Reverses ${e.compensates.trx ?? 'a hub charge'}: the cycle did not run`;
  return e.reason ? `Reason: ${e.reason}` : '';
}

/** DD/MM/YYYY in Africa/Lagos. */
export const lagosDate = (d: Date) => {
  const l = new Date(d.getTime() + 3600 * 1000);
  return `${String(l.getUTCDate()).padStart(2, '0')}/${String(l.getUTCMonth() + 1).padStart(2, '0')}/${l.getUTCFullYear()}`;
};

export function statementCsv(lines: readonly StatementLine[]): string {
  // The columns after Post balance came with money given back (ADR 049): appended, so a sheet reading the first seven still does.
  const head = ['Date', 'Trx', 'Details', 'Amount', 'Charge', 'Type', 'Post balance', 'Entry', 'Reference', 'Compensates'];
  const rows = lines.map((t) => [lagosDate(t.createdAt), t.trx, t.detail, money(t.amount), money(t.charge), t.trxType, money(t.postBalance), t.entry, t.reference, t.compensates]);
  return csvDocument([head, ...rows], '\n');
}

export async function statementPdf(
  lines: readonly StatementLine[],
  meta: { name: string; accountNumber: string; from: string; to: string; opening: number | null; closing: number | null },
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Statement ${meta.from} to ${meta.to}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(16).text('e-laundry account statement');
  doc.fontSize(10).text(`${meta.name} · Account ${meta.accountNumber}`);
  doc.text(`Period: ${meta.from} to ${meta.to} (Africa/Lagos)`);
  if (meta.opening !== null) doc.text(`Opening balance: NGN ${money(meta.opening)} · Closing balance: NGN ${money(meta.closing ?? 0)}`);
  doc.moveDown();
  const cols = [40, 100, 175, 385, 445, 475];
  const width = (i: number) => (cols[i + 1] ?? 560) - cols[i]! - 4;
  // `sub`: lines under the details (money given back: its reference and what it compensates, ADR 049).
  const row = (cells: string[], bold = false, sub: string[] = []) => {
    if (doc.y + 14 + sub.length * 10 > 800) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8).fillColor('black');
    cells.forEach((c, i) => doc.text(c, cols[i]!, y, { width: width(i), lineBreak: false, ellipsis: true }));
    doc.font('Helvetica').fontSize(7).fillColor('#444444');
    sub.forEach((c, i) => doc.text(c, cols[2]!, y + 11 + i * 9, { width: width(2), lineBreak: false, ellipsis: true }));
    doc.fillColor('black');
    doc.x = 40;
    doc.y = y + 14 + sub.length * 9;
  };
  row(['Date', 'Trx', 'Details', 'Amount', 'Type', 'Post balance'], true);
  if (!lines.length) row(['No transactions in this period.', '', '', '', '', '']);
  for (const t of lines) {
    const sub = t.reference ? [`${t.entry} ${t.reference}`, t.note].filter(Boolean) : [];
    row([lagosDate(t.createdAt), t.trx, t.detail, money(t.amount), t.trxType, money(t.postBalance)], false, sub);
  }
  doc.end();
  return done;
}
