// Every date the front-ends show or compute, on date-fns, in the marketplace's time zone: the
// venues are in the UK, so "today", a day and a time are Europe/London's, whatever the browser's
// zone (a moment logged at 23:30 UTC on 30 June is 1 July in London). A calendar day from the API
// ('2026-04-30': closesOn, startDate) is a day, not an instant: it is shown as it is. Nothing else
// in a src file (front-ends, shared-kernel, api) may do date arithmetic or formatting by hand:
// eslint.config.mjs forbids a day or an hour in milliseconds, toLocaleDateString and
// toLocaleTimeString, a `toISOString().slice(0, 10)` day and month-name arrays.
import { tz } from '@date-fns/tz';
import {
  addDays,
  addYears,
  differenceInCalendarDays,
  differenceInSeconds,
  format,
  isValid,
  parseISO,
  type ContextOptions,
} from 'date-fns';
import { SHORT_DATE_FORMAT } from './constants.js';
import { whenIdle } from './when-idle.js';

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

let londonDayFormat: Intl.DateTimeFormat | undefined;

/**
 * A moment's London calendar day ('YYYY-MM-DD') from one cached Intl formatter. date-fns's
 * time-zone path asks Intl for the zone's offset tens of times per date (each new TZDate and
 * each step of the arithmetic): on a phone a list of ten "posted 3 days ago" cost some 30 ms.
 */
function londonDayOf(date: Date): string {
  londonDayFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = londonDayFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

// Building the first formatter of London's time loads the zone's data (a few ms, four times that
// on a phone): both (this one and date-fns's, for times) are built while the browser is idle
// after the page loads rather than inside the first list's render.
whenIdle(() => londonDayOf(new Date()));
whenIdle(() => format(new Date(), 'd', inLondon));

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

/** How long ago, in London calendar days: 'today', 'yesterday', '3 days ago', then 'on Mar 4'. */
export function formatDaysAgo(value: DateInput | null | undefined, now: Date = new Date()): string {
  const date = value == null ? null : instant(value);
  if (!date) return MISSING;
  const days = calendarDaysBetween(londonDayOf(date), londonDayOf(now));
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 30) return `${days} days ago`;
  return `on ${formatShortDate(date)}`;
}

/** The London calendar day of a moment ('YYYY-MM-DD'); today's by default. */
export function londonDay(value: DateInput = new Date()): string {
  const date = instant(value);
  if (!date) throw new RangeError(`Not a date: ${String(value)}`);
  return londonDayOf(date);
}

/** The London calendar day `days` after today ('YYYY-MM-DD'): `daysFromToday(7)` for a week. */
export function daysFromToday(days: number, now: Date = new Date()): string {
  return format(addDays(now, days, inLondon), 'yyyy-MM-dd', inLondon);
}

/** Whether a calendar day ('YYYY-MM-DD') is before London's today (a closing date has passed). */
export function isBeforeToday(day: string, now: Date = new Date()): boolean {
  return day < londonDay(now);
}

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isCalendarDay(value: string): boolean {
  const day = calendarDay(value);
  return day !== null && format(day, 'yyyy-MM-dd') === value;
}

/** The calendar day `days` after `day` (both 'YYYY-MM-DD'; negative goes back). */
export function addCalendarDays(day: string, days: number): string {
  const start = calendarDay(day);
  if (!start) throw new RangeError(`Not a calendar day: ${day}`);
  return format(addDays(start, days), 'yyyy-MM-dd');
}

/** The calendar day `years` after `day` (29 February lands on 28 February). */
export function addCalendarYears(day: string, years: number): string {
  const start = calendarDay(day);
  if (!start) throw new RangeError(`Not a calendar day: ${day}`);
  return format(addYears(start, years), 'yyyy-MM-dd');
}

/** How many calendar days `to` is after `from` (both 'YYYY-MM-DD'; 0 on the same day). */
export function calendarDaysBetween(from: string, to: string): number {
  const start = calendarDay(from);
  const end = calendarDay(to);
  if (!start || !end) throw new RangeError(`Not calendar days: ${from}, ${to}`);
  return differenceInCalendarDays(end, start);
}
