import { useEffect, useState, useSyncExternalStore } from 'react';

/*
 * The visitor's Pause / Play choice for the home page's moving parts (WCAG 2.2.2): the slider's pause button sets it
 * and the typed tagline follows it too. With prefers-reduced-motion the slider starts paused. A module-level value
 * (not a jotai atom: importing jotai here split it into a chunk of its own and cost "/" 1.6 KB of initial JS).
 */
let paused = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function setMotionPaused(next: boolean): void {
  if (paused === next) return;
  paused = next;
  for (const listener of listeners) listener();
}

/** The Pause choice; false while prerendering and hydrating. */
export function useMotionPaused(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => paused,
    () => false,
  );
}

/** False while the tab is hidden (nothing moves that nobody can see); true while prerendering and hydrating. */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState !== 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}
