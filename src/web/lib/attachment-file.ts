import { useEffect, useState } from 'react';
import { API_PREFIX } from '#shared/api';

/**
 * Ticket attachments are served by the API only to the ticket's owner, with the session's bearer token — never with
 * a token in the URL. A link to such a file cannot simply be followed by the browser (no Authorization header), so
 * the file is fetched with the session and shown or opened from a local `blob:` URL. Files given as `data:` or
 * `blob:` URLs (the contract's examples on the Prism mock) are used as they are.
 */

/** True when the file must be fetched with the session (an address of our own API). */
export function needsSession(url: string, origin = globalThis.location?.origin ?? 'http://localhost'): boolean {
  if (/^(data|blob):/i.test(url)) return false;
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && (parsed.pathname === API_PREFIX || parsed.pathname.startsWith(`${API_PREFIX}/`));
  } catch {
    return false;
  }
}

export class AttachmentError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AttachmentError';
  }
}

/** Whose bearer token fetches the file: the customer's session or the staff console's (ADR 043). */
export type TokenSource = () => string | null;

/** Fetches an attachment with the session; resolves to the file (its type as served). */
export async function fetchAttachment(url: string, getToken: TokenSource, signal?: AbortSignal): Promise<Blob> {
  const token = getToken();
  const request = new Request(new URL(url, globalThis.location?.origin ?? 'http://localhost'), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  const response = await fetch(request);
  if (!response.ok) {
    const text = response.status === 404 ? 'This attachment is no longer available.' : 'We could not open this attachment. Please try again.';
    throw new AttachmentError(text, response.status);
  }
  return response.blob();
}

/**
 * A local URL of an attachment for an `<img>`: the URL itself when no session is needed, else a `blob:` URL of the
 * file fetched with the session (revoked when the component goes away). `null` while loading; `failed` on an error.
 */
export function useAttachmentUrl(url: string, getToken: TokenSource, enabled = true): { src: string | null; failed: boolean } {
  const direct = !needsSession(url);
  const [state, setState] = useState<{ for: string; src: string | null; failed: boolean }>({ for: '', src: null, failed: false });
  useEffect(() => {
    if (direct || !enabled) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchAttachment(url, getToken, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ for: url, src: objectUrl, failed: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ for: url, src: null, failed: error instanceof Error });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, direct, enabled, getToken]);
  if (direct) return { src: url, failed: false };
  return state.for === url ? { src: state.src, failed: state.failed } : { src: null, failed: false };
}

/**
 * Opens an attachment in a new tab. A session-protected file is fetched first and opened from a `blob:` URL (kept
 * for a minute, enough for the new tab to read it).
 */
export async function openAttachment(url: string, getToken: TokenSource): Promise<void> {
  let href = url;
  if (needsSession(url)) {
    const blob = await fetchAttachment(url, getToken);
    href = URL.createObjectURL(blob);
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  }
  const link = document.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  document.body.append(link);
  link.click();
  link.remove();
}
