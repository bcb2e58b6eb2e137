import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '#server/db/client.js';
import { cards, users, type CardStatus } from '#server/db/schema.js';
import { ApiError, fieldError } from '#server/envelope.js';
import { cardReplacedMail, type MailContent } from '#server/mail/templates.js';
import { audit, inTransaction, type AuditContext } from '#server/lib/platform/audit.js';
import { cardNumberMistyped, newCardNumbers, normaliseCardNumber, printedCardNumber } from './card-numbers.js';
import { MESSAGES } from './cards.js';

/**
 * The card inventory and a customer's card from the staff side (issue 24, docs/decisions/045-staff-cards.md): numbers
 * checked line by line with a report of the rejected ones (the console's add and CSV import, `ops card:add` and
 * `ops card:import`), the inventory page, and freeze / unfreeze / replace of one card by its id, each audited in its
 * transaction. The balance belongs to the account (users.balance and its ledger), never to a card: none of these
 * writes a ledger line, and a replacement card carries the same balance because it is the same account's.
 * The inventory is not kept per service centre (cards has no centre column): it is not scoped.
 */

export const INVENTORY_PER_PAGE = 15;

export const INVENTORY_MESSAGES = {
  notFound: 'Card not found.',
  inStock: 'This card is in stock, not a customer\u2019s card.',
  retired: 'This card has been replaced: it cannot change any more.',
  management: 'This is a management card: change or revoke it under Management cards.',
  otherLinked: 'The customer has linked another card since: keep this one frozen, or replace the active one.',
} as const;

// ---------------------------------------------------------------- the inventory page

type CardRow = typeof cards.$inferSelect;
type Holder = { id: number; firstname: string; lastname: string; email: string } | null;

export const staffCardView = (c: CardRow, holder: Holder) => ({
  id: c.id,
  number: c.number,
  printed: printedCardNumber(c.number),
  status: c.status,
  holder: holder && c.userId !== null ? { id: holder.id, name: `${holder.firstname} ${holder.lastname}`.trim(), email: holder.email } : null,
  created_at: c.createdAt.toISOString(),
  linked_at: c.linkedAt ? c.linkedAt.toISOString() : null,
  frozen_at: c.frozenAt ? c.frozenAt.toISOString() : null,
});
export type StaffCardView = ReturnType<typeof staffCardView>;

const holderColumns = { id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email };

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of the inventory, newest first; `q` finds a number in any printed form; counts per status. */
export async function inventoryPage(db: Db, query: { page?: number; status?: CardStatus; q?: string }) {
  const page = query.page ?? 1;
  const where: SQL[] = [];
  if (query.status) where.push(eq(cards.status, query.status));
  const q = query.q ? normaliseCardNumber(query.q) : '';
  if (q) where.push(ilike(cards.number, `%${likeEscape(q)}%`));
  const condition = where.length ? and(...where) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(cards).where(condition);
  const rows = await db
    .select({ card: cards, holder: holderColumns })
    .from(cards)
    .leftJoin(users, eq(users.id, cards.userId))
    .where(condition)
    .orderBy(desc(cards.id))
    .limit(INVENTORY_PER_PAGE)
    .offset((page - 1) * INVENTORY_PER_PAGE);
  const grouped = await db.select({ status: cards.status, n: count() }).from(cards).groupBy(cards.status);
  const counts = { in_stock: 0, linked: 0, frozen: 0, retired: 0, management: 0 };
  for (const g of grouped) counts[g.status] = Number(g.n);
  return { total: Number(total), page, counts, data: rows.map((r) => staffCardView(r.card, r.holder as Holder)) };
}

/** A customer's cards (every status but in stock), newest first. */
export async function cardsOfCustomer(db: Executor, userId: number) {
  const rows = await db.select({ card: cards, holder: holderColumns }).from(cards).leftJoin(users, eq(users.id, cards.userId)).where(eq(cards.userId, userId)).orderBy(desc(cards.id));
  return rows.map((r) => staffCardView(r.card, r.holder as Holder));
}

