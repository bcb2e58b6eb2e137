import { useEffect, useState } from 'react';
import { isIos } from '#web/lib/platform';
import { patchPwa, pwaStore, usePwa } from '#web/lib/pwa';
import './install-app.css';

/**
 * "Install the app" (ADR 058): the browser's own install prompt where it offers one (Chrome, Edge, Samsung Internet on
 * Android and desktop), otherwise how to add the site to the home screen by hand (iPhone: Share → Add to Home Screen).
 * The first render (also the prerendered one) shows the instructions for both phones; once mounted it shows what
 * applies to this browser.
 */
/** Shows the browser's install prompt; resolves true when the customer accepted it. */
export async function promptInstall(): Promise<boolean> {
  const event = pwaStore.get().installPrompt;
  if (!event) return false;
  // A prompt can be shown once: whatever the answer, it is spent.
  patchPwa({ installPrompt: null });
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') patchPwa({ installed: true });
  return outcome === 'accepted';
}

export function InstallApp() {
  const { installPrompt, installed } = usePwa();
  const [platform, setPlatform] = useState<'unknown' | 'ios' | 'other'>('unknown');
  const [busy, setBusy] = useState(false);
  useEffect(() => setPlatform(isIos() ? 'ios' : 'other'), []);

  if (installed) {
    return (
      <p className="install-app__done" role="status">
        The e-laundry app is installed on this device: open it from your home screen.
      </p>
    );
  }

  const install = async () => {
    setBusy(true);
    try {
      await promptInstall();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="install-app">
      {installPrompt ? (
        <button type="button" className="btn btn--primary install-app__button" onClick={install} disabled={busy}>
          Install the app
        </button>
      ) : null}
      {installPrompt ? null : (
        <ul className="install-app__steps" aria-label="How to install the app">
          {platform !== 'other' ? (
            <li>
              <strong>iPhone (Safari):</strong> tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
            </li>
          ) : null}
          {platform !== 'ios' ? (
            <li>
              <strong>Android (Chrome):</strong> open the browser menu <span aria-hidden="true">⋮</span> and tap{' '}
              <strong>Install app</strong> or <strong>Add to Home screen</strong>.
            </li>
          ) : null}
        </ul>
      )}
    </div>
  );
}
