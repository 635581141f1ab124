// The candidate's side of a booking: the free slots of their invitation, booking one, moving a
// booked one and cancelling it. One winner per time: the interviews' exclusion constraint
// (025_booking.sql) refuses the second booking of a time, answered 409 TAKEN_MESSAGE.
import type { BookingKind, BookingSlots, Interview } from 'shared-kernel/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import { conflict, forbidden } from '../../../http/errors.js';
import { createNotifications, type Written } from '../../notifications/index.js';
import {
  findInterview,
  serializeInterview,
  undoInterviewedIfNoneLeft,
  type Viewer,
} from '../interviews-service.js';
import { findApplication, fullName, isoTime, setStatus } from '../store.js';
import { statusAfterInterview } from '../transitions.js';
import { bookedMessages, withArticle, type Booked } from './messages.js';
import { checkChosenStart, invitationOf, slotsWith } from './slots.js';
import { takingTheTime } from './taken.js';

const candidateViewer = (candidateId: string): Viewer => ({
  id: candidateId,
  userType: 'candidate',
  companyId: null,
});

/** Where an in-person interview or trial is: the interviewer's venue, in one line. */
async function venueOf(db: Db, venueId: string | null) {
  if (venueId === null) return null;
  const venue = await kysely(db)
    .selectFrom('venues')
    .select(['name', 'address_line', 'city', 'postcode'])
    .where('id', '=', venueId)
    .executeTakeFirst();
  return venue ?? null;
}

