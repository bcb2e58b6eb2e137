import { useSyncExternalStore } from 'react';

/** The year of the build (set by scripts/build-lib.mjs); the prerendered pages show it. */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();
const subscribe = () => () => {};

/**
 * The current year for the copyright line. Hydration starts from the build year (what the prerendered HTML
 * says) and React then switches to the visitor's year, so a page built last December has no mismatch.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => BUILD_YEAR);
}
