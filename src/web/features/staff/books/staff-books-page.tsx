import { useId, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { components } from '#generated/api';
import { DataTable } from '#web/components/tables/data-table';
import { formatMoney } from '#shared/money';
import {
  downloadBooksCsv,
  useStaffBooks,
} from '../shared/api';
import { DAY_RE, ReconciliationSection } from './reconciliation-section';
import { SuspenseSection } from './suspense-section';
import './staff-books.css';

type Books = components['schemas']['StaffBooks'];
type CountAmount = components['schemas']['StaffCountAmount'];

export const BOOKS_PATH = '/staff/books';
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
