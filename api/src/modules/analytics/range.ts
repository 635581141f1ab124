import { badRequest } from '../../http/errors.js';

// The date range of the analytics: whole UTC days, both ends included.

export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function parseDay(value: string, field: string): Date {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || isoDay(date) !== value)
    throw badRequest(`${field === 'from' ? 'From' : 'To'} must be a date (YYYY-MM-DD)`, field);
  return date;
}

export type DayRange = { from: string; to: string; days: number };

/** The range asked for; by default the last 30 days up to today. */
export function dayRange(query: { from?: string; to?: string }, now = new Date()): DayRange {
  const to = query.to ? parseDay(query.to, 'to') : parseDay(isoDay(now), 'to');
  const from = query.from
    ? parseDay(query.from, 'from')
    : new Date(to.getTime() - (DEFAULT_DAYS - 1) * DAY_MS);
  if (to < from) throw badRequest('To must be on or after from', 'to');
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (days > MAX_DAYS) throw badRequest(`The range must be at most ${MAX_DAYS} days`, 'from');
  return { from: isoDay(from), to: isoDay(to), days };
}
