import { useOnline } from '#web/lib/online';
import './offline-notice.css';

const two = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "14:32" for a time today, "27 Nov, 14:32" for an earlier day (the phone's local time, 24-hour clock). */
export function formatAsOf(time: number, now = Date.now()): string {
  const at = new Date(time);
  const clock = `${two(at.getHours())}:${two(at.getMinutes())}`;
  return at.toDateString() === new Date(now).toDateString() ? clock : `${at.getDate()} ${MONTHS[at.getMonth()]}, ${clock}`;
}

export interface OfflineNoticeProps {
  /** When the figures on screen were fetched (the query's dataUpdatedAt); null or 0 when nothing is saved. */
  updatedAt: number | null | undefined;
  /** What needs the network on this screen, e.g. "Top-ups". */
  needsNetwork?: string;
}

/**
 * Shown while the phone is offline (ADR 058): the figures below are the last ones this phone saw, with their time, and
 * what cannot be done until the connection is back. Nothing while online.
 */
export function OfflineNotice({ updatedAt, needsNetwork = 'Top-ups and other changes' }: OfflineNoticeProps) {
  const online = useOnline();
  if (online) return null;
  return (
    <section className="offline-notice" role="status" aria-labelledby="offline-notice-title">
      <p id="offline-notice-title" className="offline-notice__title">
        {updatedAt ? `Offline — as of ${formatAsOf(updatedAt)}` : 'Offline'}
      </p>
      <p className="offline-notice__text">
        {updatedAt
          ? `You are seeing the last figures this phone saved. ${needsNetwork} need an internet connection.`
          : `Nothing is saved on this phone yet. Connect to the internet to see your account. ${needsNetwork} need a connection too.`}
      </p>
    </section>
  );
}

/** The text actions show while offline instead of failing (e.g. as a disabled button's description). */
export const NEEDS_CONNECTION = 'You are offline: this needs an internet connection.';

/**
 * The sign-in screen while offline (ADR 062): signing in needs the network, said before the customer tries. Nothing
 * while online.
 */
export function OfflineSignInNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <section className="offline-notice" role="status" aria-labelledby="offline-sign-in-title">
      <p id="offline-sign-in-title" className="offline-notice__title">
        You are offline
      </p>
      <p className="offline-notice__text">Signing in needs an internet connection. Connect to the internet, then sign in.</p>
    </section>
  );
}
