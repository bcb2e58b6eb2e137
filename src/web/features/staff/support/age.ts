/**
 * How long ago, humanely: "just now", "5 min", "3 h", "2 days", "5 weeks" (the queue's Age column; the exact time is
 * in the cell's title and its <time dateTime>).
 */
export function ageText(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (!Number.isFinite(minutes)) return '—';
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  if (days < 14) return days === 1 ? '1 day' : `${days} days`;
  return `${Math.floor(days / 7)} weeks`;
}

/** "5 min ago", "just now". */
export const agoText = (iso: string, now = Date.now()) => {
  const age = ageText(iso, now);
  return age === 'just now' || age === '—' ? age : `${age} ago`;
};
