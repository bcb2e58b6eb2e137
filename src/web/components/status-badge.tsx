import './status-badge.css';

export type BadgeTone = 'success' | 'pending' | 'danger' | 'neutral';

/**
 * The status styles of product-spec §4 (deposit status, card payment_status, ticket status): approved, active,
 * completed, success and Success are positive; Pending, not_sent and not_ready wait; delete (and a Failed payment)
 * is negative. Anything else is shown neutrally rather than guessed.
 */
const TONES: Readonly<Record<string, BadgeTone>> = {
  approved: 'success',
  active: 'success',
  completed: 'success',
  success: 'success',
  pending: 'pending',
  not_sent: 'pending',
  not_ready: 'pending',
  delete: 'danger',
  failed: 'danger',
  // Ticket statuses (issue 12): waiting for support, support answered, the customer replied again, closed.
  open: 'pending',
  answered: 'success',
  replied: 'pending',
  close: 'neutral',
};

export function badgeTone(status: string): BadgeTone {
  return TONES[status.toLowerCase()] ?? 'neutral';
}

/**
 * A status as a coloured pill; the text is the status itself (colour is never the only signal). A screen whose
 * statuses need words (the commission log's "Held until spent at a hub") passes them as `label` with their `tone`:
 * shown as written, and wrapping on a narrow screen.
 */
export function StatusBadge({ status, label, tone }: { status: string; label?: string; tone?: BadgeTone }) {
  return (
    <span className={`badge badge--${tone ?? badgeTone(status)}${label === undefined ? '' : ' badge--worded'}`}>
      {label ?? status.replace(/_/g, ' ')}
    </span>
  );
}
