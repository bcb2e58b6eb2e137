import { PROGRESS_WORDS, type MoneyBackProgress } from '#shared/money-back';
import type { BadgeTone } from './status-badge';
import './status-badge.css';
import './progress-badge.css';

const TONES: Readonly<Record<MoneyBackProgress, BadgeTone>> = {
  requested: 'pending',
  in_progress: 'pending',
  needs_bank_details: 'pending',
  refunded: 'success',
  done: 'success',
  failed: 'danger',
  not_approved: 'neutral',
};

/** Where a request for money back stands (a refund, a reversal, an adjustment), in the customer's words, as a pill. */
export function ProgressBadge({ progress }: { progress: MoneyBackProgress }) {
  return <span className={`badge badge--words badge--${TONES[progress]}`}>{PROGRESS_WORDS[progress]}</span>;
}