async function viewOf(tx: Executor, id: number) {
  const [r] = await tx.select({ card: cards, holder: holderColumns }).from(cards).leftJoin(users, eq(users.id, cards.userId)).where(eq(cards.id, id));
  return staffCardView(r!.card, r!.holder as Holder);
}

// ---------------------------------------------------------------- freeze, unfreeze, replace

async function lockCard(tx: Tx, id: number) {
  const [card] = await tx.select().from(cards).where(eq(cards.id, id)).for('update');
  if (!card) throw new ApiError(404, INVENTORY_MESSAGES.notFound);
  return card;
}

const notACustomersCard = (c: CardRow) =>
  new ApiError(409, c.status === 'in_stock' ? INVENTORY_MESSAGES.inStock : c.status === 'management' ? INVENTORY_MESSAGES.management : INVENTORY_MESSAGES.retired);

/** Freezes a linked card (it stops paying; it keeps its holder). A frozen card is answered as it is, unaudited. */
export async function freezeCardById(db: Executor, id: number, reason: string, now: Date, ctx: AuditContext): Promise<{ card: StaffCardView; changed: boolean }> {
  return inTransaction(db, async (tx) => {
    const card = await lockCard(tx, id);
    if (card.status === 'frozen') return { card: await viewOf(tx, id), changed: false };
    if (card.status !== 'linked') throw notACustomersCard(card);
    await tx.update(cards).set({ status: 'frozen', frozenAt: now }).where(eq(cards.id, id));
    await audit(tx, ctx, {
      action: 'card.freeze',
      target: { kind: 'card', id },
      details: { user_id: card.userId, before: { status: card.status }, after: { status: 'frozen' }, reason: reason.trim() },
    });
    return { card: await viewOf(tx, id), changed: true };
  });
}

/** A closed account's card stays frozen for good (ADR 054): never unfrozen or replaced. */
export const CLOSED_ACCOUNT_CARD = 'This card belongs to a closed account: it stays frozen.';
async function refuseClosedHolder(tx: Executor, userId: number | null) {
  if (userId === null) return;
  const [u] = await tx.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, userId));
  if (u?.closedAt) throw new ApiError(409, CLOSED_ACCOUNT_CARD);
}

/** A frozen card pays again for its holder, unless they linked another card since (409). A linked card is answered as it is. */
export async function unfreezeCard(db: Executor, id: number, reason: string, now: Date, ctx: AuditContext): Promise<{ card: StaffCardView; changed: boolean }> {
  return inTransaction(db, async (tx) => {
    const card = await lockCard(tx, id);
    if (card.status === 'linked') return { card: await viewOf(tx, id), changed: false };
    if (card.status !== 'frozen') throw notACustomersCard(card);
    await refuseClosedHolder(tx, card.userId);
    const [other] = await tx.select({ id: cards.id }).from(cards).where(and(eq(cards.userId, card.userId!), eq(cards.status, 'linked'))).for('update');
    if (other) throw new ApiError(409, INVENTORY_MESSAGES.otherLinked);
    await tx.update(cards).set({ status: 'linked', frozenAt: null }).where(eq(cards.id, id));
    await audit(tx, ctx, {
      action: 'card.unfreeze',
      target: { kind: 'card', id },
      details: { user_id: card.userId, before: { status: 'frozen', frozen_at: card.frozenAt?.toISOString() ?? null }, after: { status: 'linked' }, reason: reason.trim(), at: now.toISOString() },
    });
    return { card: await viewOf(tx, id), changed: true };
  });
}

/**
 * Replaces a customer's card (linked or frozen): it is retired (history: it keeps its holder, pays nothing, cannot be
 * linked again) and a card of the stock — the given number, else the oldest — is linked to the same customer, in one
 * transaction with its audit event and the customer's e-mail (outbox). No ledger line: the balance is the account's.
 */
