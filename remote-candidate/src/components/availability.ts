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

export { AVAILABILITY_SLOTS, DAY_PARTS, WEEKDAYS as DAYS };
export type { AvailabilitySlot, DayPart, Weekday as Day };

export const slotOf = (day: Weekday, part: DayPart): AvailabilitySlot => `${day}_${part}`;

/** In the order of the week, without repeats; anything that is not a slot is dropped. */
export function sortSlots(slots: Iterable<string>): AvailabilitySlot[] {
  const chosen = new Set(slots);
  return AVAILABILITY_SLOTS.filter((slot) => chosen.has(slot));
}

/**
 * The cell a key moves to in the week grid (days across, day parts down), or null for a key
 * that does not move: arrows one step (stopping at the edges), Home/End to the row's first or
 * last day, with Ctrl (or ⌘) to the week's first or last cell.
 */
export function moveInWeek(
  slot: AvailabilitySlot,
  key: string,
  toWeekEnds = false,
): AvailabilitySlot | null {
  const [day, part] = slot.split('_') as [Weekday, DayPart];
  let d = WEEKDAYS.indexOf(day);
  let p = DAY_PARTS.indexOf(part);
  const lastDay = WEEKDAYS.length - 1;
  const lastPart = DAY_PARTS.length - 1;
  switch (key) {
    case 'ArrowRight':
      d = Math.min(d + 1, lastDay);
      break;
    case 'ArrowLeft':
      d = Math.max(d - 1, 0);
      break;
    case 'ArrowDown':
      p = Math.min(p + 1, lastPart);
      break;
    case 'ArrowUp':
      p = Math.max(p - 1, 0);
      break;
    case 'Home':
      d = 0;
      if (toWeekEnds) p = 0;
      break;
    case 'End':
      d = lastDay;
      if (toWeekEnds) p = lastPart;
      break;
    default:
      return null;
  }
  return slotOf(WEEKDAYS[d], DAY_PARTS[p]);
}
