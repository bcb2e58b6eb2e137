import { useEffect, useId, useState } from 'react';
import { HubMachines } from '#web/components/hub-machines';
import { AlertIcon } from '#web/components/icons';
import { PageHeader } from '#web/components/page-header';
import type { PageProps } from '#web/lib/page';
import { VIEWER_REFRESH_MS, useHubs, useLocations } from './api';
import './laundry-viewer.css';

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** "Updated 10:02:15": when the shown states were fetched (Lagos time, as the hubs' clocks). */
export function updatedText(at: number): string {
  return at ? `Updated ${clock.format(new Date(at))}` : '';
}

/**
 * Asks again as soon as a hidden tab becomes visible when the last answer is older than the refresh interval (the
 * interval itself pauses while the tab is hidden, and the app does not refetch on window focus).
 */
export function useRefreshOnReturn(updatedAt: number, refetch: () => unknown) {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - updatedAt >= VIEWER_REFRESH_MS) void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [updatedAt, refetch]);
}

/**
 * Laundry Viewer: per hub, which washers and dryers are free now, in use (minutes left) or out of order, as the hubs
 * last reported them; a stale state says so. Refreshes itself every 30 s while visible, filterable by location.
 */
export function LaundryViewerPage({ title }: PageProps) {
  const [locationId, setLocationId] = useState<number | undefined>(undefined);
  const hubs = useHubs(locationId);
  const locations = useLocations();
  const selectId = useId();
  useRefreshOnReturn(hubs.dataUpdatedAt, hubs.refetch);
  const answer = hubs.data;
  const hubCount = answer?.data.reduce((n, l) => n + l.hubs.length, 0) ?? 0;

  let body;
  if (hubs.isPending) {
    body = (
      <div className="viewer-state" role="status">
        <span className="loader__spinner" aria-hidden="true" />
        <span>Loading the hubs…</span>
      </div>
    );
  } else if (!answer) {
    body = (
      <div className="viewer-state viewer-state--error" role="alert">
        <AlertIcon size={28} />
        <span>We could not load the hubs.</span>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => hubs.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (hubCount === 0) {
    body = <p className="viewer-state">No hubs yet{locationId ? ' in this location' : ''}</p>;
  } else {
    body = answer.data
      .filter((location) => location.hubs.length > 0)
      .map((location) => (
        <section key={location.id} className="viewer-location" aria-labelledby={`viewer-location-${location.id}`}>
          <h2 id={`viewer-location-${location.id}`} className="viewer-location__title">
            {location.name}
          </h2>
          <div className="viewer-hubs">
            {location.hubs.map((hub) => (
              <HubMachines key={hub.id} hub={hub} headingLevel={3} headingId={`viewer-hub-${hub.id}`} />
            ))}
          </div>
        </section>
      ));
  }

  return (
    <>
      <PageHeader title={title} lead="Which washers and dryers are free now at each hub." />
      <div className="viewer-toolbar">
        <div className="viewer-toolbar__filter">
          <label htmlFor={selectId}>Location</label>
          <div className="viewer-select">
            <select
              id={selectId}
              className="viewer-select__control"
              value={locationId ?? ''}
              onChange={(event) => setLocationId(event.target.value ? Number(event.target.value) : undefined)}
            >
              <option value="">All locations</option>
              {(locations.data?.data ?? []).map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="viewer-toolbar__status" aria-live="polite">
          {hubs.isError && answer ? (
            <span className="viewer-toolbar__warn">Could not refresh: showing the last states. </span>
          ) : null}
          <span>{updatedText(hubs.dataUpdatedAt)}</span>
          {answer ? <span className="viewer-toolbar__hint"> · refreshes every 30 s · older than {answer.stale_after_minutes} min is marked not updated</span> : null}
        </p>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => hubs.refetch()}
          disabled={hubs.isFetching}
          aria-busy={hubs.isFetching || undefined}
        >
          {hubs.isFetching && !hubs.isPending ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      <div className="viewer" aria-busy={hubs.isFetching || undefined}>
        {body}
      </div>
    </>
  );
}
