import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '#server/db/client.js';
import { cards, users, type CardStatus } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { cardReplacedMail } from '#server/mail/templates.js';
import { audit, inTransaction, type AuditContext } from './audit.js';
import { printedCardNumber } from './card-numbers.js';
import { normaliseCardNumber, stockCard, type Enqueue } from './cards.js';

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
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
