import { toast, type Id } from 'react-toastify/unstyled';
import { wantToaster } from './toaster-gate';

/** Identical messages shown within this window are suppressed. */
export const DEDUPE_MS = 2000;

/**
 * A toast raised this shortly before a route change belongs to the new page: it is the answer that caused the
 * navigation ("Login successful" on the way to the dashboard, "…is not verified" on the way to the code), raised in
 * the same moment as the navigation, not something the customer saw on the old page and left behind.
 */
export const CARRY_OVER_MS = 300;

/** At most this many toasts are on screen at once (the container's `limit`; the rest wait in its queue). */
export const MAX_TOASTS = 3;

type ToastKind = 'success' | 'error' | 'info';
type ToastFn = (message: string) => Id | void;
export type ToastImpl = Record<ToastKind, ToastFn> & { dismiss?(id: Id): void };

export interface Notifier {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  /** The page changed to `path`: toasts raised on another page (and not just now) are dismissed. */
  pageChanged?(path: string): void;
}

interface Shown {
  id: Id;
  kind: ToastKind;
  path: string;
  at: number;
}

const currentPath = () => (typeof window === 'undefined' ? '' : window.location.pathname);

/**
 * Builds a notifier that
 *  - drops a message identical (same kind and text) to one shown < DEDUPE_MS ago;
 *  - on a success, dismisses the error toasts raised earlier on the same page (the form's earlier failure is
 *    answered: a failed then successful sign-in leaves only "Login successful");
 *  - on a page change, dismisses the toasts that belonged to the old page.
 */
export function createNotifier(impl: ToastImpl, windowMs = DEDUPE_MS, pathOf: () => string = currentPath): Notifier {
  const lastShown = new Map<string, number>();
  let open: Shown[] = [];
  const dismiss = (keep: (s: Shown) => boolean) => {
    const gone = open.filter((s) => !keep(s));
    open = open.filter(keep);
    for (const s of gone) impl.dismiss?.(s.id);
  };
  const show = (kind: ToastKind, message: string) => {
    const text = message.trim();
    if (!text) return;
    const key = `${kind}\u0000${text}`;
    const now = Date.now();
    const last = lastShown.get(key);
    if (last !== undefined && now - last < windowMs) return;
    lastShown.set(key, now);
    // Forget old entries so the map stays small.
    for (const [k, at] of lastShown) if (now - at >= windowMs) lastShown.delete(k);
    const path = pathOf();
    if (kind === 'success') dismiss((s) => !(s.kind === 'error' && s.path === path));
    const id = impl[kind](text);
    // Toasts close by themselves after 3 s: a list of the last minute is all that is needed.
    open = open.filter((s) => now - s.at < 60_000);
    if (id !== undefined) open.push({ id, kind, path, at: now });
  };
  return {
    success: (message) => show('success', message),
    error: (message) => show('error', message),
    info: (message) => show('info', message),
    pageChanged: (path) => {
      const now = Date.now();
      dismiss((s) => s.path === path || now - s.at < CARRY_OVER_MS);
    },
  };
}

/** The app's toasts (react-toastify; its container, app/toaster.tsx, is mounted on demand by App). */
export const notify: Notifier = createNotifier({
  success: (m) => (wantToaster(), toast.success(m)),
  error: (m) => (wantToaster(), toast.error(m)),
  info: (m) => (wantToaster(), toast.info(m)),
  dismiss: (id) => toast.dismiss(id),
});
