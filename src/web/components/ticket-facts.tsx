import type { Ticket } from './message-list';
import { StatusBadge } from './status-badge';

/**
 * The first two facts of a ticket, in its `<dl>` in the customer area and at the support desk alike: its status (a
 * badge) and its priority (a coloured word). Each page adds its own facts after them.
 */
export function TicketStatusFacts({ status, priority }: Pick<Ticket, 'status' | 'priority'>) {
  return (
    <>
      <div>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={status} />
        </dd>
      </div>
      <div>
        <dt>Priority</dt>
        <dd>
          <span className={`priority priority--${priority.toLowerCase()}`}>{priority}</span>
        </dd>
      </div>
    </>
  );
}
