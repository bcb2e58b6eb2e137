import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { components } from '#generated/api';
import { formatDateTime } from '#shared/money';
import type { Column } from '#web/components/tables/data-table';
import { PagedList } from '#web/components/tables/paged-list';
import { StatusBadge } from '#web/components/status-badge';
import { useUrlQuery } from '../shared/url-query';
import { useStaffTickets, type StaffTicketsQuery } from '../shared/api';
import { ageText, agoText } from './age';
import '../shared/staff-desk.css';

type Summary = components['schemas']['StaffTicketSummary'];
type QueueStatus = NonNullable<StaffTicketsQuery['status']>;
type Priority = NonNullable<StaffTicketsQuery['priority']>;

const STATUSES: readonly { value: QueueStatus | ''; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
  { value: '', label: 'All' },
];
const PRIORITIES: readonly Priority[] = ['High', 'Medium', 'Low'];
const ASSIGNEES = [
  { value: '', label: 'Anyone' },
  { value: 'mine', label: 'Me' },
  { value: 'unassigned', label: 'Unassigned' },
] as const;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The queue's filters as the address says them (`?status=…&priority=…&assignee=…&q=…&sort=…&page=…`): a link or a
 * reload shows the same queue. Unknown values are dropped; no status in the address means Open (the default tab);
 * `status=all` shows every ticket.
 */
export function queueQuery(search: URLSearchParams): StaffTicketsQuery & { tab: QueueStatus | '' } {
  const rawStatus = search.get('status');
  const tab = rawStatus === 'all' ? '' : (oneOf(rawStatus, ['open', 'answered', 'closed'] as const) ?? 'open');
  const q = search.get('q')?.trim().slice(0, 100);
  const page = Number(search.get('page'));
  return {
    tab,
    ...(tab ? { status: tab } : {}),
    ...(oneOf(search.get('priority'), PRIORITIES) ? { priority: search.get('priority') as Priority } : {}),
    ...(oneOf(search.get('assignee'), ['mine', 'unassigned'] as const) ? { assignee: search.get('assignee')! } : {}),
    ...(q ? { q } : {}),
    ...(search.get('sort') === 'newest' ? { sort: 'newest' as const } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/** Support desk: every customer's tickets, filtered by status, priority, assignee and words, oldest first. */
export function StaffSupportPage() {
  const [search, setSearch, hrefOf] = useUrlQuery({ push: true });
  const { tab, ...query } = queueQuery(search);
  const tickets = useStaffTickets(query);
  const page = query.page ?? 1;
  const ids = useId();
  const [words, setWords] = useState(query.q ?? '');

  /** Changes one filter (back to page 1); '' removes it from the address. */
  const setFilter = (name: string, value: string) => setSearch({ [name]: value });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setFilter('q', words.trim());
  };

  const columns: Column<Summary>[] = [
    {
      header: 'Ticket',
      cell: (t) => (
        <Link href={`/staff/support/${t.ticket}`} className="desk-ticket-link">
          <span className="desk-ticket-link__number">#{t.ticket}</span> <span className="desk-ticket-link__subject">{t.subject}</span>
        </Link>
      ),
    },
    {
      header: 'Customer',
      cell: (t) => (
        <span className="desk-customer">
          <span>{t.customer}</span>
          <span className="desk-muted">{t.email}</span>
        </span>
      ),
    },
    { header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
    { header: 'Priority', cell: (t) => <span className={`priority priority--${t.priority.toLowerCase()}`}>{t.priority}</span> },
    {
      header: 'Age',
      cell: (t) => (
        <time dateTime={t.created_at} title={formatDateTime(t.created_at)}>
          {ageText(t.created_at)}
        </time>
      ),
    },
    {
      header: 'Last reply',
      cell: (t) =>
        t.last_reply ? (
          <time dateTime={t.last_reply} title={formatDateTime(t.last_reply)}>
            {agoText(t.last_reply)}
          </time>
        ) : (
          '—'
        ),
    },
    { header: 'Assignee', cell: (t) => t.assignee?.name || (t.assignee ? `Staff ${t.assignee.id}` : 'Unassigned') },
  ];

  const tabHref = (value: QueueStatus | '') => hrefOf({ status: value || 'all' });

  return (
    <div className="desk">
      <nav className="desk-tabs" aria-label="Ticket status">
        <ul>
          {STATUSES.map((s) => (
            <li key={s.label}>
              <Link href={tabHref(s.value)} aria-current={tab === s.value ? 'page' : undefined}>
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="desk-filters" role="group" aria-label="Filters">
        <div className="desk-filter">
          <label htmlFor={`${ids}-priority`}>Priority</label>
          <select id={`${ids}-priority`} value={query.priority ?? ''} onChange={(e) => setFilter('priority', e.target.value)}>
            <option value="">Any</option>
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-filter">
          <label htmlFor={`${ids}-assignee`}>Assignee</label>
          <select id={`${ids}-assignee`} value={query.assignee ?? ''} onChange={(e) => setFilter('assignee', e.target.value)}>
            {ASSIGNEES.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-filter">
          <label htmlFor={`${ids}-sort`}>Order</label>
          <select id={`${ids}-sort`} value={query.sort ?? 'oldest'} onChange={(e) => setFilter('sort', e.target.value === 'newest' ? 'newest' : '')}>
            <option value="oldest">Waiting longest first</option>
            <option value="newest">Newest first</option>
          </select>
        </div>
        <form className="desk-filter desk-filter--search" role="search" onSubmit={onSearch}>
          <label htmlFor={`${ids}-q`}>Find a ticket</label>
          <span className="desk-search">
            <input
              id={`${ids}-q`}
              type="search"
              value={words}
              maxLength={100}
              placeholder="Number, subject or e-mail"
              onChange={(e) => setWords(e.target.value)}
            />
            <button type="submit" className="btn btn--ghost btn--small">
              Search
            </button>
          </span>
        </form>
      </div>
      <PagedList<Summary>
        title="Tickets"
        things="tickets"
        columns={columns}
        rowKey={(t) => t.id}
        list={tickets}
        page={page}
        onPage={(p) => setFilter('page', p > 1 ? String(p) : '')}
        pagesLabel="Tickets"
      />
    </div>
  );
}
