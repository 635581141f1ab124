// The free times as the candidate reads them: by London day, each as '10:00–10:30' (London time
// whatever the phone's zone, so the day and hour are the venue's).
import { addMinutes, formatDuration, parseISO } from 'date-fns';
import { formatDate, londonDay, type DateInput } from 'shared-kernel/rules';
import type { Slot } from 'shared-kernel/contract';

export type SlotDay = {
  /** The London calendar day, 'YYYY-MM-DD'. */
  day: string;
  /** 'Monday 30 November'. */
  label: string;
  /** 'Mon 30 Nov'. */
  short: string;
  slots: Slot[];
};

const DAY_FORMAT = 'EEEE d MMMM';
const SHORT_DAY_FORMAT = 'EEE d MMM';
const TIME_FORMAT = 'HH:mm';

/** 'Monday 30 November' (London). */
export const dayLabel = (at: string) => formatDate(at, DAY_FORMAT);

/** 'Mon 30 Nov' (London): a day's tile. */
export const shortDayLabel = (at: string) => formatDate(at, SHORT_DAY_FORMAT);

/** '10:00' (London). */
export const timeLabel = (at: DateInput) => formatDate(at, TIME_FORMAT);

/** '10:00–10:30' (London). */
export const slotLabel = (slot: { startsAt: DateInput; endsAt: DateInput }) =>
  `${timeLabel(slot.startsAt)}–${timeLabel(slot.endsAt)}`;

/** 'Monday 30 November, 10:00–10:30' (London): when a booked interview or trial is. */
export const whenLabel = (startsAt: string, durationMinutes: number) =>
  `${dayLabel(startsAt)}, ${slotLabel({
    startsAt,
    endsAt: addMinutes(parseISO(startsAt), durationMinutes),
  })}`;

/** '30 minutes', '3 hours', '1 hour 30 minutes'. */
export const lengthLabel = (minutes: number) =>
  formatDuration({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });

/** The slots (in time order, as the API gives them) grouped by their London day, in order. */
export function slotsByDay(slots: readonly Slot[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const day = londonDay(slot.startsAt);
    const group = days.get(day) ?? {
      day,
      label: dayLabel(slot.startsAt),
      short: shortDayLabel(slot.startsAt),
      slots: [],
    };
    group.slots.push(slot);
    days.set(day, group);
  }
  return [...days.values()];
}
