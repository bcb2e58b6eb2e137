/** What kind of device and display the app runs on: shared by the install control and web push (no root-bundle code). */

/** iPhone and iPad (also iPadOS, which says "Macintosh" but has touch): no install prompt, Share → Add to Home Screen. */
export function isIos(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

/** Running from the home screen (display-mode standalone; iOS Safari's own `navigator.standalone`). */
export function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}
