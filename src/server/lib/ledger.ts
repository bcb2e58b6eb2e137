import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.js';
import { transactions, users } from '#server/db/schema.js';
import { countPosting } from './metrics.js';

/**
 * The ledger (docs/decisions/016-ledger.md). Every money movement goes through `post`, inside ONE database
 * transaction that first locks the account row (SELECT … FOR UPDATE): the entry's post balance is the locked balance
 * ± its amount, the account's balance becomes that post balance, and entries are never updated (a trigger refuses
 * it; corrections are new entries). A debit that would make the balance negative throws InsufficientFunds (and
 * the CHECK constraints would refuse it anyway). One movement does the same steps in SQL instead: the hub charge
 * (lib/hubs.ts chargeStatement, docs/decisions/025-hub-charge-in-one-statement.md), one statement per charge; a
 * change of these rules must change it too.
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

export type Remark = 'deposit' | 'referral_commission' | 'card_payment' | 'hub_charge' | 'correction';

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
  /** Informational charge in kobo (a deposit's gateway charge); not moved by this entry. */
  charge?: number;
  /** The entry's trx; a new one by default (a deposit's credit reuses the deposit's trx). */
  trx?: string;
}

export class InsufficientFunds extends Error {
  constructor(readonly userId: number) {
    super(`account ${userId}: insufficient balance`);
    this.name = 'InsufficientFunds';
  }
}

export interface Posted {
  id: number;
  trx: string;
  postBalance: number;
}

/** Posts one entry. Call inside `db.transaction` (the lock is held until that transaction ends). */
export async function post(tx: Tx, entry: Entry): Promise<Posted> {
  if (!Number.isSafeInteger(entry.amount) || entry.amount <= 0) throw new Error(`ledger: amount must be positive kobo, got ${entry.amount}`);
  const [account] = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, entry.userId)).for('update');
  if (!account) throw new Error(`ledger: no account ${entry.userId}`);
  const postBalance = account.balance + (entry.type === '+' ? entry.amount : -entry.amount);
  if (postBalance < 0) throw new InsufficientFunds(entry.userId);
  countPosting(entry.type, entry.amount);
  const trx = entry.trx ?? newTrx();
  const [row] = await tx
    .insert(transactions)
    .values({
      userId: entry.userId,
      trx,
      detail: entry.detail,
      amount: entry.amount,
      charge: entry.charge ?? 0,
      trxType: entry.type,
      postBalance,
      remark: entry.remark,
      causeKind: entry.cause.kind,
      causeId: entry.cause.id,
    })
    .returning({ id: transactions.id });
  await tx
    .update(users)
    .set({ balance: postBalance, entryCount: sql`${users.entryCount} + 1` })
    .where(eq(users.id, entry.userId));
  return { id: row!.id, trx, postBalance };
}

export interface Breach {
  userId: number;
  rule: 'balance_equals_sum' | 'post_balance_chain' | 'not_negative' | 'entry_count';
  detail: string;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * Checks the ledger invariants for every account: the balance equals the sum of its entries, each entry's post
 * balance is the previous one ± its amount (the first starts from 0), nothing is negative, and the kept entry count
 * is the number of entries. Returns every breach.
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
  return breaches;
}
