import { Suspense, lazy, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { company } from '#shared/company';
import { ClockIcon, MapPinIcon } from '#web/components/icons';
import type { PageProps } from '#web/lib/page';
import { OFFICES } from './locations';
import { MapEmbed } from './site/map-embed';
import { PageBanner } from './site/page-banner';
import './location-page.css';
import { SectionTitle } from './site/section-title';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/**
 * False until the page has loaded and the main thread is idle. (after-load.ts's hook does the same; importing it here
 * too would split it out of the home page's chunk into a chunk of its own: one more request and ~0.4 KB on "/".)
 */
function useLoadedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const w = window as IdleWindow;
    let cancelled = false;
    const done = () => !cancelled && setReady(true);
    const whenIdle = () => (w.requestIdleCallback ? w.requestIdleCallback(done, { timeout: 3000 }) : setTimeout(done, 200));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
    };
  }, []);
  return ready;
}

/** The live part (hub states): its own chunk, loaded once the page is hydrated and idle. */
const LiveHubs = lazy(() => import('./live-hubs'));

/**
 * "Free machines now": the hubs' live washers and dryers. The prerendered page (and the first client render) shows
 * the reserved slot with its waiting line; the data and its code load after hydration, when the main thread is
 * idle, into the same slot (a min-height keeps the page from jumping). The section sits below the location cards.
 */
function LiveHubsSection() {
  const ready = useLoadedAndIdle();
  const waiting = (
    <p className="live-hubs__state" role="status">
      Checking which machines are free…
    </p>
  );
  return (
    <section className="section live-hubs" aria-labelledby="live-hubs-title">
      <div className="container">
        <div className="section-head">
          <SectionTitle id="live-hubs-title" eyebrow="Live from the hubs">
            Free machines now
          </SectionTitle>
          <p>Washers and dryers free at each hub right now, as the machines last reported.</p>
        </div>
        <div className="live-hubs__slot">{ready ? <Suspense fallback={waiting}>{<LiveHubs />}</Suspense> : waiting}</div>
      </div>
    </section>
  );
}

export function LocationPage({ title }: PageProps) {
  return (
    <>
      <PageBanner
        title={title}
        crumbs={[{ label: 'Home', href: '/' }, { label: 'Our Location & Centres' }]}
        separator="/"
        lead="Our offices and laundry hubs in Nigeria and the United Kingdom."
      />
      <section className="section" aria-labelledby="locations-title">
        <div className="container">
          <div className="section-head">
            <SectionTitle id="locations-title" eyebrow="Find us">
              Our locations and centres
            </SectionTitle>
            <p>Visit an office, or find the e-laundry hub nearest to your campus or hostel.</p>
          </div>
          <div className="grid grid--3 locations">
            {OFFICES.map((office, i) => (
              <article key={office.id} className="location-card" aria-labelledby={`location-${office.id}`}>
                <MapEmbed place={office} eager={i === 0} />
                <div className="location-card__body">
                  <p className="location-card__role">{office.role}</p>
                  <h3 id={`location-${office.id}`} className="location-card__title">
                    {office.title}
                  </h3>
                  <p className="location-card__text">{office.description}</p>
                  <ul className="location-card__facts">
                    <li>
                      <MapPinIcon size={18} />
                      <address>{office.address}</address>
                    </li>
                    <li>
                      <ClockIcon size={18} />
                      <span>{company.officeHours}</span>
                    </li>
                  </ul>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>
      <LiveHubsSection />
      <section className="section section--white" aria-labelledby="locations-cta">
        <div className="container">
          <div className="cta-band on-dark">
            <div>
              <h2 id="locations-cta">No hub near you yet?</h2>
              <p>Tell us where you study or live. We are opening new hubs on campuses and in hostels all the time.</p>
            </div>
            <div className="cta-band__actions">
              <Link href="/contact-us" className="btn btn--accent btn--large">
                Request a hub
              </Link>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
