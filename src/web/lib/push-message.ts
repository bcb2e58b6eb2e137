/**
 * The push alerts' interface with the service worker (ADR 058), pure so that it is tested without a worker.
 *
 * A push message's data is JSON `{ "title": string, "body"?: string, "url"?: string }`:
 *  - title: the notification's title (required; a message without one shows the app's name);
 *  - body:  its text;
 *  - url:   where a tap on it leads: a path of this site (e.g. "/my/user/dashboard"); anything else (another origin,
 *           a javascript: URL) is replaced by the dashboard.
 * Nothing secret belongs in a push message (it is shown on a locked phone): no codes, no tokens, no amounts beyond
 * what the notification says.
 */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}

export const APP_NAME = 'e-laundry';
export const DEFAULT_PUSH_URL = '/my/user/dashboard';

/** A same-origin path for `url`, or the dashboard. */
export function safePushUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string' || url.trim() === '') return DEFAULT_PUSH_URL;
  try {
    const target = new URL(url, origin);
    if (target.origin !== origin) return DEFAULT_PUSH_URL;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return DEFAULT_PUSH_URL;
  }
}

/** Reads a push message's text (JSON as above; plain text becomes the body). */
export function parsePushMessage(text: string | null | undefined, origin: string): PushMessage {
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      return { title: APP_NAME, body: text.slice(0, 200), url: DEFAULT_PUSH_URL };
    }
  }
  const record = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const title = typeof record.title === 'string' && record.title.trim() ? record.title.trim() : APP_NAME;
  const body = typeof record.body === 'string' ? record.body : '';
  return { title, body, url: safePushUrl(record.url, origin) };
}
