import type { components } from '#generated/api';

/**
 * Money given back as the customer reads it (docs/decisions/049-money-given-back.md): one wording for My Transactions,
 * deposit details and the statement, on both sides.
 */
export type MoneyBackProgress = components['schemas']['MoneyBackProgress'];
export type MoneyBackKind = components['schemas']['MoneyBackEntry']['kind'];

/** A request's status (money_backs.status) in the customer's terms. */
export function progressOf(status: string): MoneyBackProgress {
  switch (status) {
    case 'awaiting_approval':
      return 'requested';
    case 'submitting':
    case 'pending':
    case 'processing':
      return 'in_progress';
    case 'needs_attention':
      return 'needs_bank_details';
    case 'processed':
      return 'refunded';
    case 'failed':
      return 'failed';
    case 'rejected':
      return 'not_approved';
    default:
      return 'done';
  }
}

/** What the customer reads for each progress. */
export const PROGRESS_WORDS: Record<MoneyBackProgress, string> = {
  requested: 'Requested',
  in_progress: 'In progress',
  needs_bank_details: 'In progress — we may contact you for bank details',
  refunded: 'Refunded',
  failed: 'Failed — returned to your balance',
  not_approved: 'Not approved — returned to your balance',
  done: 'Done',
};

/** The kind of a money-back line: "Refund", "Reversal", "Adjustment (credit)", "Refund returned"… */
export function moneyBackLabel(entry: { kind: MoneyBackKind; returned: boolean }, trxType: '+' | '-'): string {
  if (entry.returned) return entry.kind === 'refund' ? 'Refund returned' : 'Adjustment returned';
  if (entry.kind === 'refund') return 'Refund';
  if (entry.kind === 'reversal') return 'Reversal';
  return trxType === '+' ? 'Adjustment (credit)' : 'Adjustment (debit)';
}

/** The reason a customer reads for a reversal (the staff's own words stay in the console). */
export const REVERSAL_REASON = 'The cycle did not run.';
