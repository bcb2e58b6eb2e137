import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { components } from '#generated/api';
import { DataTable, type Column } from '#web/components/data-table';
import { Modal } from '#web/components/modal';
import { PaginationBar } from '#web/components/pagination-bar';
import { messageOf } from '#web/lib/api-errors';
import { formatDateTime, formatMoney, pageCount } from '#shared/money';
import {
  downloadBooksCsv,
  useAssignStaffSuspense,
  useReturnStaffSuspense,
  useStaffBooks,
  useStaffReconciliation,
  useStaffReconciliations,
  useStaffSuspense,
  useStartStaffReconciliation,
} from './api';
import './staff-books.css';

type Books = components['schemas']['StaffBooks'];
type CountAmount = components['schemas']['StaffCountAmount'];
type SuspenseItem = components['schemas']['StaffSuspenseItem'];
type Run = components['schemas']['StaffReconciliationRun'];
type Mismatch = components['schemas']['StaffReconciliation']['mismatches'][number];

export const BOOKS_PATH = '/staff/books';
const DAY_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Today in Lagos (UTC+1 all year). */
export const lagosToday = (now = new Date()) => new Date(now.getTime() + 3_600_000).toISOString().slice(0, 10);

/** The period of the address (`?period=2026-11-27` or `?period=2026-11`), today by default; anything else is today. */
export function booksPeriodOf(search: string, now = new Date()): string {
  const period = new URLSearchParams(search).get('period') ?? '';
  return DAY_RE.test(period) || MONTH_RE.test(period) ? period : lagosToday(now);
}

const booksHref = (period: string) => `${BOOKS_PATH}?period=${period}`;

/** The Books (finance, admin): a day or month picker, the figures, a chart, CSV, suspense and reconciliation. */
export function StaffBooksPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const period = booksPeriodOf(search);
  const books = useStaffBooks(period);
  return (
    <div className="staff-books">
      <PeriodPicker key={period} period={period} onPick={(p) => navigate(booksHref(p))} />
      {books.isPending ? (
        <div className="table-state" role="status" aria-live="polite">
          <span className="loader__spinner table-state__spinner" aria-hidden="true" />
          <span>Loading the books…</span>
        </div>
      ) : books.isError || !books.data ? (
        <div className="table-state table-state--error" role="alert">
          <span>We could not load the books.</span>
          <button type="button" className="btn btn--ghost" onClick={() => void books.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <BooksFigures books={books.data.data} />
      )}
      <SuspenseSection />
      <ReconciliationSection defaultDay={period.length === 10 ? period : lagosToday()} />
    </div>
  );
}