export async function replaceCard(
  db: Executor,
  id: number,
  input: { cardNumber?: string; reason: string },
  now: Date,
  opts: { publicUrl: string; enqueue: Enqueue },
  ctx: AuditContext,
): Promise<{ card: StaffCardView; replaced: StaffCardView }> {
  return inTransaction(db, async (tx) => {
    const old = await lockCard(tx, id);
    if (old.status !== 'linked' && old.status !== 'frozen') throw notACustomersCard(old);
    await refuseClosedHolder(tx, old.userId);
    const userId = old.userId!;
    const fresh = await stockCard(tx, input.cardNumber);
    // Retired first: one linked card per account (the partial unique index) holds at every statement.
    await tx.update(cards).set({ status: 'retired', frozenAt: old.frozenAt ?? now }).where(eq(cards.id, old.id));
    await tx.update(cards).set({ status: 'linked', userId, linkedAt: now, frozenAt: null }).where(eq(cards.id, fresh.id));
    const [u] = await tx.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, userId));
    const key = `card-replaced:${old.id}`;
    await opts.enqueue(tx, { to: u!.email, ...cardReplacedMail({ publicUrl: opts.publicUrl, firstname: u!.firstname, oldCardNumber: printedCardNumber(old.number), cardNumber: printedCardNumber(fresh.number) }) }, key);
    await audit(tx, ctx, {
      action: 'card.replace',
      target: { kind: 'card', id: old.id },
      details: { user_id: userId, before: { card_id: old.id, status: old.status }, after: { card_id: fresh.id, retired_card_id: old.id }, reason: input.reason.trim(), mail: key },
    });
    return { card: await viewOf(tx, fresh.id), replaced: await viewOf(tx, old.id) };
  });
}

/** Cards by number (normalised), for the CLI. */
export async function cardIdsByNumber(db: Executor, numbers: string[]) {
  const list = numbers.map(normaliseCardNumber);
  return db.select({ id: cards.id, number: cards.number }).from(cards).where(inArray(cards.number, list));
}

/** The report's one-line summary (the console's toast). */
export function reportMessage(report: { added: number; rejected: unknown[] }) {
  const added = `${report.added} card${report.added === 1 ? '' : 's'} added`;
  const n = report.rejected.length;
  return n ? `${added}; ${n} line${n === 1 ? '' : 's'} rejected.` : `${added}.`;
}

// ---------------------------------------------------------------- stock: the card handed out

export type Enqueue = (tx: Tx, mail: MailContent & { to: string }, key: string) => Promise<void>;

export const STOCK_MESSAGES = {
  unknown: 'This card is not in the inventory.',
  notInStock: 'This card is not in stock.',
  noStock: 'No card in stock: add cards to the inventory first.',
} as const;

/**
 * A card of the stock to hand out, locked: the given number (422 on card_number when mistyped, unknown or not in
 * stock), else the oldest in stock (409 when there is none). Shared by the request's ready step and a replacement.
 */
export async function stockCard(tx: Tx, number: string | undefined): Promise<CardRow> {
  const wanted = number?.trim() ? normaliseCardNumber(number) : null;
  if (wanted && cardNumberMistyped(wanted)) throw fieldError('card_number', MESSAGES.mistyped);
  const [card] = wanted
    ? await tx.select().from(cards).where(eq(cards.number, wanted)).for('update')
    : await tx.select().from(cards).where(eq(cards.status, 'in_stock')).orderBy(asc(cards.id)).limit(1).for('update', { skipLocked: true });
  if (!card) {
    if (wanted) throw fieldError('card_number', STOCK_MESSAGES.unknown);
    throw new ApiError(409, STOCK_MESSAGES.noStock);
  }
  if (card.status !== 'in_stock') throw fieldError('card_number', STOCK_MESSAGES.notInStock);
  return card;
}

// ---------------------------------------------------------------- intake: new numbers in stock

