// Availability as the API stores it: '<weekday>_<part>' tokens, 7 days × 4 day parts (the
// contract's vocabulary, shared-kernel/src/contract/vocabularies.ts).
import {
  AVAILABILITY_SLOTS,
  DAY_PARTS,
  WEEKDAYS,
  type AvailabilitySlot,
  type DayPart,
  type Weekday,
} from 'shared-kernel/rules';

export { DAY_PARTS, WEEKDAYS as DAYS };
export type { AvailabilitySlot, DayPart, Weekday as Day };

export const slotOf = (day: Weekday, part: DayPart): AvailabilitySlot => `${day}_${part}`;

/** In the order of the week, without repeats; anything that is not a slot is dropped. */
export function sortSlots(slots: Iterable<string>): AvailabilitySlot[] {
  const chosen = new Set(slots);
  return AVAILABILITY_SLOTS.filter((slot) => chosen.has(slot));
}
