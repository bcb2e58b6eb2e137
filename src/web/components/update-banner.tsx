import { patchPwa, pwaStore } from '#web/lib/pwa';
import './update-banner.css';

/**
 * "A new version is ready" (ADR 058): the service worker's next version is installed and waiting; Reload lets it take
 * over and reloads the page once, Later keeps the current one until the next visit. Announced politely, never focused:
 * it must not interrupt what the customer is doing.
 */
export function UpdateBanner() {
  const reload = () => {
    const apply = pwaStore.get().applyUpdate;
    if (apply) apply();
    else window.location.reload();
  };
  return (
    <section className="update-banner" role="status" aria-labelledby="update-banner-title">
      <p id="update-banner-title" className="update-banner__text">
        A new version is ready.
      </p>
      <div className="update-banner__actions">
        <button type="button" className="btn btn--accent btn--small" onClick={reload}>
          Reload
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => patchPwa({ applyUpdate: null })}>
          Later
        </button>
      </div>
    </section>
  );
}