export const CARD_NUMBER = /^[A-Z0-9]{10,19}$/;
export const IMPORT_LIMITS = { bytes: 256 * 1024, lines: 5000 } as const;

export const IMPORT_MESSAGES = {
  tooLarge: 'The file is too large (at most 256 KB and 5,000 lines).',
  notText: 'The file is not a text (CSV) file in UTF-8.',
  empty: 'The file has no card numbers.',
} as const;

export type RejectReason = 'format' | 'check' | 'duplicate' | 'present';
export interface RejectedLine {
  line: number;
  number: string;
  reason: RejectReason;
  message: string;
}
export interface IntakeReport {
  lines: number;
  added: number;
  rejected: RejectedLine[];
}
export interface IntakeLine {
  line: number;
  raw: string;
}

const REASON_MESSAGES: Record<Exclude<RejectReason, 'duplicate'>, string> = {
  format: 'Not a card number (10 to 19 letters or digits).',
  check: 'The check character is wrong (mistyped?).',
  present: 'Already in the inventory.',
};

const shown = (raw: string) => raw.trim().slice(0, 40);

/** The lines' numbers checked without the database: format, check symbol (new numbers), repeats of an earlier line. */
export function checkCardLines(lines: readonly IntakeLine[]): { accepted: { line: number; number: string }[]; rejected: RejectedLine[] } {
  const accepted: { line: number; number: string }[] = [];
  const rejected: RejectedLine[] = [];
  const seen = new Map<string, number>();
  for (const { line, raw } of lines) {
    const number = normaliseCardNumber(raw);
    if (!CARD_NUMBER.test(number)) rejected.push({ line, number: shown(raw), reason: 'format', message: REASON_MESSAGES.format });
    else if (cardNumberMistyped(number)) rejected.push({ line, number: shown(raw), reason: 'check', message: REASON_MESSAGES.check });
    else if (seen.has(number)) rejected.push({ line, number: shown(raw), reason: 'duplicate', message: `Repeats line ${seen.get(number)}.` });
    else {
      seen.set(number, line);
      accepted.push({ line, number });
    }
  }
  return { accepted, rejected };
}

/**
 * Adds the lines' valid numbers in stock, in one transaction with its audit event (card.add: counts, the first and
 * last number added, the source — numbers in stock belong to nobody), and reports every rejected line: the checks of
 * checkCardLines, and numbers already in the inventory (`present`, also when a concurrent import added them first).
 */
export async function addCardNumbers(db: Executor, lines: readonly IntakeLine[], now: Date, ctx: AuditContext, source: 'list' | 'csv' | 'ops'): Promise<IntakeReport> {
  const { accepted, rejected } = checkCardLines(lines);
  return inTransaction(db, async (tx) => {
    const added = new Set<string>();
    for (let i = 0; i < accepted.length; i += 1000) {
      const chunk = accepted.slice(i, i + 1000);
      const rows = await tx
        .insert(cards)
        .values(chunk.map((a) => ({ number: a.number, createdAt: now })))
        .onConflictDoNothing()
        .returning({ number: cards.number });
      for (const r of rows) added.add(r.number);
    }
    for (const a of accepted) if (!added.has(a.number)) rejected.push({ line: a.line, number: a.number, reason: 'present', message: REASON_MESSAGES.present });
    rejected.sort((a, b) => a.line - b.line);
    const numbers = accepted.filter((a) => added.has(a.number)).map((a) => a.number);
    const byReason = (reason: RejectReason) => rejected.filter((r) => r.reason === reason).length;
    await audit(tx, ctx, {
      action: 'card.add',
      target: null,
      details: {
        source,
        lines: lines.length,
        added: added.size,
        rejected: { format: byReason('format'), check: byReason('check'), duplicate: byReason('duplicate'), present: byReason('present') },
        first: numbers[0] ?? null,
        last: numbers.at(-1) ?? null,
      },
    });
    return { lines: lines.length, added: added.size, rejected };
  });
}

