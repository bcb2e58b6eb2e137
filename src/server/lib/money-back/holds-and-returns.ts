import type { Tx } from '#server/db/client.js';
import type { MoneyBackKind } from '#server/db/schema.js';
import { ApiError } from '#server/envelope.js';
import { ACCOUNTS, InsufficientFunds, post, type Remark } from '#server/lib/ledger/ledger.js';
import { insufficientBalance, type MoneyBackRow } from './money-back-row.js';

/**
 * Holds and returns: the wallet side of a request for money back (ADR 049). Its wallet line (cause `money_back`, id) —
 * a debit taken when it is asked for, a credit given when it is decided — and, when a held debit is given back (a
 * rejected request, a refund that finally failed), the compensating credit (`money_back_return`, id): each at most once,
 * by a unique index on transactions' cause. With the account each is booked against and the words the customer reads.
 */

/** The account a request's wallet line is booked against. */
export function counterOf(row: Pick<MoneyBackRow, 'kind'>, hubServiceCenterId?: number | null): string {
  if (row.kind === 'refund') return ACCOUNTS.refundsPayable;
  if (row.kind === 'reversal') {
    if (!hubServiceCenterId) throw new Error('money back: a reversal needs its hub');
    return ACCOUNTS.hubRevenue(hubServiceCenterId);
  }
  return ACCOUNTS.adjustments;
}

const REMARKS: Record<MoneyBackKind, Remark> = { refund: 'refund', reversal: 'reversal', adjustment: 'adjustment' };

/** What the customer reads on the wallet line (My Transactions, statements). */
export function detailOf(row: Pick<MoneyBackRow, 'kind' | 'direction' | 'reference' | 'compensatesTrx'>, depositReference?: string | null): string {
  switch (row.kind) {
    case 'refund':
      return depositReference ? `Refund of top-up ${depositReference} (${row.reference})` : `Refund of a top-up (${row.reference})`;
    case 'reversal':
      return `Reversal of ${row.compensatesTrx ?? 'a hub charge'} — the cycle did not run (${row.reference})`;
    default:
      return `${row.direction === '+' ? 'Credit' : 'Debit'} adjustment by support (${row.reference})`;
  }
}

const returnDetailOf = (row: Pick<MoneyBackRow, 'kind' | 'reference' | 'status'>, why: 'rejected' | 'failed') =>
  row.kind === 'refund'
    ? `Refund ${row.reference} ${why === 'failed' ? 'failed at the gateway' : 'was not approved'}: amount returned to your balance`
    : `Adjustment ${row.reference} was not approved: amount returned to your balance`;

/** Posts the request's wallet line (cause `money_back`), or throws 409 when a debit exceeds the balance. */
export async function postLine(tx: Tx, row: MoneyBackRow, counter: string, detail: string): Promise<string> {
  try {
    const posted = await post(tx, {
      userId: row.userId,
      type: row.direction,
      amount: row.amount,
      detail,
      remark: REMARKS[row.kind],
      cause: { kind: 'money_back', id: row.id },
      counter,
    });
    return posted.trx;
  } catch (err) {
    if (err instanceof InsufficientFunds) throw new ApiError(409, insufficientBalance(err.balance ?? 0));
    throw err;
  }
}

/** Gives a held debit back (a rejected request, a failed refund): the compensating credit, once. */
export async function giveBack(tx: Tx, row: MoneyBackRow, why: 'rejected' | 'failed'): Promise<string | null> {
  if (row.direction !== '-' || row.trx === null) return null;
  const posted = await post(tx, {
    userId: row.userId,
    type: '+',
    amount: row.amount,
    detail: returnDetailOf(row, why),
    remark: REMARKS[row.kind],
    cause: { kind: 'money_back_return', id: row.id },
    counter: counterOf(row),
  });
  return posted.trx;
}
