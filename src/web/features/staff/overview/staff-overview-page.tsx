import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { components } from '#generated/api';
import { AlertIcon } from '#web/components/icons';
import { formatDate, formatDateTime, formatMoney } from '#shared/money';
import { useStaffSession } from '#web/lib/staff-session';
import { useStaffOverview } from '../shared/api';
import { sectionsFor, type StaffRole } from '../shared/staff-roles';
import './staff-overview.css';

type Overview = components['schemas']['StaffOverview'];

/** A link into a section, only when that section is built and the member's roles open it (no dead links). */
function SectionLink({ roles, path, children }: { roles: readonly StaffRole[]; path: string; children: ReactNode }) {
  const base = path.split('?')[0];
  return sectionsFor(roles).some((s) => s.path === base) ? (
    <Link href={path} className="overview-tile__link">
      {children}
    </Link>
  ) : null;
}

function Tile({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="overview-tile" aria-label={title}>
      <h2 className="overview-tile__title">{title}</h2>
      {children}
      {footer}
    </section>
  );
}

/** A figure with its label; the value is text, never only a colour. */
const Figure = ({ value, label, tone }: { value: ReactNode; label: string; tone?: 'good' | 'warn' }) => (
  <p className={`overview-figure${tone ? ` overview-figure--${tone}` : ''}`}>
    <span className="overview-figure__value">{value}</span> <span className="overview-figure__label">{label}</span>
  </p>
);

/**
 * Today at a glance (ADR 048): each part the server sent for the member's roles as a tile with its numbers and a link
 * into its section when that section is built. Loading, error (Try again) and "nothing for your roles" states.
 */
export function StaffOverview() {
  const session = useStaffSession();
  const overview = useStaffOverview();
  if (!session) return null;
  const roles = session.staff.roles;
  if (overview.isPending) {
    return (
      <div className="staff-state" role="status" aria-live="polite">
        <span className="loader__spinner table-state__spinner" aria-hidden="true" /> Loading today's overview…
      </div>
    );
  }
  if (overview.isError || !overview.data) {
    return (
      <div className="staff-state staff-state--error" role="alert">
        <AlertIcon size={28} />
        <p>We could not load today's overview.</p>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void overview.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const o: Overview = overview.data.data;
  const tiles: ReactNode[] = [];
  if (o.top_ups) {
    tiles.push(
      <Tile key="top_ups" title="Top-ups today" footer={<SectionLink roles={roles} path={`/staff/deposits?status=Success&from=${o.day}&to=${o.day}`}>See today's deposits</SectionLink>}>
        <Figure value={formatMoney(o.top_ups.amount)} label="credited" />
        <Figure value={o.top_ups.count} label={o.top_ups.count === 1 ? 'top-up' : 'top-ups'} />
      </Tile>,
    );
  }
  if (o.pending_deposits) {
    const p = o.pending_deposits;
    tiles.push(
      <Tile key="pending" title="Pending deposits" footer={<SectionLink roles={roles} path="/staff/deposits?status=Pending">Review pending deposits</SectionLink>}>
        <Figure value={p.count} label={p.count === 1 ? 'waiting for its gateway' : 'waiting for their gateway'} tone={p.count ? 'warn' : 'good'} />
        <Figure value={formatMoney(p.amount)} label="in all" />
        {p.oldest_at ? <p className="overview-tile__note">Oldest since {formatDateTime(p.oldest_at)}</p> : null}
      </Tile>,
    );
  }
  if (o.tickets) {
    const t = o.tickets;
    tiles.push(
      <Tile key="tickets" title="Open tickets" footer={<SectionLink roles={roles} path="/staff/support?status=open">Open the support desk</SectionLink>}>
        <Figure value={t.open} label="waiting for support" tone={t.older ? 'warn' : undefined} />
        <dl className="overview-ages">
          <div><dt>Under 4 hours</dt><dd>{t.under_4h}</dd></div>
          <div><dt>4 to 24 hours</dt><dd>{t.under_24h}</dd></div>
          <div><dt>1 to 3 days</dt><dd>{t.under_3d}</dd></div>
          <div><dt>3 days or more</dt><dd>{t.older}</dd></div>
        </dl>
      </Tile>,
    );
  }
  if (o.card_requests) {
    const c = o.card_requests;
    tiles.push(
      <Tile key="cards" title="Card requests waiting" footer={<SectionLink roles={roles} path="/staff/cards">Open card requests</SectionLink>}>
        <Figure value={c.waiting} label="paid, not delivered yet" />
        {c.centres.length ? (
          <table className="overview-centres">
            <caption className="visually-hidden">Card requests waiting per service centre</caption>
            <thead>
              <tr>
                <th scope="col">Service centre</th>
                <th scope="col" className="is-numeric">Paid</th>
                <th scope="col" className="is-numeric">Preparing</th>
                <th scope="col" className="is-numeric">Ready</th>
              </tr>
            </thead>
            <tbody>
              {c.centres.map((s) => (
                <tr key={s.service_center_id}>
                  <th scope="row">
                    {s.service_center} <span className="overview-centres__location">{s.location}</span>
                  </th>
                  <td className="is-numeric">{s.paid}</td>
                  <td className="is-numeric">{s.preparing}</td>
                  <td className="is-numeric">{s.ready}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="overview-tile__note">No card request is waiting.</p>
        )}
      </Tile>,
    );
  }
  if (o.hubs) {
    const h = o.hubs;
    tiles.push(
      <Tile key="hubs" title="Hubs and machines" footer={<SectionLink roles={roles} path="/staff/hubs">Open hubs</SectionLink>}>
        <Figure value={`${h.hubs_online} online`} label={`· ${h.hubs_offline} offline hubs`} tone={h.hubs_offline ? 'warn' : 'good'} />
        <Figure value={`${h.machines_online} online`} label={`· ${h.machines_offline} offline machines`} tone={h.machines_offline ? 'warn' : 'good'} />
        <p className="overview-tile__note">Offline: no report in the last {h.stale_minutes} minutes.</p>
      </Tile>,
    );
  }
  if (o.charges) {
    tiles.push(
      <Tile key="charges" title="Charges today" footer={<SectionLink roles={roles} path="/staff/hubs">Open hubs</SectionLink>}>
        <Figure value={formatMoney(o.charges.amount)} label="charged at hubs" />
        <Figure value={o.charges.count} label={o.charges.count === 1 ? 'wash or dry' : 'washes and dries'} />
      </Tile>,
    );
  }
  return (
    <div className="staff-overview">
      <p className="staff-overview__day">
        Today, {formatDate(`${o.day}T12:00:00+01:00`)} (Lagos time) · updated {formatDateTime(o.as_of)}
      </p>
      {tiles.length ? (
        <div className="overview-grid">{tiles}</div>
      ) : (
        <p className="staff-state" role="status">
          Nothing in the overview is for your roles yet.
        </p>
      )}
    </div>
  );
}

/** /staff/overview. */
export function StaffOverviewPage() {
  return <StaffOverview />;
}