/**
 * The lines of a CSV (or plain text) file of card numbers: the first column of each line; UTF-8 with or without a
 * BOM, CRLF, LF or CR; empty lines skipped; a first line naming the column (number, card, card number, serial) skipped.
 * Line numbers are the file's. Over IMPORT_LIMITS, not UTF-8 text, or no number: 422 on `file`.
 */
export function parseCardCsv(bytes: Buffer): IntakeLine[] {
  if (bytes.length > IMPORT_LIMITS.bytes) throw fieldError('file', IMPORT_MESSAGES.tooLarge);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fieldError('file', IMPORT_MESSAGES.notText);
  }
  if (/[\u0000-\u0008\u000E-\u001F]/.test(text)) throw fieldError('file', IMPORT_MESSAGES.notText);
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  const rows = text.split(/\r\n|\n|\r/);
  if (rows.length > IMPORT_LIMITS.lines + 1) throw fieldError('file', IMPORT_MESSAGES.tooLarge);
  const out: IntakeLine[] = [];
  rows.forEach((row, i) => {
    const cell = (row.split(/[,;\t]/)[0] ?? '').trim().replace(/^"(.*)"$/, '$1').trim();
    if (!cell) return;
    if (!out.length && /^(card[ _-]?)?(number|serial|no)$|^card$/i.test(cell)) return;
    out.push({ line: i + 1, raw: cell });
  });
  if (out.length > IMPORT_LIMITS.lines) throw fieldError('file', IMPORT_MESSAGES.tooLarge);
  if (!out.length) throw fieldError('file', IMPORT_MESSAGES.empty);
  return out;
}

/**
 * Adds cards to the inventory (in stock) by number — the CLI's card:add and newStock: every number must be valid
 * (else an Error naming the bad ones, nothing added), numbers already known are skipped. addCardNumbers underneath,
 * audited (card.add) in the same transaction. A number of the new shape (ELC + 16 symbols) must carry a right check
 * symbol: Link Card would refuse it as mistyped.
 */
export async function addCards(db: Executor, numbers: string[], now: Date, ctx: AuditContext): Promise<{ added: number; skipped: number }> {
  const lines = [...new Set(numbers.map(normaliseCardNumber))].map((raw, i) => ({ line: i + 1, raw }));
  const bad = checkCardLines(lines).rejected.map((r) => r.number);
  if (bad.length) throw new Error(`invalid card number(s) (10 to 19 letters or digits; ELC + 16 symbols needs its check symbol): ${bad.slice(0, 5).join(', ')}`);
  const report = await addCardNumbers(db, lines, now, ctx, 'ops');
  return { added: report.added, skipped: report.rejected.length };
}

/**
 * New stock: `count` cards with random numbers (lib/cards-hubs/card-numbers.ts), added in stock and audited (card.add) like
 * addCards. Returns the numbers, to be printed on the cards.
 */
export async function newStock(db: Executor, count: number, now: Date, ctx: AuditContext): Promise<{ numbers: string[]; added: number }> {
  const numbers = newCardNumbers(count);
  const { added, skipped } = await addCards(db, numbers, now, ctx);
  // 75 random bits: a clash with a known number is not expected in the lifetime of the system; refuse loudly if so.
  if (skipped) throw new Error(`card:add: ${skipped} new number(s) were already in the inventory — run it again`);
  return { numbers, added };
}

export async function listCards(db: Db, filter: { status?: string; limit?: number }) {
  return db
    .select({ number: cards.number, status: cards.status, email: users.email, linkedAt: cards.linkedAt, frozenAt: cards.frozenAt })
    .from(cards)
    .leftJoin(users, eq(users.id, cards.userId))
    .where(filter.status ? eq(cards.status, filter.status as CardRow['status']) : undefined)
    .orderBy(asc(cards.id))
    .limit(filter.limit ?? 100);
}
