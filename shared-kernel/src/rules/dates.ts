// Every date the front-ends show or compute, on date-fns, in the marketplace's time zone: the
// venues are in the UK, so "today", a day and a time are Europe/London's, whatever the browser's
// zone (a moment logged at 23:30 UTC on 30 June is 1 July in London). A calendar day from the API
// ('2026-04-30': closesOn, startDate) is a day, not an instant: it is shown as it is. Nothing else
// in a src file may do date arithmetic or formatting by hand (eslint.config.mjs forbids
// 86_400_000, 3_600_000, toLocaleDateString and toLocaleTimeString).
import { tz } from '@date-fns/tz';
import {
  addDays,
  differenceInSeconds,
  format,
  isValid,
  parseISO,
  type ContextOptions,
} from 'date-fns';
import { SHORT_DATE_FORMAT } from './constants.js';

export const APP_TIME_ZONE = 'Europe/London';

/** date-fns's `in` option: compute and format in London. */
const inLondon: ContextOptions<Date> = { in: tz(APP_TIME_ZONE) };

export type DateInput = string | number | Date;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const MISSING = '—';

/** A calendar day ('YYYY-MM-DD') read as that day (no time zone), or null. */
function calendarDay(value: DateInput): Date | null {
  if (typeof value !== 'string' || !CALENDAR_DAY.test(value)) return null;
  const day = parseISO(value);
  return isValid(day) ? day : null;
}

function instant(value: DateInput): Date | null {
  const date =
    value instanceof Date ? value : typeof value === 'number' ? new Date(value) : parseISO(value);
  return isValid(date) ? date : null;
}

/** `pattern` in London (a calendar day as it is); an unreadable or missing date gives '—'. */
export function formatDate(value: DateInput | null | undefined, pattern: string): string {
  if (value == null) return MISSING;
  const day = calendarDay(value);
  if (day) return format(day, pattern);
  const date = instant(value);
  return date ? format(date, pattern, inLondon) : MISSING;
}

/** 'MMM d': '2026-03-04T10:00:00Z' → 'Mar 4'; an unreadable date gives '—'. */
export function formatShortDate(value: DateInput | null | undefined): string {
  return formatDate(value, SHORT_DATE_FORMAT);
}

/** 'Mar 4, 14:30' (London time). */
export function formatDateTime(value: DateInput | null | undefined): string {
  return formatDate(value, `${SHORT_DATE_FORMAT}, HH:mm`);
}

/** 'Wed 4 Mar 2026, 14:30' (London time). */
export function formatLongDateTime(value: DateInput | null | undefined): string {
  return formatDate(value, 'EEE d MMM yyyy, HH:mm');
}

/** 'just now', '5m ago', '3h ago', then 'MMM d' from a day on. */
export function formatRelativeTime(
  value: DateInput | null | undefined,
  now: Date = new Date(),
): string {
  const date = value == null ? null : instant(value);
  if (!date) return MISSING;
  const seconds = Math.max(0, differenceInSeconds(now, date));
  if (seconds < 60) return 'just now';
  if (seconds < 60 * 60) return `${Math.floor(seconds / 60)}m ago`;
  if (seconds < 24 * 60 * 60) return `${Math.floor(seconds / (60 * 60))}h ago`;
  return formatShortDate(date);
}

/** The London calendar day of a moment ('YYYY-MM-DD'); today's by default. */
export function londonDay(value: DateInput = new Date()): string {
  const date = instant(value);
  if (!date) throw new RangeError(`Not a date: ${String(value)}`);
  return format(date, 'yyyy-MM-dd', inLondon);
}

/** The London calendar day `days` after today ('YYYY-MM-DD'): `daysFromToday(7)` for a week. */
export function daysFromToday(days: number, now: Date = new Date()): string {
  return format(addDays(now, days, inLondon), 'yyyy-MM-dd', inLondon);
}

/** Whether a calendar day ('YYYY-MM-DD') is before London's today (a closing date has passed). */
export function isBeforeToday(day: string, now: Date = new Date()): boolean {
  return day < londonDay(now);
}
