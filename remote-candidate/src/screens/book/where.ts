// Where the interview or trial happens, in words: the venue and its address in person, else the
// kind of call.
import type { BookingSlots, Interview } from 'shared-kernel/contract';
import { INTERVIEWS } from '../../texts';

type Venue = NonNullable<BookingSlots['venue']>;

/** 'The Harbour, 12 Quay Street, Bristol BS1 4DJ'; the mode's name when no venue is known. */
export function whereText(mode: Interview['mode'] | undefined, venue?: Venue | null): string {
  if (mode && mode !== 'in_person') return INTERVIEWS.modes[mode];
  if (!venue) return INTERVIEWS.modes.in_person;
  const town = [venue.city, venue.postcode].filter(Boolean).join(' ');
  return [venue.name, venue.address, town].filter(Boolean).join(', ');
}

/** Where a booked one is: its own location when the employer gave one, else the venue. */
export function bookedWhereText(interview: Interview, venue?: Venue | null): string {
  if (interview.mode === 'in_person' && interview.location) return interview.location;
  return whereText(interview.mode, venue);
}

/** The video call's link of the invitation (`meetingUrl`), for a video one only. */
export const offerMeetingUrl = (offer: BookingSlots): string | null =>
  offer.mode === 'video' ? (offer.meetingUrl ?? null) : null;

/** A booked video one's link: its own when the employer set one, else the invitation's. */
export const bookedMeetingUrl = (interview: Interview, offer: BookingSlots): string | null =>
  interview.mode === 'video' ? (interview.meetingUrl ?? offer.meetingUrl ?? null) : null;
