// Availability as the API stores it: '<weekday>_<part>' tokens, 7 days × 4 day parts.
export const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const DAY_PARTS = ['morning', 'afternoon', 'evening', 'late'] as const;
export type Day = (typeof DAYS)[number];
export type DayPart = (typeof DAY_PARTS)[number];
export const slotOf = (day: Day, part: DayPart) => `${day}_${part}`;

/** In the order of the week, without repeats. */
export function sortSlots(slots: Iterable<string>): string[] {
  const chosen = new Set(slots);
  return DAYS.flatMap((d) => DAY_PARTS.map((p) => slotOf(d, p))).filter((s) => chosen.has(s));
}
