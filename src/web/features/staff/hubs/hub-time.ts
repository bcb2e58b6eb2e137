import { formatDateTime } from '#shared/money';

/** "just now", "3 min ago", "2 h ago", "5 days ago" — relative to `now` (the screen's clock). */
export function agoText(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

/** A last-seen cell's text and its exact time (title), or "Never". */
export const lastSeen = (iso: string | null, now?: Date) => (iso ? { text: agoText(iso, now), title: formatDateTime(iso) } : { text: 'Never', title: undefined });
