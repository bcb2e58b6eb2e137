/**
 * Route parameters as the SPA reads them, shared with the server, which fills them into the prerendered shells of
 * routes with parameters (src/server/plugins/spa.ts, ADR 030): both sides must read a path the same way.
 */

/** A route parameter's raw path segment, decoded ('' when absent; the raw text when it is not valid %-encoding). */
export function decodeParam(raw: string | undefined): string {
  if (!raw) return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether a parameter reads as an e-mail address (the app then shows it, e.g. /verify-otp/:email). */
export const looksLikeEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
