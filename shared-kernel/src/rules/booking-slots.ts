// The free times a candidate may book with a recruiter (issue 32): the recruiter's weekly ranges
// are London wall-clock times, so a 10:00 slot is 10:00 in London in March and in November; each
// day's times are made in Europe/London and only then compared as instants.
import { TZDate, tz } from '@date-fns/tz';
import { addDays, addHours, addMinutes, format } from 'date-fns';
import { WEEKDAYS, type Weekday } from '../vocabularies.js';
import { addCalendarDays, APP_TIME_ZONE, londonDay } from './dates.js';

/** One range of a weekday, 'HH:mm' to 'HH:mm' (London wall clock), `from` before `to`. */
export type WeeklyRange = { day: Weekday; from: string; to: string };

/** A recruiter's availability, as GET /api/me/availability gives it (venue aside). */
export type BookingRules = {
  weekly: readonly WeeklyRange[];
  /** Minutes between one offered start and the next. */
  slotMinutes: number;
  /** Minutes kept free after each interview or trial. */
  bufferMinutes: number;
  /** The earliest offered start is this many hours from now. */
  noticeHours: number;
  /** The last offered start is within this many days from now. */
  horizonDays: number;
  /** London calendar days ('YYYY-MM-DD') with no slots. */
  datesOff: readonly string[];
};

export type TimeRange = { startsAt: Date; endsAt: Date };

/** 'HH:mm' on the 24-hour clock, 00:00 to 23:59. */
export const WALL_CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The defaults before a recruiter saves their own (no ranges: no slots). */
export const DEFAULT_BOOKING_RULES: BookingRules = {
  weekly: [],
  slotMinutes: 30,
  bufferMinutes: 0,
  noticeHours: 24,
  horizonDays: 14,
  datesOff: [],
};

const inLondon = { in: tz(APP_TIME_ZONE) };

/** The London weekday of a calendar day. */
function weekdayOf(day: string): Weekday {
  const [y, m, d] = day.split('-').map(Number);
  // ISO day of the week: 1 is Monday.
  return WEEKDAYS[Number(format(new TZDate(y, m - 1, d, 12, 0, APP_TIME_ZONE), 'i')) - 1];
}

/** The instant of a London wall-clock time on a London calendar day. */
function londonTime(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hours, minutes, APP_TIME_ZONE).getTime());
}

/** Whether [start, end) shares a minute with a busy time or its buffer (either side's end). */
function clashes(start: Date, end: Date, busy: readonly TimeRange[], bufferMinutes: number) {
  const withBuffer = addMinutes(end, bufferMinutes);
  return busy.some(
    (other) =>
      start < addMinutes(other.endsAt, bufferMinutes) &&
      other.startsAt.getTime() < withBuffer.getTime(),
  );
}

/**
 * The free slots of `durationMinutes` in time order: starts every `slotMinutes` from the start of
 * each range of the day's weekday, ending inside it; at least `noticeHours` ahead of `now`; before
 * `now` + `horizonDays` (London days, so a clock change does not move it by an hour); never on a
 * day off; never overlapping a busy time, nor the buffer after it or after the slot.
 */
export function freeSlots(input: {
  rules: BookingRules;
  durationMinutes: number;
  busy: readonly TimeRange[];
  now: Date;
}): TimeRange[] {
  const { rules, durationMinutes, busy, now } = input;
  const earliest = addHours(now, rules.noticeHours);
  const latest = new Date(addDays(now, rules.horizonDays, inLondon).getTime());
  const daysOff = new Set(rules.datesOff);
  const starts = new Map<number, TimeRange>();
  const lastDay = londonDay(latest);
  for (let day = londonDay(now); day <= lastDay; day = addCalendarDays(day, 1)) {
    if (daysOff.has(day)) continue;
    const weekday = weekdayOf(day);
    for (const range of rules.weekly) {
      if (range.day !== weekday) continue;
      const rangeEnd = londonTime(day, range.to);
      for (
        let start = londonTime(day, range.from);
        addMinutes(start, durationMinutes) <= rangeEnd;
        start = addMinutes(start, rules.slotMinutes)
      ) {
        const end = addMinutes(start, durationMinutes);
        if (start < earliest || start >= latest) continue;
        if (clashes(start, end, busy, rules.bufferMinutes)) continue;
        // Overlapping ranges of one day offer a start once.
        starts.set(start.getTime(), { startsAt: start, endsAt: end });
      }
    }
  }
  return [...starts.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
