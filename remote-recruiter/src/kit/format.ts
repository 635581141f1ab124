import { formatDate, londonDay } from 'shared-kernel/rules';

/** 'Mar 4, 14:30' (London time). */
export { formatDateTime } from 'shared-kernel/rules';

/** 'Wednesday 4 March' for a day heading (London's day). */
export function formatDayHeading(date: Date): string {
  return formatDate(date, 'EEEE d MMMM');
}

/** The calendar day of a moment as YYYY-MM-DD: London's, as every "today" of the app. */
export const localDay = (date: Date): string => londonDay(date);

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
