import { useEffect, useRef } from 'react';

/** How long to wait for a lazily loaded page's heading before giving up (the page is then still loading). */
const WAIT_MS = 5000;

/**
 * After a route change (not on the first load), the focus moves to the new page's heading, or to main when it has
 * none, so that a screen reader announces the new page (issue 9, item 6; the shell changes document.title too).
 * When the new page has already put the focus somewhere inside main (a form's first field), it stays there.
 * Pages load lazily: the heading is awaited frame by frame, for at most WAIT_MS.
 */
export function useFocusOnNavigation(location: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // What had the focus when the route changed (the link that was followed): not a focus the new page chose.
    const trigger = document.activeElement;
    // The old page may stay on screen while the new one loads: its heading is not the one to announce.
    const oldHeading = document.querySelector<HTMLElement>('#main h1');
    const oldText = oldHeading?.textContent ?? null;
    let frame = 0;
    const started = performance.now();
    const attempt = () => {
      const main = document.getElementById('main');
      const heading = main?.querySelector<HTMLElement>('h1');
      const active = document.activeElement;
      const settled = main && active && active !== main && active !== trigger && main.contains(active);
      if (settled) return;
      const timedOut = performance.now() - started > WAIT_MS;
      // Focus in an open dialog or panel: the menu panel whose link was followed closes (and gives the focus back to
      // its button) first, so wait for it; a dialog still open after WAIT_MS keeps the focus.
      if (active?.closest('[role="dialog"]:not([inert])')) {
        if (!timedOut) frame = requestAnimationFrame(attempt);
        return;
      }
      const fresh = heading && (heading !== oldHeading || heading.textContent !== oldText);
      if (heading && (fresh || timedOut)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (timedOut) {
        main?.focus({ preventScroll: true });
        return;
      }
      frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [location]);
}
