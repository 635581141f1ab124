import { formatShortDate } from 'shared-kernel/rules';
import { DAYS, DAY_PARTS } from '../../texts';

/** 'Mar 4, 14:30' in the viewer's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${formatShortDate(date)}, ${time}`;
}

/** 'Wednesday 4 March' for a day heading. */
export function formatDayHeading(date: Date): string {
  return date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });
}

/** The local calendar day of a date as YYYY-MM-DD. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'sat_evening' → 'Sat evening'. */
export function formatAvailability(token: string): string {
  const [day, part] = token.split('_') as [keyof typeof DAYS, keyof typeof DAY_PARTS];
  return `${DAYS[day] ?? day} ${DAY_PARTS[part] ?? part}`;
}

/** 'cash handling' → 'Cash handling' (skills are stored lowercase). */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Splits 'a, b,c' into trimmed, non-empty, distinct items. */
export function splitList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}
