import { toast } from 'react-toastify/unstyled';
import { wantToaster } from './toaster-gate';

/** Identical messages shown within this window are suppressed. */
export const DEDUPE_MS = 2000;

type ToastKind = 'success' | 'error' | 'info';
type ToastFn = (message: string) => unknown;
export type ToastImpl = Record<ToastKind, ToastFn>;

export interface Notifier {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

/** Builds a notifier that drops a message identical (same kind and text) to one shown < DEDUPE_MS ago. */
export function createNotifier(impl: ToastImpl, windowMs = DEDUPE_MS): Notifier {
  const lastShown = new Map<string, number>();
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
    impl[kind](text);
  };
  return {
    success: (message) => show('success', message),
    error: (message) => show('error', message),
    info: (message) => show('info', message),
  };
}

/** The app's toasts (react-toastify; its container, app/toaster.tsx, is mounted on demand by App). */
export const notify: Notifier = createNotifier({
  success: (m) => (wantToaster(), toast.success(m)),
  error: (m) => (wantToaster(), toast.error(m)),
  info: (m) => (wantToaster(), toast.info(m)),
});
