import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { components } from '#generated/api';
import { formatDateTime } from '#shared/money';
import type { Column } from '#web/components/tables/data-table';
import { AlertIcon } from '#web/components/icons';
import { PagedList } from '#web/components/tables/paged-list';
import { useUrlQuery } from '../shared/url-query';
import { downloadAuditCsv, useAuditEvents, type AuditQuery } from '../shared/api';
import '../shared/staff-desk.css';

type AuditEvent = components['schemas']['AuditEventView'];
type ActorKind = NonNullable<AuditQuery['actor_kind']>;

const ACTOR_KINDS: readonly { value: ActorKind; label: string }[] = [
  { value: 'staff', label: 'Staff member' },
  { value: 'operator', label: 'Operator (command)' },
  { value: 'customer', label: 'Customer' },
  { value: 'hub', label: 'Hub' },
  { value: 'system', label: 'System' },
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PATTERNS = {
  actor_id: /^[0-9]{1,10}$/,
  action: /^[a-z][a-z0-9_]*(\.[a-z0-9_]*)*$/,
  target_kind: /^[a-z][a-z0-9_]*$/,
  target_id: /^[A-Za-z0-9_:-]{1,64}$/,
} as const;

/** A day of the address (YYYY-MM-DD, UTC) as the start of that day, or of the next one (`to` is inclusive for people). */
const dayStart = (day: string, plus = 0) => {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return undefined;
  at.setUTCDate(at.getUTCDate() + plus);
  return at.toISOString();
};

/**
 * The filters as the address says them (`?actor_kind=staff&actor_id=2&action=ticket.&target_kind=ticket&target_id=12
 * &from=2026-11-01&to=2026-11-30&page=2`); values the contract would refuse are dropped. `to` is a day included in the
 * range (sent as the next day's start, the contract's exclusive end).
 */
export function auditQuery(search: URLSearchParams): AuditQuery {
  const query: AuditQuery = {};
  const kind = search.get('actor_kind');
  if (ACTOR_KINDS.some((k) => k.value === kind)) query.actor_kind = kind as ActorKind;
  for (const name of ['actor_id', 'action', 'target_kind', 'target_id'] as const) {
    const value = search.get(name)?.trim();
    if (value && value.length <= 64 && PATTERNS[name].test(value)) query[name] = value;
  }
  const from = search.get('from');
  if (from && DAY.test(from)) query.from = dayStart(from);
  const to = search.get('to');
  if (to && DAY.test(to)) query.to = dayStart(to, 1);
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

const FILTERS = ['actor_kind', 'actor_id', 'action', 'target_kind', 'target_id', 'from', 'to'] as const;
type FilterName = (typeof FILTERS)[number];
type Draft = Record<FilterName, string>;

const draftOf = (search: URLSearchParams): Draft =>
  Object.fromEntries(FILTERS.map((name) => [name, search.get(name) ?? ''])) as Draft;

const KIND_LABELS: Record<string, string> = Object.fromEntries(ACTOR_KINDS.map((k) => [k.value, k.label]));

/** A value of the details, readably: text as it is, lists joined, nothing as "—", objects as short JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(valueText).join(', ') : 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDateTime(value) || value;
  return String(value);
}

const labelOf = (key: string) => key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Before and after side by side (the fields either holds), then the other details. */
export function EventDetails({ details }: { details: Record<string, unknown> }) {
  const before = (details.before && typeof details.before === 'object' ? details.before : null) as Record<string, unknown> | null;
  const after = (details.after && typeof details.after === 'object' ? details.after : null) as Record<string, unknown> | null;
  const rest = Object.entries(details).filter(([key]) => key !== 'before' && key !== 'after' && key !== 'reason');
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return (
    <div className="audit-details">
      {fields.length ? (
        <table className="audit-diff">
          <caption className="visually-hidden">Before and after</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => {
              const was = valueText(before?.[field]);
              const now = valueText(after?.[field]);
              return (
                <tr key={field} className={was !== now ? 'audit-diff__changed' : undefined}>
                  <th scope="row">{labelOf(field)}</th>
                  <td>{was}</td>
                  <td>{now}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {rest.length ? (
        <dl className="audit-facts">
          {rest.map(([key, value]) => (
            <div key={key}>
              <dt>{labelOf(key)}</dt>
              <dd>{valueText(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {!fields.length && !rest.length ? <p className="desk-muted">No further details.</p> : null}
    </div>
  );
}

const reasonOf = (e: AuditEvent) => (typeof e.details.reason === 'string' && e.details.reason.trim() ? e.details.reason : '—');

function targetText(e: AuditEvent): ReactNode {
  if (!e.target_kind) return '—';
  // A ticket is named by its number (its id in the muted line); other targets by their id.
  const number = typeof e.details.number === 'string' ? e.details.number : null;
  const customer = typeof e.details.user_id === 'number' ? `customer ${e.details.user_id}` : null;
  const muted = [number && e.target_id ? `id ${e.target_id}` : null, customer].filter(Boolean).join(' · ');
  return (
    <span className="desk-customer">
      <span>{number ? `${labelOf(e.target_kind)} #${number}` : `${labelOf(e.target_kind)} ${e.target_id ?? ''}`}</span>
      {muted ? <span className="desk-muted">{muted}</span> : null}
    </span>
  );
}

/** Audit log (admin): every recorded act, newest first, filtered from the address, with its CSV export. */
export function StaffAuditPage() {
  const [search, setSearch] = useUrlQuery({ push: true });
  const query = auditQuery(search);
  const events = useAuditEvents(query);
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const [exporting, setExporting] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const rangeError = draft.from && draft.to && draft.to < draft.from ? 'The end of the range must not be before its start.' : null;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (rangeError) return;
    setSearch(Object.fromEntries(FILTERS.map((name) => [name, draft[name].trim()])), { clear: true });
  };
  const clear = () => {
    setDraft(draftOf(new URLSearchParams()));
    setSearch({}, { clear: true });
  };
  const setPage = (page: number) => setSearch({ page: page > 1 ? page : undefined });
  const exportCsv = () => {
    setExporting({ busy: true, error: null });
    const { page: _page, ...filters } = query;
    downloadAuditCsv(filters).then(
      () => setExporting({ busy: false, error: null }),
      (error: unknown) => setExporting({ busy: false, error: error instanceof Error ? error.message : 'The export failed.' }),
    );
  };

  const text = (name: Exclude<FilterName, 'actor_kind'>, label: string, hint?: string, type = 'text') => (
    <div className="desk-filter">
      <label htmlFor={`${ids}-${name}`}>{label}</label>
      <input
        id={`${ids}-${name}`}
        type={type}
        value={draft[name]}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={hint ? `${ids}-${name}-hint` : undefined}
        aria-invalid={name === 'to' && rangeError ? true : undefined}
        onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
      />
      {hint ? (
        <span id={`${ids}-${name}-hint`} className="field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );

  const columns: Column<AuditEvent>[] = [
    {
      header: 'When',
      cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time>,
    },
    {
      header: 'Who',
      cell: (e) => (
        <span className="desk-customer">
          <span>{e.actor_label}</span>
          <span className="desk-muted">
            {KIND_LABELS[e.actor_kind] ?? e.actor_kind}
            {e.actor_id ? ` ${e.actor_id}` : ''}
          </span>
        </span>
      ),
    },
    { header: 'What', cell: (e) => <code className="audit-action">{e.action}</code> },
    { header: 'Target', cell: targetText },
    { header: 'Reason', cell: reasonOf },
    { header: 'Request id', cell: (e) => (e.request_id ? <code className="audit-request">{e.request_id}</code> : '—') },
    {
      header: 'Details',
      cell: (e) => (
        <details className="audit-more">
          <summary>
            Before / after<span className="visually-hidden"> of event {e.id}</span>
          </summary>
          <EventDetails details={e.details} />
        </details>
      ),
    },
  ];

  return (
    <div className="desk">
      <form className="desk-filters audit-filters" aria-label="Filters" onSubmit={apply}>
        <div className="desk-filter">
          <label htmlFor={`${ids}-actor_kind`}>Actor kind</label>
          <select id={`${ids}-actor_kind`} value={draft.actor_kind} onChange={(e) => setDraft((d) => ({ ...d, actor_kind: e.target.value }))}>
            <option value="">Any</option>
            {ACTOR_KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </div>
        {text('actor_id', 'Actor id')}
        {text('action', 'Action', 'ticket.reply, or ticket. for all')}
        {text('target_kind', 'Target kind', 'ticket, staff_member…')}
        {text('target_id', 'Target id')}
        {text('from', 'From (UTC)', undefined, 'date')}
        {text('to', 'To (UTC, included)', undefined, 'date')}
        <div className="desk-filter desk-filter--buttons">
          <button type="submit" className="btn btn--primary btn--small">
            Apply filters
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={clear}>
            Clear
          </button>
        </div>
        {rangeError ? (
          <p className="field__error audit-filters__error" role="alert">
            {rangeError}
          </p>
        ) : null}
      </form>
      <p className="staff-toolbar audit-export">
        <button type="button" className="btn btn--ghost btn--small" onClick={exportCsv} disabled={exporting.busy} aria-busy={exporting.busy || undefined}>
          {exporting.busy ? 'Exporting…' : 'Export CSV'}
        </button>
        <span className="desk-muted">The events matching these filters, as a spreadsheet file.</span>
        {exporting.error ? (
          <span className="desk-error" role="alert">
            <AlertIcon size={16} /> {exporting.error}
          </span>
        ) : null}
      </p>
      <PagedList<AuditEvent>
        title="Audit events"
        things="audit events"
        columns={columns}
        rowKey={(e) => e.id}
        list={events}
        page={query.page ?? 1}
        onPage={setPage}
        pagesLabel="Audit events"
      />
    </div>
  );
}
