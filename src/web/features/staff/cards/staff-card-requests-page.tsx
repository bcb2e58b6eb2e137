import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import type { components } from '#generated/api';
import type { Column } from '#web/components/tables/data-table';
import { PagedList } from '#web/components/tables/paged-list';
import { formatDateTime } from '#shared/money';
import { STAGE_LABELS, useStaffCardRequests, type RequestQuery, type StaffCardRequestSummary } from './api';
import { CardsTabs } from './cards-tabs';
import { positive, useUrlQuery } from '../shared/url-query';
// The field styles of the forms (this page's filters are plain fields, no SchemaForm).
import '#web/lib/forms/forms.css';
import './staff-cards.css';

type Stage = components['schemas']['StaffCardStage'];
const STAGES = Object.keys(STAGE_LABELS) as Stage[];

export const requestHref = (id: number) => `/staff/cards/request?id=${id}`;

/**
 * Cards › Requests: the waiting requests per service centre (a button per centre filters to it), the filters (stage,
 * centre, reference) kept in the URL, and the table; a row opens the request.
 */
export function StaffCardRequestsPage() {
  const [params, setParams] = useUrlQuery();
  const stage = STAGES.includes(params.get('stage') as Stage) ? (params.get('stage') as Stage) : undefined;
  const centre = positive(params.get('centre'));
  const q = params.get('q')?.trim() || undefined;
  const page = positive(params.get('page')) ?? 1;
  const query: RequestQuery = { page, ...(stage ? { stage } : {}), ...(centre ? { service_center_id: centre } : {}), ...(q ? { q } : {}) };
  const requests = useStaffCardRequests(query);
  const answer = requests.data;
  const [draft, setDraft] = useState(q ?? '');
  useEffect(() => setDraft(q ?? ''), [q]);
  const ids = { stage: useId(), centre: useId(), q: useId() };

  const columns: Column<StaffCardRequestSummary>[] = [
    {
      header: 'Reference',
      cell: (r) => (
        <Link href={requestHref(r.id)} className="staff-cards__ref">
          {r.reference}
        </Link>
      ),
    },
    { header: 'Customer', cell: (r) => r.customer || r.email },
    { header: 'Service centre', cell: (r) => r.service_center },
    { header: 'Stage', cell: (r) => <span className={`staff-stage staff-stage--${r.stage}`}>{STAGE_LABELS[r.stage]}</span> },
    { header: 'Card', cell: (r) => r.card_number ?? '—' },
    { header: 'Requested', cell: (r) => <time dateTime={r.created_at}>{formatDateTime(r.created_at)}</time> },
  ];

  return (
    <div className="staff-cards">
      <CardsTabs />
      <section aria-labelledby="centres-title" className="staff-cards__centres">
        <h2 id="centres-title" className="staff-cards__subtitle">
          Waiting per service centre
        </h2>
        {answer ? (
          answer.centres.length ? (
            <ul className="staff-centres">
              {answer.centres.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className={`staff-centre${centre === c.id ? ' staff-centre--current' : ''}`}
                    aria-pressed={centre === c.id}
                    onClick={() => setParams({ centre: centre === c.id ? undefined : c.id })}
                  >
                    <span className="staff-centre__count">{c.waiting}</span>
                    <span className="staff-centre__name">{c.name}</span>
                    <span className="staff-centre__location">{c.location}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="staff-state">No service centre in your scope.</p>
          )
        ) : null}
      </section>
      <form
        className="staff-filters"
        role="search"
        aria-label="Filter card requests"
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ q: draft.trim() });
        }}
      >
        <div className="field">
          <label htmlFor={ids.stage} className="field__label">
            Stage
          </label>
          <select id={ids.stage} className="field__input" value={stage ?? ''} onChange={(e) => setParams({ stage: e.target.value })}>
            <option value="">All stages</option>
            {STAGES.map((s) => (
              <option key={s} value={s}>
                {STAGE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.centre} className="field__label">
            Service centre
          </label>
          <select id={ids.centre} className="field__input" value={centre ?? ''} onChange={(e) => setParams({ centre: e.target.value })}>
            <option value="">All centres</option>
            {answer?.centres.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.q} className="field__label">
            Reference
          </label>
          <input id={ids.q} className="field__input" type="search" value={draft} maxLength={40} placeholder="CRD-…" autoComplete="off" onChange={(e) => setDraft(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--ghost">
          Search
        </button>
      </form>
      <PagedList<StaffCardRequestSummary>
        title="Card requests"
        things="card requests"
        columns={columns}
        rowKey={(r) => r.id}
        list={requests}
        page={page}
        onPage={(p) => setParams({ page: p })}
        pagesLabel="Card requests"
      />
    </div>
  );
}
