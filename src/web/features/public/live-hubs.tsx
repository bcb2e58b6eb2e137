import { useEffect, useState } from 'react';
import type { paths } from '#generated/api';
import { API_PREFIX } from '#shared/api';
import { HubMachines } from '#web/components/hub-machines';

type PublicHubs = paths['/public/hubs']['get']['responses']['200']['content']['application/json'];

/** How often the public view asks again while the page is visible. */
export const PUBLIC_REFRESH_MS = 60_000;

/** GET /public/hubs with a plain fetch (public pages never load the data layer, ADR 009); null on any failure. */
export async function fetchPublicHubs(fetchImpl: typeof fetch = fetch): Promise<PublicHubs | null> {
  try {
    const res = await fetchImpl(`${API_PREFIX}/public/hubs`, { headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as PublicHubs;
    return Array.isArray(body?.data) ? body : null;
  } catch {
    return null;
  }
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * The live part of the public Location page, loaded after the page is hydrated and idle: each location's hubs with
 * their free washers and dryers, from the hubs' last reports (a stale state says so). Asks again every minute while
 * the tab is visible. Rendered inside the space the page reserved for it.
 */
export default function LiveHubs({ fetchImpl = fetch }: { fetchImpl?: typeof fetch }) {
  const [answer, setAnswer] = useState<PublicHubs | null | undefined>(undefined);

  useEffect(() => {
    let alive = true;
    const load = () =>
      void fetchPublicHubs(fetchImpl).then((next) => {
        // A failed refresh keeps what is on screen.
        if (alive) setAnswer((previous) => (next ?? (previous === undefined ? null : previous)));
      });
    load();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') load();
    }, PUBLIC_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      alive = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [fetchImpl]);

  if (answer === undefined) {
    return (
      <p className="live-hubs__state" role="status">
        Checking which machines are free…
      </p>
    );
  }
  if (answer === null) {
    return (
      <p className="live-hubs__state" role="status">
        Live machine availability is not available right now. Please check again in a moment.
      </p>
    );
  }
  const locations = answer.data.filter((l) => l.hubs.length > 0);
  if (locations.length === 0) return <p className="live-hubs__state">No hubs are reporting yet.</p>;
  return (
    <div className="live-hubs__list" aria-live="polite">
      {locations.map((location) => (
        <section key={location.name} className="live-hubs__location" aria-labelledby={`live-${slug(location.name)}`}>
          <h3 id={`live-${slug(location.name)}`} className="live-hubs__location-title">
            {location.name}
          </h3>
          <div className="live-hubs__grid">
            {location.hubs.map((hub) => (
              <HubMachines key={hub.name} hub={hub} headingLevel={4} headingId={`live-${slug(location.name)}-${slug(hub.name)}`} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
