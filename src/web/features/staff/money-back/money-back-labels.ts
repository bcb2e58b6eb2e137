import type { components } from '#generated/api';

/** How the console names money-back kinds and statuses (ADR 051). */
export type MoneyBackStatus = components['schemas']['StaffMoneyBackStatus'];
export type MoneyBackKind = components['schemas']['StaffMoneyBackKind'];

export const STATUS_LABELS: Readonly<Record<MoneyBackStatus, string>> = {
  awaiting_approval: 'Awaiting approval',
  rejected: 'Rejected',
  done: 'Done',
  submitting: 'Sending to gateway',
  pending: 'Pending at gateway',
  processing: 'Processing',
  needs_attention: 'Needs attention',
  processed: 'Refunded',
  failed: 'Failed',
};

export const KIND_LABELS: Readonly<Record<MoneyBackKind, string>> = {
  refund: 'Refund',
  reversal: 'Reversal',
  adjustment: 'Adjustment',
};

/** The tone of a status pill: waiting, good, bad, or neutral. */
export function statusTone(status: MoneyBackStatus): 'pending' | 'success' | 'danger' | 'neutral' {
  if (status === 'awaiting_approval' || status === 'submitting' || status === 'pending' || status === 'processing') return 'pending';
  if (status === 'done' || status === 'processed') return 'success';
  if (status === 'failed' || status === 'needs_attention') return 'danger';
  return 'neutral';
}
