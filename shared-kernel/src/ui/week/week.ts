// The week as the API stores it: '<weekday>_<part>' tokens, 7 days × 4 day parts (the
// contract's vocabulary, shared-kernel/src/contract/vocabularies.ts): a candidate's availability
// and the day parts a job needs. The words for them are here once (WEEK_TEXTS). From the
// vocabularies file itself, not the rules' index: that would bring dates and pay into every copy of
// shared-kernel/ui (a remote's own copy loaded its own rules, date-fns and all, beside the host's).
import {
  AVAILABILITY_SLOTS,
  DAY_PARTS,
  WEEKDAYS,
  type AvailabilitySlot,
  type DayPart,
  type Weekday,
} from '../../contract/vocabularies';

export { AVAILABILITY_SLOTS, DAY_PARTS, WEEKDAYS as DAYS };
export type { AvailabilitySlot, DayPart, Weekday as Day };

export const WEEK_TEXTS = {
  days: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  },
  short: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
  parts: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening', late: 'Late' },
  /** A cell's name: "Monday morning". */
  slot: (day: string, part: string) => `${day} ${part.toLowerCase()}`,
  /** Read with the grid (one Tab stop): how to move in it and tick a day part. */
  keys: 'Arrow keys move between days and day parts; Space or Enter ticks or unticks one.',
} satisfies {
  days: Record<Weekday, string>;
  short: Record<Weekday, string>;
  parts: Record<DayPart, string>;
  slot: (day: string, part: string) => string;
  keys: string;
};

/** A token in short words: "fri_evening" → "Fri evening" (an unknown token as it is). */
export function slotLabel(token: string): string {
  const [day, part] = token.split('_') as [Weekday, DayPart];
  const dayWord = WEEK_TEXTS.short[day];
  const partWord = WEEK_TEXTS.parts[part];
  return dayWord && partWord ? WEEK_TEXTS.slot(dayWord, partWord) : token;
}

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
