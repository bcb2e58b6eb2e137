import { useEffect, useRef, useState } from 'react';
import { MapPinIcon } from '#web/components/icons';
import { ART } from './art';

export interface MapPlace {
  /** e.g. "Abuja" */
  name: string;
  lat: number;
  lon: number;
}

/** OpenStreetMap's embeddable map around a point (its origin is allowed by the CSP's frame-src). */
export function osmEmbedUrl({ lat, lon }: MapPlace, span = 0.02): string {
  const bbox = [lon - span, lat - span * 0.6, lon + span, lat + span * 0.6].map((n) => n.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(5)},${lon.toFixed(5)}`;
}

export function osmLink({ lat, lon }: MapPlace, zoom = 15): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

/**
 * A map that costs nothing until it is wanted: an illustrated preview with a button; the OpenStreetMap embed
 * (a third-party frame) loads only when the visitor asks for it.
 */
export function MapEmbed({
  place,
  className = '',
  eager = false,
}: {
  place: MapPlace;
  className?: string;
  /** The preview is in the first screen (load it at once rather than lazily). */
  eager?: boolean;
}) {
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The button the visitor pressed is replaced by the map: keep keyboard focus there.
  useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);
  return (
    <figure className={`map-figure ${className}`.trim()}>
      <div className="map">
        {loaded ? (
          <iframe
            ref={frameRef}
            src={osmEmbedUrl(place)}
            title={`Map of ${place.name}`}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <>
            <img src={ART.mapPreview} width={600} height={360} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />
            <span className="map__pin" aria-hidden="true" />
            <button type="button" className="btn btn--light map__load" onClick={() => setLoaded(true)}>
              <MapPinIcon size={18} />
              Show map of {place.name}
            </button>
          </>
        )}
      </div>
      <figcaption className="map__note">
        {loaded ? 'Map data © OpenStreetMap contributors. ' : 'The map loads from OpenStreetMap when you ask for it. '}
        <a href={osmLink(place)} target="_blank" rel="noopener noreferrer">
          Open {place.name} in OpenStreetMap
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
