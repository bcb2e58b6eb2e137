import { useState } from 'react';
import { Link } from 'wouter';
import type { components } from '#generated/api';
import type { Column } from '#web/components/tables/data-table';
import { PageHeader } from '#web/components/page-header';
import { PagedTable } from '#web/components/tables/query-table';
import { StatusBadge } from '#web/components/status-badge';
import type { PageProps } from '#web/lib/page';
import { TICKETS_PER_PAGE, useTickets } from './api';
import './tickets.css';

type TicketSummary = components['schemas']['TicketSummary'];

const COLUMNS: Column<TicketSummary>[] = [
  {
    header: 'Subject',
    cell: (t) => (
      <>
        <span className="ticket-subject">{t.subject}</span>
        <span className="cell-sub cell-mono">#{t.ticket}</span>
      </>
    ),
  },
  { header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
  { header: 'Priority', cell: (t) => <span className={`priority priority--${t.priority.toLowerCase()}`}>{t.priority}</span> },
  {
    header: 'Action',
    cell: (t) => (
      <Link href={`/my/support/${encodeURIComponent(t.ticket)}`} className="btn btn--ghost btn--small" aria-label={`View ticket #${t.ticket}: ${t.subject}`}>
        View
      </Link>
    ),
  },
];

const openNew = (
  <Link href="/my/support/new" className="btn btn--primary">
    Open new ticket
  </Link>
);

/** Support Tickets: the customer's tickets, 15 per page, and "Open new ticket". */
export function TicketsPage({ title }: PageProps) {
  const [page, setPage] = useState(1);
  const tickets = useTickets(page);

  return (
    <>
      <PageHeader title={title} lead="Ask us anything about your card, a top-up or a hub. We reply within 10 minutes during office hours." actions={openNew} />
      <PagedTable
        title="Tickets"
        columns={COLUMNS}
        rowKey={(t) => t.id}
        query={tickets}
        perPage={TICKETS_PER_PAGE}
        onPage={setPage}
        emptyFooter={
          <p className="tickets-empty">
            Something not right with a top-up, your card or a machine? <Link href="/my/support/new">Open new ticket</Link> and we
            will help.
          </p>
        }
      />
    </>
  );
}
