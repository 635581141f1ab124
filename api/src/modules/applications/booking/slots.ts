// The invitation of an application and the interviewer's free times (shared-kernel/rules
// freeSlots over their availability and their interviews), for the slots page, booking and moving.
import type { BookingKind, InterviewMode } from 'shared-kernel/contract';
import { freeSlots, type TimeRange } from 'shared-kernel/rules';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import { badRequest, conflict, notFound } from '../../../http/errors.js';
import { availabilityOf } from './availability-service.js';

export const TAKEN_MESSAGE = 'That time has just been taken';
export const NO_INVITATION = 'No invitation to book for this application';

export type Invitation = {
  id: string;
  applicationId: string;
  interviewerId: string;
  kind: BookingKind;
  durationMinutes: number;
  mode: InterviewMode;
  hourlyRatePence: number | null;
  /** A video one's meeting link. */
  meetingUrl: string | null;
  message: string | null;
  interviewId: string | null;
  createdAt: Date;
};

/**
 * The application's newest invitation (locked inside a write), else 404. Its interviewer is the
 * current one (issue 41): the inviting member while still a member of the company, else its
 * owner, so a removed member's slots, venue and name are never offered nor booked.
 */
export async function invitationOf(db: Db, applicationId: string, lock = false) {
  const row = await kysely(db)
    .selectFrom('booking_invitations as b')
    .innerJoin('applications as a', 'a.id', 'b.application_id')
    .leftJoin('company_members as m', (join) =>
      join.onRef('m.user_id', '=', 'b.interviewer_id').onRef('m.company_id', '=', 'a.company_id'),
    )
    .select((eb) => [
      'b.id',
      'b.application_id as applicationId',
      eb.fn
        .coalesce(
          'm.user_id',
          eb
            .selectFrom('company_members as o')
            .select('o.user_id')
            .whereRef('o.company_id', '=', 'a.company_id')
            .where('o.role', '=', 'owner')
            .limit(1),
        )
        .as('interviewerId'),
      'b.kind',
      'b.duration_minutes as durationMinutes',
      'b.mode',
      'b.hourly_rate_pence as hourlyRatePence',
      'b.meeting_url as meetingUrl',
      'b.message',
      'b.interview_id as interviewId',
      'b.created_at as createdAt',
    ])
    .where('b.application_id', '=', applicationId)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(1)
    .$if(lock, (qb) => qb.forUpdate('b'))
    .executeTakeFirst();
  // No member to hold it (a company always has an owner, so never in practice): none to book.
  if (!row || row.interviewerId === null) throw notFound(NO_INVITATION);
  // kind and mode: CHECKed in 025_booking.sql against these vocabularies.
  return { ...row, createdAt: new Date(row.createdAt) } as Invitation;
}

/** The interviewer's interviews and trials that are not cancelled and not over, but `except`. */
async function busyTimes(db: Db, interviewerId: string, except: string | null) {
  const rows = await kysely(db)
    .selectFrom('interviews')
    .select(['starts_at', 'ends_at'])
    .where('interviewer_id', '=', interviewerId)
    .where('status', '!=', 'cancelled')
    .where('ends_at', '>', new Date())
    .$if(except !== null, (qb) => qb.where('id', '!=', except!))
    .execute();
  return rows.map((row): TimeRange => ({
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
  }));
}

/** The free slots of `durationMinutes` with the interviewer (leaving out `except`, when moving). */
export async function slotsWith(
  db: Db,
  interviewerId: string,
  durationMinutes: number,
  except: string | null = null,
  options: { ignoreBusy?: boolean } = {},
) {
  const availability = await availabilityOf(db, interviewerId);
  const busy = options.ignoreBusy ? [] : await busyTimes(db, interviewerId, except);
  const slots = freeSlots({ rules: availability, durationMinutes, busy, now: new Date() });
  return { availability, slots };
}

/**
 * Checks a chosen start: 400 naming startsAt when the interviewer's hours, notice and horizon do
 * not offer it at all; 409 when another interview or trial holds it (or its buffer). Two
 * bookings at once both pass this read; the exclusion constraint then lets one of them through.
 */
export async function checkChosenStart(
  db: Db,
  interviewerId: string,
  durationMinutes: number,
  startsAt: string,
  except: string | null,
) {
  const at = new Date(startsAt).getTime();
  const offered = await slotsWith(db, interviewerId, durationMinutes, except, { ignoreBusy: true });
  if (!offered.slots.some((slot) => slot.startsAt.getTime() === at)) {
    throw badRequest('Starts at must be one of the offered times', 'startsAt');
  }
  const free = await slotsWith(db, interviewerId, durationMinutes, except);
  if (!free.slots.some((slot) => slot.startsAt.getTime() === at)) {
    throw conflict(TAKEN_MESSAGE, 'startsAt');
  }
  return offered.availability;
}
