import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '#server/db/client.js';
import { suspenseItems, users, type SuspenseStatus } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { audit, type AuditContext } from '#server/lib/platform/audit.js';
import { ACCOUNTS, lockWallet, post, postSystem } from '#server/lib/ledger/ledger.js';

/**
 * The suspense account (docs/decisions/053-the-books.md): money a gateway received that matches no payment — a success
 * for a payment already Failed, an amount or currency mismatch (lib/payments/payments.ts settlePayment), later a transfer to an
 * unknown account. It is never credited by guess: the settlement records an item (once per gateway transaction) and
 * books it gateway_clearing:<gateway> → suspense; finance assigns it to a customer (a wallet credit against suspense,
 * with a reason, once) or marks it returned (suspense → gateway clearing, with the gateway's refund reference).
 */

export type SuspenseItem = typeof suspenseItems.$inferSelect;

export const SUSPENSE_NOT_FOUND = 'No such suspense item.';
export const SUSPENSE_RESOLVED = 'This suspense item was already assigned or returned.';
export const SUSPENSE_NOT_NAIRA = 'This item is not in Naira: it cannot be credited to a wallet. Return it to the payer through the gateway.';
export const CUSTOMER_NOT_FOUND = 'No customer with this id.';

export interface SuspenseInput {
  gateway: string;
  /** The gateway's id of the transaction, else our reference. */
  gatewayRef: string;
  reference: string | null;
  /** Minor units of `currency` (kobo for NGN). */
  amount: number;
  currency: string;
  reason: string;
}

/**
 * Records money received that matches no payment, once per gateway transaction, and books it into suspense (Naira
 * only: another currency is nothing the ledger holds). Call inside the transaction of the settlement's write. Returns
 * the new item, or null when this gateway transaction was recorded before.
 */
export async function recordSuspense(tx: Tx, input: SuspenseInput, now: Date): Promise<SuspenseItem | null> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return null;
  const [item] = await tx
    .insert(suspenseItems)
    .values({ ...input, reason: input.reason.slice(0, 500), createdAt: now })
    .onConflictDoNothing({ target: [suspenseItems.gateway, suspenseItems.gatewayRef] })
    .returning();
  if (!item) return null;
  if (item.currency !== 'NGN') return item;
  const journalId = await postSystem(tx, {
    account: ACCOUNTS.suspense,
    type: '+',
    amount: item.amount,
    counter: ACCOUNTS.gatewayClearing(item.gateway),
    detail: `Unmatched ${item.gateway} payment ${item.gatewayRef}${item.reference ? ` (${item.reference})` : ''}: ${item.reason}`.slice(0, 500),
    cause: { kind: 'suspense', id: item.id },
  });
  const [booked] = await tx.update(suspenseItems).set({ journalId }).where(eq(suspenseItems.id, item.id)).returning();
  return booked ?? item;
}

/** A page of suspense items, newest first (open ones by default), with `before` as the cursor (an id). */
export async function listSuspense(db: Executor, opts: { status?: SuspenseStatus | 'all'; before?: number; limit?: number } = {}) {
  const limit = Math.min(Math.max(opts.limit ?? 50, 1), 200);
  const status = opts.status ?? 'open';
  const rows = await db
    .select({ item: suspenseItems, accountNumber: users.accountNumber })
    .from(suspenseItems)
    .leftJoin(users, eq(users.id, suspenseItems.userId))
    .where(and(status === 'all' ? undefined : eq(suspenseItems.status, status), opts.before ? lt(suspenseItems.id, opts.before) : undefined))
    .orderBy(desc(suspenseItems.id))
    .limit(limit + 1);
  return { items: rows.slice(0, limit).map((r) => ({ ...r.item, accountNumber: r.accountNumber })), more: rows.length > limit };
}

/** Who resolves an item: a staff member (id and name) or an operator of the command line (null, a label). */
export interface Resolver {
  staffId: number | null;
  label: string;
}

