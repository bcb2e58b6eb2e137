import { useLocation, useSearch } from 'wouter';

/**
 * Filters kept in the URL's query (shareable, back button): read as strings, written by replacing the given keys
 * (an empty value removes one). Changing a filter goes back to page 1 unless the page itself is set.
 */
export function useUrlQuery(): [URLSearchParams, (changes: Record<string, string | number | undefined>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const set = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    const query = next.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
  return [params, set];
}

/** A whole number ≥ 1 from the query, else undefined. */
export const positive = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= 2147483647 ? n : undefined;
};
