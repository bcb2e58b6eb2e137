import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { moneyBacks, type MoneyBackKind, type MoneyBackStatus } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { formatKobo } from '#shared/money.js';
import type { ApprovalLimits } from '#server/lib/ledger/four-eyes.js';
import { lockWallet } from '#server/lib/ledger/ledger.js';

/**
 * A request for money back (docs/decisions/049-money-given-back.md) — what every step of it shares: its row and
 * references, the words of its refusals, who asks, and moving its status once. The rules are told in `money-back.ts`.
 */

export type MoneyBackRow = typeof moneyBacks.$inferSelect;

export const PREFIXES: Record<MoneyBackKind, string> = { refund: 'RFD', reversal: 'REV', adjustment: 'ADJ' };

export const MONEY_BACK_NOT_FOUND = 'No such request for money back.';
export const ALREADY_DECIDED = 'This request was already decided.';
export const OWN_APPROVAL = 'You cannot approve your own request: another finance or admin person must.';
export const KEY_REUSED = 'This request key was already used for a different request.';
export const insufficientBalance = (balanceKobo: number) =>
  `The customer's balance is ${formatKobo(balanceKobo)}: not enough for this. Nothing was moved.`;

/** Who asks: a staff member (id), an operator of the command line (null), or a hub reporting a failed cycle. */
export interface Requester {
  staffId: number | null;
  hubId?: number;
}

export interface MoneyBackServices extends ApprovalLimits {
  publicUrl: string;
  supportName: string;
}

/** Moves a request's status from what the caller saw, once (null when someone else moved it first). */
export async function moveFrom(
  tx: Tx,
  id: number,
  from: readonly MoneyBackStatus[],
  set: Partial<typeof moneyBacks.$inferInsert>,
  now: Date,
): Promise<MoneyBackRow | null> {
  const [row] = await tx
    .update(moneyBacks)
    .set({ ...set, updatedAt: now })
    .where(and(eq(moneyBacks.id, id), inArray(moneyBacks.status, [...from])))
    .returning();
  return row ?? null;
}

/** The request locked for a decision: the wallet first (lib/ledger/ledger.ts lock order), then the request (404 when none). */
export async function lockedRequest(tx: Tx, id: number): Promise<MoneyBackRow> {
  const [peek] = await tx.select({ userId: moneyBacks.userId }).from(moneyBacks).where(eq(moneyBacks.id, id));
  if (!peek) throw new ApiError(404, MONEY_BACK_NOT_FOUND);
  await lockWallet(tx, peek.userId); // the wallet first (lock order), then the request
  const [row] = await tx.select().from(moneyBacks).where(eq(moneyBacks.id, id)).for('update');
  return row!;
}