async function lockedOpen(tx: Tx, id: number): Promise<SuspenseItem> {
  const [item] = await tx.select().from(suspenseItems).where(eq(suspenseItems.id, id)).for('update');
  if (!item) throw new ApiError(404, SUSPENSE_NOT_FOUND);
  if (item.status !== 'open') throw new ApiError(409, SUSPENSE_RESOLVED);
  return item;
}

/**
 * Assigns an open item to a customer: their wallet is credited its amount against suspense (cause ('suspense', id):
 * once, by a unique index), with the reason; audited. The wallet row is locked first (lib/ledger/ledger.ts lock order).
 */
export async function assignSuspense(db: Db, ctx: AuditContext, who: Resolver, id: number, input: { userId: number; reason: string }, now: Date): Promise<SuspenseItem> {
  return db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
    if (!customer) throw new ApiError(404, CUSTOMER_NOT_FOUND);
    await lockWallet(tx, input.userId);
    const item = await lockedOpen(tx, id);
    if (item.currency !== 'NGN' || item.journalId === null) throw new ApiError(409, SUSPENSE_NOT_NAIRA);
    const posted = await post(tx, {
      userId: input.userId,
      type: '+',
      amount: item.amount,
      detail: `Payment received via ${item.gateway} (${item.reference ?? item.gatewayRef})`,
      remark: 'suspense',
      cause: { kind: 'suspense', id: item.id },
      counter: ACCOUNTS.suspense,
    });
    const [moved] = await tx
      .update(suspenseItems)
      .set({ status: 'assigned', userId: input.userId, trx: posted.trx, resolutionReason: input.reason, resolvedBy: who.staffId, resolvedByLabel: who.label, resolvedAt: now })
      .where(and(eq(suspenseItems.id, id), eq(suspenseItems.status, 'open')))
      .returning();
    await audit(tx, ctx, {
      action: 'suspense_item.assigned',
      target: { kind: 'suspense_item', id },
      details: { user_id: input.userId, amount: item.amount, gateway: item.gateway, gateway_ref: item.gatewayRef, trx: posted.trx, reason: input.reason },
    });
    return moved!;
  });
}

/**
 * Marks an open item returned to its payer through the gateway (the gateway's refund reference, a reason): suspense →
 * gateway clearing (cause ('suspense_return', id), once); audited. An item not in Naira moved nothing, so returns nothing.
 */
export async function returnSuspense(db: Db, ctx: AuditContext, who: Resolver, id: number, input: { returnReference: string; reason: string }, now: Date): Promise<SuspenseItem> {
  return db.transaction(async (tx) => {
    const item = await lockedOpen(tx, id);
    if (item.journalId !== null) {
      await postSystem(tx, {
        account: ACCOUNTS.suspense,
        type: '-',
        amount: item.amount,
        counter: ACCOUNTS.gatewayClearing(item.gateway),
        detail: `Unmatched ${item.gateway} payment ${item.gatewayRef} returned (${input.returnReference})`.slice(0, 500),
        cause: { kind: 'suspense_return', id: item.id },
      });
    }
    const [moved] = await tx
      .update(suspenseItems)
      .set({ status: 'returned', returnReference: input.returnReference, resolutionReason: input.reason, resolvedBy: who.staffId, resolvedByLabel: who.label, resolvedAt: now })
      .where(and(eq(suspenseItems.id, id), eq(suspenseItems.status, 'open')))
      .returning();
    await audit(tx, ctx, {
      action: 'suspense_item.returned',
      target: { kind: 'suspense_item', id },
      details: { amount: item.amount, currency: item.currency, gateway: item.gateway, gateway_ref: item.gatewayRef, return_reference: input.returnReference, reason: input.reason },
    });
    return moved!;
  });
}

/** The open items' count and Naira total (the books' "suspense open" figure). */
export async function openSuspense(db: Executor): Promise<{ count: number; amount: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number), amount: sql<number>`coalesce(sum(${suspenseItems.amount}), 0)`.mapWith(Number) })
    .from(suspenseItems)
    .where(and(eq(suspenseItems.status, 'open'), eq(suspenseItems.currency, 'NGN')));
  return row ?? { count: 0, amount: 0 };
}
