import { useLocation, useSearch } from 'wouter';

type Changes = Record<string, string | number | undefined>;

/** How a change is written: `push` adds a history entry (the back button returns to the previous filters). */
export interface UrlQueryOptions {
  push?: boolean;
}

/**
 * The one way a staff page keeps its filters in the URL's query (shareable, back button; ADR 076): read as strings,
 * written by replacing the given keys (an empty value removes one; `{ clear: true }` starts from an empty query, for
 * a form applied whole). Changing anything but the page goes back to page 1. `href(changes)` is the same change as a
 * link (for tabs and "see every one").
 */
export function useUrlQuery(options: UrlQueryOptions = {}) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const href = (changes: Changes, { clear = false }: { clear?: boolean } = {}) => queryHref(location, clear ? '' : search, changes);
  const set = (changes: Changes, how: { clear?: boolean } = {}) => navigate(href(changes, how), { replace: !options.push });
  return [params, set, href] as const;
}

/**
 * The address `path` with the query `search` changed (in the order given; an empty value removes a key; the page
 * removed unless `changes` names it). `queryHref(path, '', state)` writes a whole state in a stable order.
 */
export function queryHref(path: string, search: string, changes: Changes): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/** A whole number ≥ 1 from the query, else undefined. */
export const positive = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= 2147483647 ? n : undefined;
};