const placeOf = (venue: Awaited<ReturnType<typeof venueOf>>) =>
  venue
    ? [venue.name, venue.address_line, [venue.city, venue.postcode].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : null;

const userName = async (db: Db, userId: string) => {
  const row = await kysely(db)
    .selectFrom('users as u')
    .select((eb) => fullName(eb.ref('u.first_name'), eb.ref('u.last_name')).as('name'))
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.name;
};

/** A booked interview with what its messages and .ics say. */
export async function bookedOf(db: Db, id: string): Promise<Booked> {
  const row = await kysely(db)
    .selectFrom('interviews as i')
    .innerJoin('applications as a', 'a.id', 'i.application_id')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .innerJoin('users as u', 'u.id', 'i.candidate_id')
    // The interviewer only while a member of the company (issue 41): nobody else is told.
    .leftJoin('company_members as m', (join) =>
      join.onRef('m.user_id', '=', 'i.interviewer_id').onRef('m.company_id', '=', 'i.company_id'),
    )
    .select((eb) => [
      'i.id',
      'i.application_id',
      'i.candidate_id',
      'm.user_id as interviewer_id',
      'i.interviewer_name',
      'i.kind',
      'i.hourly_rate_pence',
      'i.starts_at',
      'i.duration_minutes',
      'i.mode',
      'i.location',
      'i.meeting_url',
      'i.status',
      'i.sequence',
      'j.title as job_title',
      'c.name as company_name',
      fullName(eb.ref('u.first_name'), eb.ref('u.last_name')).as('candidate_name'),
    ])
    .where('i.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    applicationId: row.application_id,
    candidateId: row.candidate_id,
    candidateName: row.candidate_name,
    // '' when it has none: a deleted user, or one no longer a member (their messages are dropped).
    interviewerId: row.interviewer_id ?? '',
    interviewerName: row.interviewer_name,
    jobTitle: row.job_title,
    companyName: row.company_name,
    kind: row.kind as BookingKind,
    hourlyRatePence: row.hourly_rate_pence,
    startsAt: new Date(row.starts_at),
    durationMinutes: row.duration_minutes,
    place:
      row.mode === 'video' ? row.meeting_url : row.mode === 'phone' ? 'Phone call' : row.location,
    meetingUrl: row.mode === 'video' ? row.meeting_url : null,
    cancelled: row.status === 'cancelled',
    sequence: row.sequence,
  };
}

/** GET /api/applications/:id/slots: the candidate's invitation and its free times. */
export async function slotsOfInvitation(
  db: Db,
  candidateId: string,
  applicationId: string,
): Promise<BookingSlots> {
  const application = await findApplication(db, applicationId, { candidateId });
  const invitation = await invitationOf(db, application.id);
  const booked = invitation.interviewId
    ? await findInterview(db, candidateViewer(candidateId), invitation.interviewId)
    : null;
  const live = booked && booked.status !== 'cancelled' ? booked : null;
  // While booked, the times offered are those it may move to (its own time left out of the busy).
  const { availability, slots } = await slotsWith(
    db,
    invitation.interviewerId,
    invitation.durationMinutes,
    live?.id ?? null,
  );
  const venue = await venueOf(db, availability.venueId);
  return {
    kind: invitation.kind,
    durationMinutes: invitation.durationMinutes,
    ...(invitation.hourlyRatePence !== null && { hourlyRate: invitation.hourlyRatePence / 100 }),
    slots: slots.map((slot) => ({
      startsAt: isoTime(slot.startsAt),
      endsAt: isoTime(slot.endsAt),
    })),
    mode: invitation.mode,
    meetingUrl: invitation.mode === 'video' ? invitation.meetingUrl : null,
    message: invitation.message,
    companyName: application.company_name,
    jobTitle: application.job_title,
    interviewerName: await userName(db, invitation.interviewerId),
    venue: venue && {
      name: venue.name,
      address: venue.address_line,
      city: venue.city,
      postcode: venue.postcode,
    },
    booked: live && serializeInterview(live),
  };
}

/** POST /api/applications/:id/book: 201 the interview; the application moves to interviewed. */
export async function bookSlot(
  db: Db,
  candidateId: string,
  applicationId: string,
  startsAt: string,
): Promise<Written<Interview>> {
  return db.transaction(async (tx) => {
    const application = await findApplication(tx, applicationId, { candidateId }, true);
    const invitation = await invitationOf(tx, application.id, true);
    if (invitation.interviewId) {
      const before = await findInterview(tx, candidateViewer(candidateId), invitation.interviewId);
      if (before.status !== 'cancelled') {
        throw conflict('This is already booked: reschedule it instead');
      }
    }
    const next = statusAfterInterview(application.status);
    if (!next) throw conflict(`Cannot book for ${withArticle(application.status)} application`);
    const { interviewerId, durationMinutes } = invitation;
    const availability = await checkChosenStart(tx, interviewerId, durationMinutes, startsAt, null);
    const interviewerName = await userName(tx, interviewerId);
    const place =
      invitation.mode === 'in_person' ? placeOf(await venueOf(tx, availability.venueId)) : null;
    const { id } = await takingTheTime(
      kysely(tx)
        .insertInto('interviews')
        .values({
          application_id: application.id,
          candidate_id: application.candidate_id,
          company_id: application.company_id,
          mode: invitation.mode,
          starts_at: startsAt,
          duration_minutes: durationMinutes,
          location: place?.slice(0, 300) ?? null,
          meeting_url: invitation.mode === 'video' ? invitation.meetingUrl : null,
          interviewer_name: interviewerName.slice(0, 120),
          interviewer_id: interviewerId,
          scheduled_by: interviewerId,
          kind: invitation.kind,
          hourly_rate_pence: invitation.hourlyRatePence,
          buffer_minutes: availability.bufferMinutes,
          self_booked: true,
          // The candidate chose this time themself: nothing left for them to confirm.
          status: 'confirmed',
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    await kysely(tx)
      .updateTable('booking_invitations')
      .set({ interview_id: id })
      .where('id', '=', invitation.id)
      .returning('id')
      .execute();
    await setStatus(tx, application, next, candidateId, 'Interview booked by the candidate');
    const row = await findInterview(tx, candidateViewer(candidateId), id);
    const events = await createNotifications(tx, bookedMessages(await bookedOf(tx, id), 'booked'));
    return { result: serializeInterview(row), events };
  });
}

/** The candidate's own booked interview, locked; 403 for one the company scheduled by hand. */
async function ownBooked(tx: Db, candidateId: string, id: string, doing: string) {
  const row = await findInterview(tx, candidateViewer(candidateId), id, true);
  const { self_booked: selfBooked } = await kysely(tx)
    .selectFrom('interviews')
    .select('self_booked')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (!selfBooked) throw forbidden(`Ask the company to ${doing} an interview they scheduled`);
  if (row.status === 'cancelled' || row.status === 'completed') {
    throw conflict(`Cannot ${doing} a ${row.status} interview`);
  }
  return row;
}

/** POST /api/interviews/:id/reschedule: to another free slot; same UID, SEQUENCE + 1. */
export async function rescheduleBooked(
  db: Db,
  candidateId: string,
  id: string,
  startsAt: string,
): Promise<Written<Interview>> {
  return db.transaction(async (tx) => {
    const before = await ownBooked(tx, candidateId, id, 'move');
    // Its interviewer while a member of the company (a removed member's were handed over).
    const { interviewer_id: interviewerId } = await kysely(tx)
      .selectFrom('interviews as i')
      .leftJoin('company_members as m', (join) =>
        join.onRef('m.user_id', '=', 'i.interviewer_id').onRef('m.company_id', '=', 'i.company_id'),
      )
      .select('m.user_id as interviewer_id')
      .where('i.id', '=', id)
      .executeTakeFirstOrThrow();
    if (!interviewerId) throw conflict('This interview has no interviewer any more');
    const availability = await checkChosenStart(
      tx,
      interviewerId,
      before.duration_minutes,
      startsAt,
      id,
    );
    await takingTheTime(
      kysely(tx)
        .updateTable('interviews')
        .set((eb) => ({
          starts_at: startsAt,
          // Chosen by the candidate, as at booking: confirmed.
          status: 'confirmed' as const,
          buffer_minutes: availability.bufferMinutes,
          sequence: eb('sequence', '+', 1),
          // The new time gets its own reminder (./reminders.ts).
          reminded_at: null,
          updated_at: sql<Date>`now()`,
        }))
        .where('id', '=', id)
        .returning('id')
        .execute(),
    );
    const row = await findInterview(tx, candidateViewer(candidateId), id);
    const events = await createNotifications(tx, bookedMessages(await bookedOf(tx, id), 'moved'));
    return { result: serializeInterview(row), events };
  });
}

/**
 * POST /api/interviews/:id/cancel by the candidate, for one they booked: the time is free again
 * at once (a cancelled interview holds nothing), the .ics says METHOD:CANCEL, and the invitation
 * may be booked again.
 */
export async function cancelBooked(
  db: Db,
  candidateId: string,
  id: string,
): Promise<Written<Interview>> {
  return db.transaction(async (tx) => {
    const before = await ownBooked(tx, candidateId, id, 'cancel');
    await kysely(tx)
      .updateTable('interviews')
      .set((eb) => ({
        status: 'cancelled' as const,
        sequence: eb('sequence', '+', 1),
        updated_at: sql<Date>`now()`,
      }))
      .where('id', '=', id)
      .returning('id')
      .execute();
    const application = await findApplication(tx, before.application_id, { candidateId }, true);
    await undoInterviewedIfNoneLeft(tx, application, candidateId);
    const row = await findInterview(tx, candidateViewer(candidateId), id);
    const events = await createNotifications(
      tx,
      bookedMessages(await bookedOf(tx, id), 'cancelled'),
    );
    return { result: serializeInterview(row), events };
  });
}
