// How far ahead a recruiter may set a date (issue 28): an interview, an offer's start date and
// response deadline, a job's closing date. The API refuses a date outside its window with a 400
// naming the field (interviews-service.ts, offers-service.ts, jobs/manage-service.ts); a form may
// check the same before sending. The last day of a window is a London day, like every day of the
// marketplace (./dates.ts): a deadline at the end of that day is still inside it.
import { tz } from '@date-fns/tz';
import { add, format, type Duration } from 'date-fns';
import { APP_TIME_ZONE, londonDay } from './dates.js';

/** Each window starts now (today, for a calendar day) and lasts this long. */
export const INPUT_WINDOWS = {
  /** An interview's time, when scheduled or moved. */
  interview: { years: 1 },
  /** An offer's start date. */
  offerStart: { years: 1 },
  /** An offer's response deadline. */
  offerResponse: { days: 60 },
  /** A job's closing date. */
  jobClosing: { years: 1 },
} as const satisfies Record<string, Duration>;

export type InputWindow = keyof typeof INPUT_WINDOWS;

/** Too early (before now, or before today for a day) or later than the window's last day. */
export type WindowProblem = 'past' | 'beyond';

/** The London day on which `window` ends ('YYYY-MM-DD'): a year from 4 March is 4 March. */
export function lastDayOf(window: InputWindow, now: Date = new Date()): string {
  const inLondon = { in: tz(APP_TIME_ZONE) };
  return format(add(now, INPUT_WINDOWS[window], inLondon), 'yyyy-MM-dd', inLondon);
}

/**
 * Whether an instant (an ISO date-time the contract accepted) lies after now and on or before
 * the window's last day; null when it does.
 */
export function instantOutside(
  value: string,
  window: InputWindow,
  now: Date = new Date(),
): WindowProblem | null {
  if (new Date(value).getTime() <= now.getTime()) return 'past';
  return londonDay(value) > lastDayOf(window, now) ? 'beyond' : null;
}

/** Whether a calendar day ('YYYY-MM-DD') lies between today and the window's last day. */
export function dayOutside(
  day: string,
  window: InputWindow,
  now: Date = new Date(),
): WindowProblem | null {
  if (day < londonDay(now)) return 'past';
  return day > lastDayOf(window, now) ? 'beyond' : null;
}

/** How long a window is, in words: 'a year', '60 days'. */
function lengthOf(window: InputWindow): string {
  const length: Duration = INPUT_WINDOWS[window];
  if (length.years) return length.years === 1 ? 'a year' : `${length.years} years`;
  return `${length.days} days`;
}

/** A refused date in words, naming the field by its label ('Start date must be…'). */
export const WINDOW_TEXTS = {
  pastInstant: (label: string) => `${label} must be in the future`,
  pastDay: (label: string) => `${label} must be today or later`,
  beyond: (label: string, window: InputWindow) =>
    `${label} must be at most ${lengthOf(window)} ahead`,
};
