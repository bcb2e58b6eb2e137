import { useSyncExternalStore } from 'react';

import { createStore } from './store';

/**
 * Whether the API could not be reached on the last try (the API middleware sets it when fetch itself fails and clears
 * it on any answer): a phone may say it is online with no working connection (weak signal, a captive portal).
 */
const unreachable = createStore(false);

export function markReachable(reachable: boolean): void {
  unreachable.set(!reachable);
}

/** Online as far as the app can tell: the browser says so (navigator.onLine) and the API answered last time. */
export function isOnline(): boolean {
  return (typeof navigator === 'undefined' || navigator.onLine !== false) && !unreachable.get();
}

function subscribe(listener: () => void): () => void {
  const back = () => {
    // The browser says the connection is back: worth trying again.
    unreachable.set(false);
    listener();
  };
  window.addEventListener('online', back);
  window.addEventListener('offline', listener);
  const stop = unreachable.subscribe(listener);
  return () => {
    window.removeEventListener('online', back);
    window.removeEventListener('offline', listener);
    stop();
  };
}

/** Re-renders when the connection comes or goes; true while prerendering. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
