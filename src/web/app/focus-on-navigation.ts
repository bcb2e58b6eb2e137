
/** How long to wait for a lazily loaded page's heading before giving up (the page is then still loading). */
const WAIT_MS = 5000;

/**
 * After a route change (not on the first load), the focus moves to the new page's heading, or to main when it has
 * none, so that a screen reader announces the new page (issue 9, item 6; the shell changes document.title too).
 * When the new page has already put the focus somewhere inside main (a form's first field), it stays there.
 * Pages load lazily: the heading is awaited frame by frame, for at most WAIT_MS. This module is loaded with the first
 * route change (app/app.tsx), not with the first page.
 */
/**
 * Moves the focus to the new page's heading once it is there (its text starts with the route's `title`: the old
 * page can stay on screen while the new one loads); returns a cancel function. `trigger` had the focus when the
 * route changed (the followed link): not a focus the new page chose.
 */
export function focusNewPage(title: string, trigger: Element | null): () => void {
  {
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
      const fresh = heading && (heading.textContent ?? '').trim().startsWith(title);
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
  }
}
