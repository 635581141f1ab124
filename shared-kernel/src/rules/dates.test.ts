import { formatRelativeTime, formatShortDate } from './dates';

test("dates show as 'MMM d'", () => {
  expect(formatShortDate(new Date(2026, 2, 4, 10))).toBe('Mar 4');
  expect(formatShortDate(new Date(2026, 11, 25))).toBe('Dec 25');
  expect(formatShortDate('not a date')).toBe('—');
  expect(formatShortDate(null)).toBe('—');
});

test('recent times are relative, older ones MMM d', () => {
  const now = new Date(2026, 10, 23, 12, 0, 0);
  expect(formatRelativeTime(new Date(2026, 10, 23, 11, 59, 30), now)).toBe('just now');
  expect(formatRelativeTime(new Date(2026, 10, 23, 11, 55), now)).toBe('5m ago');
  expect(formatRelativeTime(new Date(2026, 10, 23, 9, 0), now)).toBe('3h ago');
  expect(formatRelativeTime(new Date(2026, 10, 20, 9, 0), now)).toBe('Nov 20');
});
