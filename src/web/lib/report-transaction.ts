/**
 * "Report this transaction" (issue 12): My Transactions and the deposit details page link to the new-ticket screen
 * with the transaction's trx, date and amount in the query; the new-ticket screen reads them back (as text only) to
 * prefill the ticket and link it to the transaction. Features do not import each other, so both sides use this.
 */

export const NEW_TICKET_PATH = '/my/support/new';

export interface ReportedTransaction {
  /** The transaction's number ("TRX7H4J1K8L5P2O"). */
  trx: string;
  /** When it happened (ISO date-time, as the API gives it). */
  date: string;
  /** The contract's Money string ("750.00"). */
  amount: string;
  /**
   * Link the ticket to the transaction (createTicket's `trx`). Only a ledger transaction can be linked: a deposit that
   * never succeeded has a trx but no ledger line, so its ticket quotes the trx in the text only. Default true.
   */
  linked?: boolean;
}

const TRX = /^[A-Za-z0-9]{4,32}$/;
const MONEY = /^-?\d{1,15}\.\d{2}$/;

/** The new-ticket link for a transaction. */
export function reportTransactionHref({ trx, date, amount, linked = true }: ReportedTransaction): string {
  const query = new URLSearchParams({ trx, date, amount });
  if (!linked) query.set('link', '0');
  return `${NEW_TICKET_PATH}?${query.toString()}`;
}

/**
 * The transaction named by a new-ticket query string, or null when there is none or it is malformed (a hand-edited
 * link prefills nothing rather than something wrong). The values are only ever shown as text.
 */
export function reportedTransactionOf(search: string): ReportedTransaction | null {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const trx = query.get('trx')?.trim() ?? '';
  const date = query.get('date')?.trim() ?? '';
  const amount = query.get('amount')?.trim() ?? '';
  if (!TRX.test(trx) || !MONEY.test(amount) || Number.isNaN(Date.parse(date))) return null;
  return { trx, date, amount, linked: query.get('link') !== '0' };
}

/**
 * One line of My Transactions, alone (`listTransactions`' `trx`): where a money-back line links to the line it
 * compensates and a top-up's refund to the line that took it from the balance (ADR 049).
 */
export const transactionHref = (trx: string) => `/my/user/transactions?trx=${encodeURIComponent(trx)}`;
