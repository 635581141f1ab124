import { tz } from '@date-fns/tz';
import { addHours, format } from 'date-fns';
import {
  addCalendarDays,
  APP_TIME_ZONE,
  calendarDaysBetween,
  daysFromToday,
  formatDateTime,
  formatDaysAgo,
  formatLongDateTime,
  formatRelativeTime,
  formatShortDate,
  isBeforeToday,
  isCalendarDay,
  londonDay,
} from './dates';

test('London is the time zone', () => {
  expect(APP_TIME_ZONE).toBe('Europe/London');
});

test("dates show as 'MMM d'", () => {
  expect(formatShortDate('2026-03-04T10:00:00Z')).toBe('Mar 4');
  expect(formatShortDate(Date.UTC(2026, 11, 25, 12))).toBe('Dec 25');
  expect(formatShortDate(new Date('2026-01-31T12:00:00Z'))).toBe('Jan 31');
  expect(formatShortDate('not a date')).toBe('—');
  expect(formatShortDate(null)).toBe('—');
  expect(formatShortDate(undefined)).toBe('—');
});

test('a moment late in a summer evening (UTC) is already the next day in London', () => {
  // 23:30 UTC on 30 June is 00:30 BST on 1 July: the day the venue lived it.
  expect(formatShortDate('2026-06-30T23:30:00Z')).toBe('Jul 1');
  expect(londonDay('2026-06-30T23:30:00Z')).toBe('2026-07-01');
  // In winter London is on UTC.
  expect(formatShortDate('2026-12-31T23:30:00Z')).toBe('Dec 31');
});

test('a calendar day from the API is shown as that day, whatever the zone', () => {
  expect(formatShortDate('2026-04-30')).toBe('Apr 30');
  expect(formatShortDate('2026-03-29')).toBe('Mar 29'); // the day the clocks go forward
});

test('times are London times', () => {
  expect(formatDateTime('2026-03-06T14:00:00Z')).toBe('Mar 6, 14:00');
  expect(formatDateTime('2026-07-06T14:00:00Z')).toBe('Jul 6, 15:00');
  expect(formatLongDateTime('2026-03-04T14:30:00Z')).toBe('Wed 4 Mar 2026, 14:30');
  expect(formatDateTime(null)).toBe('—');
});

test('recent times are relative, older ones MMM d', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  expect(formatRelativeTime('2026-11-23T11:59:30Z', now)).toBe('just now');
  expect(formatRelativeTime('2026-11-23T11:55:00Z', now)).toBe('5m ago');
  expect(formatRelativeTime('2026-11-23T09:00:00Z', now)).toBe('3h ago');
  expect(formatRelativeTime('2026-11-20T09:00:00Z', now)).toBe('Nov 20');
  expect(formatRelativeTime('2026-11-23T12:05:00Z', now)).toBe('just now');
  expect(formatRelativeTime('nonsense', now)).toBe('—');
});

test("London's today, a day some days on, and whether a day has passed", () => {
  const lateEvening = new Date('2026-06-30T23:30:00Z'); // already 1 July in London
  expect(londonDay(lateEvening)).toBe('2026-07-01');
  expect(daysFromToday(7, lateEvening)).toBe('2026-07-08');
  expect(daysFromToday(1, new Date('2026-03-28T12:00:00Z'))).toBe('2026-03-29');
  expect(isBeforeToday('2026-06-30', lateEvening)).toBe(true);
  expect(isBeforeToday('2026-07-01', lateEvening)).toBe(false);
  expect(() => londonDay('nonsense')).toThrow(RangeError);
});

test("how long ago a job was posted, in London's calendar days", () => {
  const now = new Date('2026-07-10T00:30:00Z'); // 01:30 on 10 July in London
  expect(formatDaysAgo('2026-07-09T23:10:00Z', now)).toBe('today'); // 00:10 on the 10th
  expect(formatDaysAgo('2026-07-09T22:50:00Z', now)).toBe('yesterday'); // 23:50 on the 9th
  expect(formatDaysAgo('2026-07-07T12:00:00Z', now)).toBe('3 days ago');
  expect(formatDaysAgo('2026-05-04T12:00:00Z', now)).toBe('on May 4');
  expect(formatDaysAgo(null, now)).toBe('—');
});

test('calendar days: real ones only, counted and moved across months and clock changes', () => {
  expect(isCalendarDay('2026-02-28')).toBe(true);
  expect(isCalendarDay('2026-02-30')).toBe(false);
  expect(isCalendarDay('2026-2-3')).toBe(false);
  expect(isCalendarDay('nonsense')).toBe(false);
  expect(addCalendarDays('2026-03-28', 2)).toBe('2026-03-30'); // over the clocks going forward
  expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(calendarDaysBetween('2026-03-01', '2026-03-30')).toBe(29);
  expect(calendarDaysBetween('2026-03-30', '2026-03-30')).toBe(0);
  expect(() => addCalendarDays('nonsense', 1)).toThrow(RangeError);
});

test("londonDay agrees with date-fns's London time zone at every hour across two years (both clock changes)", () => {
  const inLondon = { in: tz(APP_TIME_ZONE) };
  for (let at = Date.parse('2025-01-01T00:00:00Z'); at < Date.parse('2027-01-01T00:00:00Z');) {
    const moment = new Date(at);
    expect(londonDay(moment)).toBe(format(moment, 'yyyy-MM-dd', inLondon));
    at = addHours(moment, 1).getTime();
  }
});
