import type { components } from '#generated/api';
import { formatKobo, formatMoney, koboFromMoney } from '#shared/money';
import { useSpendingSummary } from './api';
import './spending-section.css';

/**
 * Where the money goes (docs/decisions/060-where-the-money-goes.md): spending per week over the last 12 weeks with the
 * top-up weeks marked, spending per hub, and how long the balance lasts at the usual spending — one GET
 * /dashboard/spending, aggregated by the server. The chart is an SVG drawn here (no chart library: the dashboard's JS
 * budget); it is an image with a label for screen readers, which read the same figures in a visually hidden table.
 * Loaded lazily with the dashboard (lazy-spending.tsx).
 */
type Summary = components['schemas']['SpendingSummary'];
type Week = components['schemas']['SpendingWeek'];

/** "2026-11-09" → "09/11" (a week's Monday, a Lagos calendar day already). */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
/** "2026-11-09" → "09/11/2026". */
const fullDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

// The chart's own coordinates (the SVG scales to its box): a gutter on the left for the scale's label, a row above
// the bars for the top-up marks, the week labels under the baseline.
const W = 400;
const H = 210;
const GUTTER = 58;
const RIGHT = 4;
const MARKS = 14; // the top-up marks' row
const TOP = 32; // the largest bar's top
const BASE = 176; // the bars' baseline
const SLOT = (W - GUTTER - RIGHT) / 12;
const BAR = SLOT * 0.62;

/** Whole Naira, grouped ("₦3,750"): the scale's label. */
const roundNaira = (kobo: number) => formatKobo(Math.round(kobo / 100) * 100).replace(/\.00$/, '');

export function WeeklyChart({ weeks }: { weeks: Week[] }) {
  const spent = weeks.map((w) => koboFromMoney(w.spent));
  const max = Math.max(...spent, 1);
  const first = weeks[0];
  const last = weeks[weeks.length - 1];
  const label = `Bar chart of your spending per week, ${weeks.length} weeks from ${first ? fullDate(first.week_start) : ''} to the week of ${last ? fullDate(last.week_start) : ''}; weeks with a top-up are marked. The figures are in the table that follows.`;
  return (
    <svg className="spending-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} preserveAspectRatio="xMidYMid meet">
      <line className="spending-chart__grid" x1={GUTTER} x2={W - RIGHT} y1={TOP} y2={TOP} />
      <text className="spending-chart__scale" x={GUTTER - 6} y={TOP + 5} textAnchor="end">
        {roundNaira(max)}
      </text>
      <text className="spending-chart__scale" x={GUTTER - 6} y={BASE + 5} textAnchor="end">
        ₦0
      </text>
      <line className="spending-chart__axis" x1={GUTTER} x2={W - RIGHT} y1={BASE} y2={BASE} />
      {weeks.map((w, i) => {
        const x = GUTTER + i * SLOT + (SLOT - BAR) / 2;
        const h = Math.round(((spent[i] ?? 0) / max) * (BASE - TOP));
        const topUp = koboFromMoney(w.topped_up) > 0;
        return (
          <g key={w.week_start} className="spending-chart__week" data-week={w.week_start}>
            <title>{`Week of ${fullDate(w.week_start)}: ${formatMoney(w.spent)} spent${topUp ? `, ${formatMoney(w.topped_up)} topped up` : ''}`}</title>
            {h > 0 ? <rect className="spending-chart__bar" x={x} y={BASE - h} width={BAR} height={h} rx={3} /> : null}
            {topUp ? <circle className="spending-chart__topup" cx={x + BAR / 2} cy={MARKS} r={5} /> : null}
            {i % 2 === 1 || i === weeks.length - 1 ? (
              <text className="spending-chart__label" x={x + BAR / 2} y={BASE + 22} textAnchor="middle">
                {dayMonth(w.week_start)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** The chart's figures as a table (visually hidden: the chart's alternative for screen readers). */
function WeeksTable({ weeks }: { weeks: Week[] }) {
  return (
    <table className="visually-hidden">
      <caption>Spending and top-ups per week</caption>
      <thead>
        <tr>
          <th scope="col">Week starting</th>
          <th scope="col">Spent</th>
          <th scope="col">Topped up</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((w) => (
          <tr key={w.week_start}>
            <th scope="row">{fullDate(w.week_start)}</th>
            <td>{formatMoney(w.spent)}</td>
            <td>{formatMoney(w.topped_up)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HubList({ hubs }: { hubs: Summary['hubs'] }) {
  const max = Math.max(...hubs.map((h) => koboFromMoney(h.spent)), 1);
  return (
    <ul className="spending-hubs">
      {hubs.map((h) => (
        <li key={h.name} className="spending-hubs__item">
          <span className="spending-hubs__name">{h.name}</span>
          <span className="spending-hubs__amount">{formatMoney(h.spent)}</span>
          <svg className="spending-hubs__bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
            <rect x={0} y={0} width={100} height={8} rx={4} className="spending-hubs__track" />
            <rect x={0} y={0} width={Math.max(2, (koboFromMoney(h.spent) / max) * 100)} height={8} rx={4} className="spending-hubs__fill" />
          </svg>
        </li>
      ))}
    </ul>
  );
}

/** The sentence under the title: how long the balance lasts, or that nothing was spent. */
export function daysLeftText(s: Pick<Summary, 'average_daily_spend' | 'days_left'>): string {
  if (s.days_left === null) return 'No spending in the last 12 weeks';
  const usual = `At your usual spending (${formatMoney(s.average_daily_spend)} a day)`;
  if (s.days_left === 0) return `${usual}, your balance lasts less than a day.`;
  return `${usual}, your balance lasts about ${s.days_left.toLocaleString('en-NG')} ${s.days_left === 1 ? 'day' : 'days'}.`;
}

export function SpendingSection() {
  const spending = useSpendingSummary();
  const heading = (
    <h2 id="spending-title" className="spending__title">
      Where your money goes
    </h2>
  );
  if (spending.isPending) {
    return (
      <section className="card spending spending--loading" aria-labelledby="spending-title" aria-busy="true">
        {heading}
        <p className="spending__text">Loading your spending…</p>
      </section>
    );
  }
  if (spending.isError || !spending.data) {
    return (
      <section className="card spending" aria-labelledby="spending-title">
        {heading}
        <p className="spending__text">We could not load your spending.</p>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => spending.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  const s = spending.data.data;
  const nothingSpent = s.weeks.every((w) => koboFromMoney(w.spent) === 0);
  return (
    <section className="card spending" aria-labelledby="spending-title">
      {heading}
      <p className="spending__days">{daysLeftText(s)}</p>
      {nothingSpent ? null : (
        <div className="spending__grid">
          <div className="spending__weeks">
            <h3 className="spending__subtitle">Per week, last 12 weeks</h3>
            <WeeklyChart weeks={s.weeks} />
            <p className="spending__legend" aria-hidden="true">
              <span className="spending__key spending__key--bar" /> Spent
              <span className="spending__key spending__key--topup" /> Week with a top-up
            </p>
            <WeeksTable weeks={s.weeks} />
          </div>
          <div className="spending__hubs">
            <h3 className="spending__subtitle">Per hub</h3>
            <HubList hubs={s.hubs} />
          </div>
        </div>
      )}
    </section>
  );
}
