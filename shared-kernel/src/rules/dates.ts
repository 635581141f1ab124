// Dates as the spec shows them: 'MMM d' (e.g. 'Mar 4'), and a short relative time for recent events.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'MMM d': '2026-03-04T10:00:00Z' → 'Mar 4'; an unreadable date gives '—'. */
export function formatShortDate(value: string | number | Date | null | undefined): string {
  const date = value == null ? null : toDate(value);
  if (!date) return '—';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}`;
}

/** 'just now', '5m ago', '3h ago', then 'MMM d' from a day on. */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  now: Date = new Date(),
): string {
  const date = value == null ? null : toDate(value);
  if (!date) return '—';
  const seconds = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h ago`;
  return formatShortDate(date);
}
