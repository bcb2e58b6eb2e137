import { useId } from 'react';
import { Link } from 'wouter';
import type { components } from '#generated/api';
import { formatMoney } from '#shared/money';
import type { Column } from '#web/components/tables/data-table';
import { PagedList } from '#web/components/tables/paged-list';
import { useUrlQuery } from '../shared/url-query';
import { lastSeen } from './hub-time';
import { useStaffHubs, type StaffHubsQuery } from './hubs-api';
import './staff-hubs.css';

type Hub = components['schemas']['StaffHubSummary'];

/** The list's filters as the address says them (`?location=…&page=…`); anything else is dropped. */
export function hubsQuery(search: URLSearchParams): StaffHubsQuery {
  const location = Number(search.get('location'));
  const page = Number(search.get('page'));
  return {
    ...(Number.isInteger(location) && location > 0 ? { location_id: location } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/** Machines online / offline as two chips (text, not colour alone). */
export function MachineChips({ online, offline }: { online: number; offline: number }) {
  return (
    <span className="hub-chips">
      <span className={`hub-chip ${online ? 'hub-chip--online' : 'hub-chip--none'}`}>{online} online</span>
      <span className={`hub-chip ${offline ? 'hub-chip--offline' : 'hub-chip--none'}`}>{offline} offline</span>
    </span>
  );
}

/** Hubs: every hub in the member's scope with its machines online / offline, last seen, keys and today's charges. */
export function StaffHubsPage() {
  const [search, setSearch] = useUrlQuery({ push: true });
  const query = hubsQuery(search);
  const hubs = useStaffHubs(query);
  const answer = hubs.data;
  const filterId = useId();

  const setFilter = (name: string, value: string) => setSearch({ [name]: value });

  const columns: Column<Hub>[] = [
    {
      header: 'Hub',
      cell: (h) => (
        <span className="hub-name">
          <Link href={`/staff/hubs/${h.id}`}>{h.name}</Link>
          <span className="hub-muted">
            {h.location}
            {h.address ? ` · ${h.address}` : ''}
          </span>
        </span>
      ),
    },
    { header: 'Machines', cell: (h) => (h.machines ? <MachineChips online={h.online} offline={h.offline} /> : 'No machines') },
    {
      header: 'Last seen',
      cell: (h) => {
        const seen = lastSeen(h.last_seen_at);
        return h.last_seen_at ? (
          <time dateTime={h.last_seen_at} title={seen.title}>
            {seen.text}
          </time>
        ) : (
          seen.text
        );
      },
    },
    { header: 'Active keys', cell: (h) => String(h.active_keys), numeric: true },
    { header: 'Charges today', cell: (h) => `${h.charges_today} · ${formatMoney(h.charged_today)}`, numeric: true },
  ];

  return (
    <div className="staff-hubs">
      <div className="hub-filters">
        <label htmlFor={filterId}>Location</label>
        <select id={filterId} value={query.location_id ? String(query.location_id) : ''} onChange={(e) => setFilter('location', e.target.value)}>
          <option value="">All locations</option>
          {answer?.locations.map((l) => (
            <option key={l.id} value={String(l.id)}>
              {l.name}
            </option>
          ))}
        </select>
        {answer ? <span className="hub-muted">A machine is offline when it has not reported for {answer.stale_after_minutes} minutes.</span> : null}
      </div>
      <PagedList<Hub>
        title="Hubs"
        things="hubs"
        columns={columns}
        rowKey={(h) => h.id}
        list={hubs}
        page={query.page ?? 1}
        onPage={(p) => setFilter('page', p > 1 ? String(p) : '')}
        pagesLabel="Hubs"
      />
    </div>
  );
}
