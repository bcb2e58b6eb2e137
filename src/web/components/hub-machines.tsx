import { freeCount, machineSummary, machineTone, shownState, sortMachines, staleText, type MachineLike } from '#shared/machines';
import './hub-machines.css';

export interface HubLike {
  name: string;
  address: string;
  free_washers: number;
  free_dryers: number;
  machines: readonly (MachineLike & { name?: string })[];
}

/**
 * One hub's washers and dryers as its controllers last reported them: the free counts first, then every machine
 * with its state in words (colour is never the only signal); a stale state is dimmed, dashed and says since when.
 * Used by the signed-in Laundry Viewer and the public Location page.
 */
export function HubMachines({ hub, headingLevel = 3, headingId }: { hub: HubLike; headingLevel?: 2 | 3 | 4; headingId: string }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const machines = sortMachines(hub.machines);
  return (
    <article className="hub" aria-labelledby={headingId}>
      <header className="hub__head">
        <Heading id={headingId} className="hub__name">
          {hub.name}
        </Heading>
        <p className="hub__address">{hub.address}</p>
        <p className="hub__free">
          <span className={`hub__count${hub.free_washers ? ' hub__count--yes' : ''}`}>{freeCount(hub.free_washers, 'washer')}</span>
          <span className={`hub__count${hub.free_dryers ? ' hub__count--yes' : ''}`}>{freeCount(hub.free_dryers, 'dryer')}</span>
        </p>
      </header>
      {machines.length === 0 ? (
        <p className="hub__empty">No machines reported at this hub yet.</p>
      ) : (
        <ul className="hub__machines" aria-label={`Machines at ${hub.name}`}>
          {machines.map((m) => (
            <li key={m.code} className={`machine machine--${machineTone(m)}`} aria-label={machineSummary(m)}>
              <span className="machine__code" aria-hidden="true">
                {m.code}
              </span>
              <span className="machine__text" aria-hidden="true">
                <span className="machine__kind">{m.name ?? (m.kind === 'washer' ? 'Washer' : 'Dryer')}</span>
                <span className="machine__state">{shownState(m)}</span>
                {m.stale && m.reported_at !== null ? <span className="machine__stale">{staleText(m)}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