function PeriodPicker({ period, onPick }: { period: string; onPick(period: string): void }) {
  const id = useId();
  const [kind, setKind] = useState<'day' | 'month'>(period.length === 7 ? 'month' : 'day');
  const [day, setDay] = useState(period.length === 10 ? period : `${period}-01`);
  const [month, setMonth] = useState(period.slice(0, 7));
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = kind === 'day' ? day : month;
    if (!(kind === 'day' ? DAY_RE : MONTH_RE).test(next)) {
      setError(kind === 'day' ? 'Choose a day.' : 'Choose a month.');
      return;
    }
    onPick(next);
  };
  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      await downloadBooksCsv(period);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <form className="books-picker card" onSubmit={submit} noValidate aria-label="Choose the period">
      <fieldset className="books-picker__kind">
        <legend>Period</legend>
        <label>
          <input type="radio" name={`${id}-kind`} checked={kind === 'day'} onChange={() => setKind('day')} /> A day
        </label>
        <label>
          <input type="radio" name={`${id}-kind`} checked={kind === 'month'} onChange={() => setKind('month')} /> A month
        </label>
      </fieldset>
      {kind === 'day' ? (
        <div className="books-picker__field">
          <label htmlFor={`${id}-day`}>Day (Lagos)</label>
          <input id={`${id}-day`} type="date" value={day} onChange={(e) => setDay(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        </div>
      ) : (
        <div className="books-picker__field">
          <label htmlFor={`${id}-month`}>Month (Lagos)</label>
          <input id={`${id}-month`} type="month" value={month} onChange={(e) => setMonth(e.target.value)} placeholder="YYYY-MM" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        </div>
      )}
      <p className="books-picker__actions">
        <button type="submit" className="btn btn--primary">
          Show
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => void download()} disabled={downloading}>
          {downloading ? 'Preparing…' : `Download CSV (${period})`}
        </button>
      </p>
      {error ? (
        <p id={`${id}-error`} className="books-picker__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

const ca = (c: CountAmount) => `${c.count} · ${formatMoney(c.amount)}`;

function FigureTable({ title, rows }: { title: string; rows: [string, CountAmount | string][] }) {
  return (
    <table className="books-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="is-numeric">
            Count · amount
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="is-numeric">{typeof value === 'string' ? formatMoney(value) : ca(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BooksFigures({ books }: { books: Books }) {
  const i = books.identity;
  return (
    <section className="books-figures" aria-labelledby="books-title">
      <h2 id="books-title">
        Books of {books.period.kind === 'day' ? 'the day' : 'the month'} {books.period.label}
      </h2>
      <p className={`books-identity card${i.holds ? '' : ' is-broken'}`} aria-live="polite">
        Opening float <strong>{formatMoney(i.opening)}</strong> + money in <strong>{formatMoney(i.money_in)}</strong> − money out{' '}
        <strong>{formatMoney(i.money_out)}</strong> = <strong>{formatMoney(i.expected_closing)}</strong>; closing float{' '}
        <strong>{formatMoney(i.closing)}</strong> — {i.holds ? 'the books balance.' : 'the books do NOT balance: run ledger:check.'}
      </p>
      {books.days.length ? <DaysChart days={books.days} /> : null}
      <div className="books-grid">
        <FigureTable
          title="Money in"
          rows={[
            ['Top-ups', books.money_in.top_ups],
            ['Referral commissions', books.money_in.referral_commissions],
            ['Reversals of hub charges', books.money_in.reversals],
            ['Adjustment credits', books.money_in.adjustment_credits],
            ['Held debits given back', books.money_in.returned],
            ['Suspense assigned', books.money_in.suspense_assigned],
            ['Other credits', books.money_in.other],
            ['Total', books.money_in.total],
          ]}
        />
        <FigureTable
          title="Money out"
          rows={[
            ['Hub charges', books.money_out.hub_charges],
            ['Card fees from balances', books.money_out.card_fees],
            ['Refunds asked', books.money_out.refunds_asked],
            ['Adjustment debits', books.money_out.adjustment_debits],
            ['Other debits', books.money_out.other],
            ['Total', books.money_out.total],
          ]}
        />
        <FigureTable
          title="Other figures"
          rows={[
            ['Card fees booked (all)', books.card_fees],
            ['Referral commissions held', books.referral_credit.held],
            ['Referral commissions earned', books.referral_credit.earned],
            ['Referral commissions not earned (refunded)', books.referral_credit.not_earned],
            ['Referral credit held at the end', books.referral_credit.held_at_close],
            ['Refunds processed', books.refunds.processed],
            ['Refunds failed or returned', books.refunds.returned],
            ['Management starts', books.management_starts],
            ['Suspense in', books.suspense.in],
            ['Suspense out', books.suspense.out],
          ]}
        />
      </div>
      <DataTable<Books['top_ups_by_gateway'][number]>
        title="Top-ups per gateway"
        things="top-ups"
        columns={[
          { header: 'Gateway', cell: (g) => g.gateway },
          { header: 'Count', numeric: true, cell: (g) => g.count },
          { header: 'Amount', numeric: true, cell: (g) => formatMoney(g.amount) },
          { header: 'Charges', numeric: true, cell: (g) => formatMoney(g.charges) },
        ]}
        rows={books.top_ups_by_gateway}
        rowKey={(g) => g.gateway}
        empty="No top-ups in this period."
      />
      <DataTable<HubRow>
        title="Hub revenue"
        things="hub revenue"
        columns={[
          { header: 'Hub / machine', cell: (r) => (r.machine ? <span className="books-sub">{r.label}</span> : <strong>{r.label}</strong>) },
          { header: 'Charges', numeric: true, cell: (r) => r.count ?? '' },
          { header: 'Amount', numeric: true, cell: (r) => formatMoney(r.amount) },
        ]}
        rows={hubRows(books)}
        rowKey={(r) => r.key}
        empty="No hub revenue in this period."
      />
    </section>
  );
}

interface HubRow {
  key: string;
  label: string;
  machine: boolean;
  count: number | null;
  amount: string;
}

/** Each hub (net of reversals), then its machines. */
const hubRows = (books: Books): HubRow[] =>
  books.hub_revenue.flatMap((h) => [
    { key: `h${h.hub_id}`, label: `${h.hub} (net of ${formatMoney(h.reversed)} reversed)`, machine: false, count: null, amount: h.net },
    ...h.machines.map((m) => ({ key: `h${h.hub_id}m${m.machine_id ?? 'none'}`, label: m.machine, machine: true, count: m.count, amount: m.amount })),
  ]);

const kobo = (money: string) => Math.round(Number(money) * 100);

/** Money in and out per day of the month as a small SVG bar chart, with the same figures as a table for screen readers and keyboard users. */
export function DaysChart({ days }: { days: Books['days'] }) {
  const [asTable, setAsTable] = useState(false);
  const max = Math.max(1, ...days.flatMap((d) => [kobo(d.money_in), kobo(d.money_out)]));
  const width = 640;
  const height = 160;
  const slot = width / days.length;
  const bar = Math.max(1, slot / 2 - 1);
  return (
    <figure className="books-chart card">
      <figcaption>
        Money in and out per day{' '}
        <button type="button" className="books-link" onClick={() => setAsTable((t) => !t)} aria-expanded={asTable}>
          {asTable ? 'Show the chart' : 'Show as a table'}
        </button>
      </figcaption>
      {asTable ? (
        <DataTable<Books['days'][number]>
          title="Money in and out per day"
          titleLevel={3}
          things="days"
          columns={[
            { header: 'Day', cell: (d) => d.day },
            { header: 'In', numeric: true, cell: (d) => formatMoney(d.money_in) },
            { header: 'Out', numeric: true, cell: (d) => formatMoney(d.money_out) },
            { header: 'Closing float', numeric: true, cell: (d) => formatMoney(d.closing) },
            { header: 'Hub revenue', numeric: true, cell: (d) => formatMoney(d.hub_revenue) },
          ]}
          rows={days}
          rowKey={(d) => d.day}
        />
      ) : (
        <svg viewBox={`0 0 ${width} ${height + 16}`} role="img" aria-label="Money in (green) and out (red) per day; the table alternative has the figures" className="books-chart__svg">
          {days.map((d, n) => {
            const hin = (kobo(d.money_in) / max) * height;
            const hout = (kobo(d.money_out) / max) * height;
            return (
              <g key={d.day}>
                <rect x={n * slot} y={height - hin} width={bar} height={hin} className="books-chart__in">
                  <title>{`${d.day}: in ${formatMoney(d.money_in)}`}</title>
                </rect>
                <rect x={n * slot + bar} y={height - hout} width={bar} height={hout} className="books-chart__out">
                  <title>{`${d.day}: out ${formatMoney(d.money_out)}`}</title>
                </rect>
                {n % 5 === 0 ? (
                  <text x={n * slot} y={height + 13} className="books-chart__label">
                    {d.day.slice(8)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      )}
    </figure>
  );
}

// ---------------------------------------------------------------- suspense

const SUSPENSE_STATUSES = ['open', 'assigned', 'returned', 'all'] as const;

function SuspenseSection() {
  const id = useId();
  const [status, setStatus] = useState<(typeof SUSPENSE_STATUSES)[number]>('open');
  const [page, setPage] = useState(1);
  const [acting, setActing] = useState<{ item: SuspenseItem; action: 'assign' | 'return' } | null>(null);
  const list = useStaffSuspense(status, page);
  const answer = list.data;
  const columns: Column<SuspenseItem>[] = [
    { header: 'Received', cell: (i) => formatDateTime(i.created_at) },
    { header: 'Gateway', cell: (i) => `${i.gateway} · ${i.gateway_ref}` },
    { header: 'Reference', cell: (i) => i.reference ?? '—' },
    { header: 'Amount', numeric: true, cell: (i) => (i.currency === 'NGN' ? formatMoney(i.amount) : `${i.amount} ${i.currency}`) },
    { header: 'Why', cell: (i) => i.reason },
    {
      header: 'Status',
      cell: (i) =>
        i.status === 'open' ? (
          <span className="books-actions">
            <button type="button" className="btn btn--small" onClick={() => setActing({ item: i, action: 'assign' })} disabled={i.currency !== 'NGN'}>
              Assign<span className="visually-hidden"> item {i.id}</span>
            </button>
            <button type="button" className="btn btn--small btn--ghost" onClick={() => setActing({ item: i, action: 'return' })}>
              Returned<span className="visually-hidden"> item {i.id}</span>
            </button>
          </span>
        ) : i.status === 'assigned' ? (
          `Assigned to ${i.customer?.account_number ?? '—'}`
        ) : (
          `Returned (${i.return_reference ?? ''})`
        ),
    },
  ];
  return (
    <section className="books-suspense" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Suspense</h2>
      <p className="books-muted">
        Money a gateway received that matches no payment. Assign it only when the payer is proven; never by guess.
        {answer ? (
          <>
            {' '}
            Open: <strong>{answer.open.count}</strong> · <strong>{formatMoney(answer.open.amount)}</strong>.
          </>
        ) : null}
      </p>
      <div className="books-picker__field">
        <label htmlFor={`${id}-status`}>Show</label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as typeof status);
            setPage(1);
          }}
        >
          {SUSPENSE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s === 'all' ? 'All items' : `${s[0]!.toUpperCase()}${s.slice(1)} items`}
            </option>
          ))}
        </select>
      </div>
      <DataTable<SuspenseItem>
        title="Suspense items"
        titleLevel={3}
        things="suspense items"
        columns={columns}
        rows={answer?.data}
        rowKey={(i) => i.id}
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        footer={answer && pageCount(answer.total, answer.per_page) > 1 ? <PaginationBar page={page} pages={pageCount(answer.total, answer.per_page)} onPage={setPage} label="Suspense items" disabled={list.isFetching} /> : null}
      />
      {acting ? <SuspenseDialog item={acting.item} action={acting.action} onClose={() => setActing(null)} /> : null}
    </section>
  );
}

function SuspenseDialog({ item, action, onClose }: { item: SuspenseItem; action: 'assign' | 'return'; onClose(): void }) {
  const id = useId();
  const assign = useAssignStaffSuspense();
  const giveBack = useReturnStaffSuspense();
  const mutation = action === 'assign' ? assign : giveBack;
  const queryClient = useQueryClient();
  const [key, setKey] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: ['get', '/staff/suspense'] });
    void queryClient.invalidateQueries({ queryKey: ['get', '/staff/books'] });
    onClose();
  };
  const failed = (err: unknown) => setError(messageOf(err));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!key.trim() || reason.trim().length < 3) {
      setError(action === 'assign' ? 'Give the account number and a reason (at least 3 characters).' : 'Give the gateway refund reference and a reason (at least 3 characters).');
      return;
    }
    setError(null);
    const call = { params: { path: { id: item.id } } };
    if (action === 'assign') assign.mutate({ ...call, body: { account_number: key.trim(), reason: reason.trim() } }, { onSuccess: done, onError: failed });
    else giveBack.mutate({ ...call, body: { reference: key.trim(), reason: reason.trim() } }, { onSuccess: done, onError: failed });
  };
  const amount = item.currency === 'NGN' ? formatMoney(item.amount) : `${item.amount} ${item.currency}`;
  return (
    <Modal
      open
      onClose={onClose}
      title={action === 'assign' ? 'Credit to a customer' : 'Mark returned to the payer'}
      description={
        action === 'assign'
          ? `${amount} from ${item.gateway} (${item.gateway_ref}) goes to the customer's balance, once. Audited with your reason.`
          : `${amount} from ${item.gateway} (${item.gateway_ref}) was refunded to the payer by the gateway. Audited with your reason.`
      }
    >
      <form onSubmit={submit} noValidate className="books-dialog">
        <div className="books-picker__field">
          <label htmlFor={`${id}-key`}>{action === 'assign' ? "Customer's account number" : 'Gateway refund reference'}</label>
          <input id={`${id}-key`} value={key} onChange={(e) => setKey(e.target.value)} maxLength={action === 'assign' ? 32 : 100} autoComplete="off" aria-describedby={error ? `${id}-error` : undefined} />
        </div>
        <div className="books-picker__field">
          <label htmlFor={`${id}-reason`}>Reason</label>
          <textarea id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={3} aria-describedby={error ? `${id}-error` : undefined} />
        </div>
        {error ? (
          <p id={`${id}-error`} className="books-picker__error" role="alert">
            {error}
          </p>
        ) : null}
        <p className="staff-actions">
          <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Saving…' : action === 'assign' ? 'Credit the customer' : 'Mark returned'}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </button>
        </p>
      </form>
    </Modal>
  );
}

// ---------------------------------------------------------------- reconciliation

function ReconciliationSection({ defaultDay }: { defaultDay: string }) {
  const id = useId();
  const runs = useStaffReconciliations();
  const start = useStartStaffReconciliation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const [day, setDay] = useState(defaultDay);
  const run = useStaffReconciliation(open ?? runs.data?.data[0]?.id ?? null);
  const columns: Column<Run>[] = [
    {
      header: 'Day',
      cell: (r) => (
        <button type="button" className="books-link" onClick={() => setOpen(r.id)} aria-pressed={(open ?? runs.data?.data[0]?.id) === r.id}>
          {r.day}
          <span className="visually-hidden"> — show its mismatches</span>
        </button>
      ),
    },
    { header: 'Started', cell: (r) => `${formatDateTime(r.started_at)} · ${r.trigger} · ${r.actor}` },
    { header: 'Checked', numeric: true, cell: (r) => r.checked },
    { header: 'Mismatches', numeric: true, cell: (r) => r.mismatches },
    { header: 'Not answered', numeric: true, cell: (r) => r.unavailable },
    { header: 'Status', cell: (r) => r.status },
  ];
  const mismatchColumns: Column<Mismatch>[] = [
    { header: 'Reference', cell: (m) => m.reference },
    { header: 'Gateway', cell: (m) => m.gateway },
    { header: 'Kind', cell: (m) => m.kind.replace(/_/g, ' ') },
    { header: 'Ours', cell: (m) => m.ours },
    { header: 'Theirs', cell: (m) => m.theirs },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!DAY_RE.test(day)) return;
    start.mutate(
      { body: { day } },
      {
        onSuccess: (answer) => {
          setOpen(answer.data.run.id);
          void queryClient.invalidateQueries({ queryKey: ['get', '/staff/reconciliations'] });
        },
      },
    );
  };
  return (
    <section className="books-reconciliation" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Reconciliation with the gateways</h2>
      <form className="books-picker card" onSubmit={submit} noValidate aria-label="Reconcile a day">
        <div className="books-picker__field">
          <label htmlFor={`${id}-day`}>Day to reconcile</label>
          <input id={`${id}-day`} type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </div>
        <p className="books-picker__actions">
          <button type="submit" className="btn btn--primary" disabled={start.isPending}>
            {start.isPending ? 'Asking the gateways…' : 'Reconcile now'}
          </button>
        </p>
      </form>
      <DataTable<Run>
        title="Runs"
        titleLevel={3}
        things="reconciliation runs"
        columns={columns}
        rows={runs.data?.data}
        rowKey={(r) => r.id}
        loading={runs.isPending}
        error={runs.isError}
        onRetry={() => void runs.refetch()}
      />
      {run.data ? (
        <DataTable<Mismatch>
          title={`Mismatches of ${run.data.data.run.day}`}
          titleLevel={3}
          things="mismatches"
          columns={mismatchColumns}
          rows={run.data.data.mismatches}
          rowKey={(m) => m.id}
          empty="The gateways agree with every top-up of this day."
        />
      ) : null}
    </section>
  );
}
