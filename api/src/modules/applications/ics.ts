// One interview as an RFC 5545 iCalendar file, written by ical-generator: it escapes every TEXT
// value (backslash, semicolon, comma, CR, LF — a bare CR included) and folds lines at 75 octets,
// so nothing a recruiter types (a location, a job title) can add a property to the candidate's
// calendar.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export type CalendarEvent = {
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  location: string | null;
  /** A video interview's meeting link (the event's URL). */
  url?: string | null;
  description: string | null;
  cancelled: boolean;
  stamp?: Date;
  /** Later versions of the same event (a move, a cancel) carry a higher sequence. */
  sequence?: number;
};

export function calendarFile(event: CalendarEvent): string {
  const calendar = ical({
    prodId: { company: 'HospoHire', product: 'Interviews', language: 'EN' },
    scale: 'GREGORIAN',
    method: event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: event.uid,
    stamp: event.stamp ?? new Date(),
    sequence: event.sequence ?? 0,
    // No time zone: DTSTART/DTEND are written in UTC (…Z).
    start: event.start,
    end: new Date(event.start.getTime() + event.durationMinutes * 60_000),
    summary: event.summary,
    location: event.location ?? '',
    url: event.url || null,
    description: event.description || null,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // RFC 5545: every content line ends with CRLF, the last one included.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
