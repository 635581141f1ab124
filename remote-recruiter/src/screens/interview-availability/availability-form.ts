import { AvailabilityBodySchema } from 'shared-kernel/contract';
import {
  isWebAddress,
  WALL_CLOCK_TIME,
  WEEKDAYS,
  type BookingRules,
  type Weekday,
} from 'shared-kernel/rules';
import { WEEK_TEXTS } from 'shared-kernel/ui';
import type { Availability, AvailabilityBody } from '../../booking/api';
import { AVAILABILITY } from '../../texts-booking';

// The availability form (PUT /api/me/availability) as the screen holds it: numbers as typed text,
// the week's ranges in the order of the week, and the preview's rules from whatever is typed.

export type Range = { day: Weekday; from: string; to: string };

export type AvailabilityValues = {
  venueId: string;
  weekly: Range[];
  slotMinutes: string;
  bufferMinutes: string;
  noticeHours: string;
  horizonDays: string;
  datesOff: string[];
  /** The default meeting link for video interviews ('' for none). */
  meetingUrl: string;
};

export const NUMBER_FIELDS = [
  'slotMinutes',
  'bufferMinutes',
  'noticeHours',
  'horizonDays',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** A number field's bounds, from the contract's schema (the one the API checks with). */
export function boundsOf(field: NumberField): { min: number; max: number } {
  // TypeBox keeps the options on the schema object without typing them.
  const schema = AvailabilityBodySchema.properties[field] as unknown as {
    minimum: number;
    maximum: number;
  };
  return { min: schema.minimum, max: schema.maximum };
}

const byWeek = (ranges: readonly Range[]) =>
  [...ranges].sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day));

export const valuesOf = (availability: Availability): AvailabilityValues => ({
  venueId: availability.venueId ?? '',
  weekly: byWeek(availability.weekly),
  slotMinutes: String(availability.slotMinutes),
  bufferMinutes: String(availability.bufferMinutes),
  noticeHours: String(availability.noticeHours),
  horizonDays: String(availability.horizonDays),
  datesOff: [...availability.datesOff],
  meetingUrl: availability.meetingUrl ?? '',
});

/** Empty number fields are sent as they are (NaN), so the schema names them, not a silent 0. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export const toBody = (values: AvailabilityValues): AvailabilityBody => ({
  venueId: values.venueId || null,
  weekly: values.weekly.map(({ day, from, to }) => ({ day, from, to })),
  slotMinutes: numberOf(values.slotMinutes),
  bufferMinutes: numberOf(values.bufferMinutes),
  noticeHours: numberOf(values.noticeHours),
  horizonDays: numberOf(values.horizonDays),
  datesOff: [...values.datesOff].sort(),
  meetingUrl: values.meetingUrl.trim() || null,
});

const isTime = (text: string) => WALL_CLOCK_TIME.test(text);

/**
 * The form's own checks the schema cannot make (or words better): each range ends after it
 * starts; a default meeting link, when given, is a web address.
 */
export function checkAvailability(values: AvailabilityValues) {
  const wrong = values.weekly.find(
    (range) => isTime(range.from) && isTime(range.to) && range.from >= range.to,
  );
  return {
    weekly: wrong
      ? AVAILABILITY.toAfterFrom(WEEK_TEXTS.days[wrong.day], wrong.from, wrong.to)
      : undefined,
    meetingUrl:
      values.meetingUrl.trim() && !isWebAddress(values.meetingUrl.trim())
        ? AVAILABILITY.meetingUrlRule
        : undefined,
  };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Adds a range to a day: 09:00–17:00, or the hour after that day's last range (up to 23:59). */
export function addRange(weekly: readonly Range[], day: Weekday): Range[] {
  const last = weekly.filter((range) => range.day === day).at(-1);
  const lastEnd = last && isTime(last.to) ? minutesOf(last.to) : null;
  const range =
    lastEnd === null || lastEnd >= 23 * 60
      ? { day, from: '09:00', to: '17:00' }
      : { day, from: timeOf(lastEnd), to: timeOf(Math.min(lastEnd + 60, 23 * 60 + 59)) };
  return byWeek([...weekly, range]);
}

/**
 * The preview's rules from what is typed: ranges that are not yet whole or the right way round
 * are left out, and a number outside its bounds gives no preview (null) until it is put right.
 */
export function rulesOf(values: AvailabilityValues): BookingRules | null {
  const body = toBody(values);
  const numbersOk = NUMBER_FIELDS.every((field) => {
    const { min, max } = boundsOf(field);
    const n = body[field];
    return Number.isInteger(n) && n >= min && n <= max;
  });
  if (!numbersOk) return null;
  return {
    weekly: body.weekly.filter(
      (range) => isTime(range.from) && isTime(range.to) && range.from < range.to,
    ),
    slotMinutes: body.slotMinutes,
    bufferMinutes: body.bufferMinutes,
    noticeHours: body.noticeHours,
    horizonDays: body.horizonDays,
    datesOff: body.datesOff ?? [],
  };
}
