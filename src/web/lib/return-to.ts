/**
 * Where a customer was going when the sign-in got in the way (`/login?next=/my/user/transactions`).
 *
 * Only same-origin relative paths are honoured: anything that a browser could read as another origin
 * (`//evil.example`, `/\evil.example`, `https://…`, `javascript:…`) or that carries control characters is refused,
 * so the parameter can never become an open redirect. The account screens themselves are refused too (a `next` of
 * /login would loop).
 */
export const NEXT_PARAM = 'next';

/** Where a signed-in customer goes when there is no (acceptable) `next`. */
export const DEFAULT_SIGNED_IN_PATH = '/my/user/dashboard';

const ACCOUNT_PATHS = /^\/(login|sign-up|register|verify-otp|verify-token|reset-password|my\/password\/reset)(\/|$)/i;
const PROBE_ORIGIN = 'https://return-to.invalid';

/** The path to return to, or null when `raw` is absent or not a same-origin relative path. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  // A single leading slash, then not a slash or a backslash (browsers read "/\host" as "//host").
  if (!/^\/(?![/\\])/.test(raw)) return null;
  // Backslashes and control characters (tabs and newlines are stripped by URL parsers: "/\t/evil") never.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (ACCOUNT_PATHS.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `next` of a query string (wouter's useSearch(), without "?"), made safe. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM));
}

/** Where to go after signing in: the safe `next` of the query string, else the dashboard. */
export function afterSignIn(search: string): string {
  return returnPathOf(search) ?? DEFAULT_SIGNED_IN_PATH;
}

/** `path` with `?next=…` (or `&next=…`) carrying a safe return path; unchanged when there is none. */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeReturnPath(next);
  if (!safe) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${NEXT_PARAM}=${encodeURIComponent(safe)}`;
}
