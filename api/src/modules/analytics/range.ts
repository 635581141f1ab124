import {
  addCalendarDays,
  calendarDaysBetween,
  isCalendarDay,
  londonDay,
} from 'shared-kernel/rules';
import { badRequest } from '../../http/errors.js';

// The date range of the analytics: whole calendar days, both ends included; "today" is London's.

export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;

function parseDay(value: string, field: string): string {
  if (!isCalendarDay(value))
    throw badRequest(`${field === 'from' ? 'From' : 'To'} must be a date (YYYY-MM-DD)`, field);
  return value;
}

export type DayRange = { from: string; to: string; days: number };

/** The range asked for; by default the last 30 days up to today (in London). */
export function dayRange(query: { from?: string; to?: string }, now = new Date()): DayRange {
  const to = query.to ? parseDay(query.to, 'to') : londonDay(now);
  const from = query.from ? parseDay(query.from, 'from') : addCalendarDays(to, -(DEFAULT_DAYS - 1));
  if (to < from) throw badRequest('To must be on or after from', 'to');
  const days = calendarDaysBetween(from, to) + 1;
  if (days > MAX_DAYS) throw badRequest(`The range must be at most ${MAX_DAYS} days`, 'from');
  return { from, to, days };
}
