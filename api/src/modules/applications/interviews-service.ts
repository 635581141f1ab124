import {
  fieldLabel,
  type AttendanceMark,
  type BookingKind,
  type Interview,
  type InterviewList,
  type InterviewMode,
  type ScheduleInterviewBody,
} from 'shared-kernel/contract';
import { instantOutside, WINDOW_TEXTS } from 'shared-kernel/rules';
import { sql, type InferResult } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { EmailAttachment } from '../mail/index.js';
import { HIRING, type HiringMessage } from '../mail/index.js';
import { createNotifications, notice, type Written } from '../notifications/index.js';
import { withArticle } from './booking/messages.js';
import { takingTheTime } from './booking/taken.js';
import { calendarFile } from './ics.js';
import {
  companyMemberIds,
  findApplication,
  fullName,
  isoTime,
  setStatus,
  stageBefore,
  type ApplicationRef,
} from './store.js';
import { statusAfterInterview } from './transitions.js';

export type { InterviewMode };
export type InterviewInput = ScheduleInterviewBody;
export type Viewer = { id: string; userType: 'candidate' | 'recruiter'; companyId: string | null };

/** A recruiter of a company, as the reads of interviews and offers take a viewer. */
export const recruiterViewer = (recruiter: { id: string; companyId: string }): Viewer => ({
  id: recruiter.id,
  userType: 'recruiter',
  companyId: recruiter.companyId,
});

/** An interview with its job, company and candidate: add the WHERE (and ORDER BY) to it. */
const selectInterview = (db: Db) =>
  kysely(db)
    .selectFrom('interviews as i')
    .innerJoin('applications as a', 'a.id', 'i.application_id')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .innerJoin('users as u', 'u.id', 'i.candidate_id')
    .select((eb) => [
      'i.id',
      'i.application_id',
      'i.candidate_id',
      'i.company_id',
      'i.status',
      'i.mode',
      'i.starts_at',
      'i.duration_minutes',
      'i.location',
      'i.meeting_url',
      'i.interviewer_name',
      'i.updated_at',
      'i.kind',
      'i.hourly_rate_pence',
      'i.interviewer_id',
      'i.self_booked',
      'i.attendance',
      'i.sequence',
      'a.job_id',
      'j.title as job_title',
      'c.name as company_name',
      fullName(eb.ref('u.first_name'), eb.ref('u.last_name')).as('candidate_name'),
    ]);

type InterviewRow = InferResult<ReturnType<typeof selectInterview>>[number];

/** The column that says whose the interview is, and the viewer's value for it. */
const ownerOf = (viewer: Viewer) =>
  viewer.userType === 'candidate'
    ? (['i.candidate_id', viewer.id] as const)
    : (['i.company_id', viewer.companyId] as const);

/** A video interview's link (null for the other modes, whatever the row keeps). */
const linkOf = (row: Pick<InterviewRow, 'mode' | 'meeting_url'>) =>
  row.mode === 'video' ? row.meeting_url : null;

export const serializeInterview = (row: InterviewRow): Interview => ({
  id: row.id,
  applicationId: row.application_id,
  status: row.status,
  mode: row.mode,
  startsAt: isoTime(row.starts_at),
  durationMinutes: row.duration_minutes,
  location: row.location,
  meetingUrl: linkOf(row),
  interviewerName: row.interviewer_name,
  job: { id: row.job_id, title: row.job_title },
  company: { id: row.company_id, name: row.company_name },
  candidate: { id: row.candidate_id, name: row.candidate_name },
  kind: row.kind as BookingKind,
  hourlyRate: row.hourly_rate_pence === null ? null : row.hourly_rate_pence / 100,
  interviewerId: row.interviewer_id,
  selfBooked: row.self_booked,
  attendance: row.attendance as AttendanceMark | null,
});

export async function interviewsOfApplication(db: Db, applicationId: string) {
  const rows = await selectInterview(db)
    .where('i.application_id', '=', applicationId)
    .orderBy('i.starts_at')
    .execute();
  return rows.map(serializeInterview);
}

/** The interview if the viewer is its candidate or one of its company's recruiters, else 404. */
export async function findInterview(db: Db, viewer: Viewer, id: string, lock = false) {
  const [column, owner] = ownerOf(viewer);
  // A recruiter without a company owns no interview (`company_id = NULL` matches no row).
  const row =
    owner === null
      ? undefined
      : await selectInterview(db)
          .where('i.id', '=', id)
          .where(column, '=', owner)
          .$if(lock, (qb) => qb.forUpdate('i'))
          .executeTakeFirst();
  if (!row) throw notFound('Interview not found');
  return row;
}

export async function listInterviews(db: Db, viewer: Viewer): Promise<InterviewList> {
  const [column, owner] = ownerOf(viewer);
  if (!owner) return { upcoming: [], past: [] };
  const rows = await selectInterview(db)
    .where(column, '=', owner)
    .orderBy('i.starts_at')
    .limit(500)
    .execute();
  const now = Date.now();
  const all = rows.map(serializeInterview);
  const ended = (x: (typeof all)[number]) =>
    new Date(x.startsAt).getTime() + x.durationMinutes * 60_000 < now;
  return { upcoming: all.filter((x) => !ended(x)), past: all.filter(ended).reverse() };
}

const placeOf = (row: InterviewRow) =>
  row.mode === 'video' ? row.meeting_url : row.mode === 'phone' ? 'Phone call' : row.location;

/** The interview as an iCalendar file (METHOD:CANCEL once cancelled). */
function calendarOf(row: InterviewRow): string {
  return calendarFile({
    uid: `interview-${row.id}@hospohire`,
    start: new Date(row.starts_at),
    durationMinutes: row.duration_minutes,
    summary: `Interview: ${row.job_title} at ${row.company_name}`,
    location: placeOf(row) ?? null,
    url: linkOf(row),
    description: [
      `Candidate: ${row.candidate_name}`,
      row.interviewer_name ? `Interviewer: ${row.interviewer_name}` : null,
      linkOf(row) ? `Meeting link: ${linkOf(row)}` : null,
    ]
      .filter(Boolean)
      .join('\n'),
    cancelled: row.status === 'cancelled',
    // Each move or cancel is a later version of the same event for the calendar (the row's
    // sequence: the same number the booking e-mails' .ics carry).
    sequence: row.sequence,
  });
}

/** The .ics attached to the candidate's e-mail about an interview. */
const calendarAttachment = (row: InterviewRow): EmailAttachment => ({
  filename: 'interview.ics',
  contentType: `text/calendar; charset=utf-8; method=${row.status === 'cancelled' ? 'CANCEL' : 'PUBLISH'}`,
  content: calendarOf(row),
});

const interviewWords = (row: InterviewRow) => ({
  companyName: row.company_name,
  jobTitle: row.job_title,
  startsAt: row.starts_at,
  // A video interview's place is its link, on its own line.
  place: row.mode === 'video' ? null : placeOf(row),
  meetingUrl: linkOf(row),
  interviewerName: row.interviewer_name,
});

/** The candidate is told (in the app, and by e-mail with the .ics). */
const toCandidate = (row: InterviewRow, message: HiringMessage) =>
  notice(row.candidate_id, message, { attachments: [calendarAttachment(row)] });

/** The body's meeting link, by its name or its old one (`videoUrl`); undefined when neither. */
const meetingUrlOf = (input: Partial<InterviewInput>) => {
  const url = input.meetingUrl ?? input.videoUrl;
  return url === undefined ? undefined : url.trim() || null;
};

/** A video interview needs its meeting link: 400 naming `meetingUrl`. */
function checkMeetingUrl(mode: InterviewMode, meetingUrl: string | null | undefined): void {
  if (mode === 'video' && !meetingUrl) {
    throw badRequest(`${fieldLabel('meetingUrl')} is required for a video interview`, 'meetingUrl');
  }
}

/** An interview's new time lies between now and a year ahead (INPUT_WINDOWS), else a 400. */
function checkStartsAt(startsAt: string): void {
  const problem = instantOutside(startsAt, 'interview');
  const label = fieldLabel('startsAt');
  if (problem === 'past') throw badRequest(WINDOW_TEXTS.pastInstant(label), 'startsAt');
  if (problem) throw badRequest(WINDOW_TEXTS.beyond(label, 'interview'), 'startsAt');
}

export async function scheduleInterview(
  db: Db,
  recruiter: { id: string; companyId: string },
  applicationId: string,
  input: InterviewInput,
): Promise<Written<Interview>> {
  checkStartsAt(input.startsAt);
  const meetingUrl = meetingUrlOf(input) ?? null;
  checkMeetingUrl(input.mode, meetingUrl);
  return db.transaction(async (tx) => {
    const application = await findApplication(
      tx,
      applicationId,
      { companyId: recruiter.companyId },
      true,
    );
    const next = statusAfterInterview(application.status);
    if (!next) {
      throw conflict(
        `Cannot schedule an interview for ${withArticle(application.status)} application`,
      );
    }
    const { id } = await kysely(tx)
      .insertInto('interviews')
      .values({
        application_id: application.id,
        candidate_id: application.candidate_id,
        company_id: application.company_id,
        mode: input.mode,
        starts_at: input.startsAt,
        duration_minutes: input.durationMinutes,
        location: input.location?.trim() || null,
        meeting_url: input.mode === 'video' ? meetingUrl : null,
        interviewer_name: input.interviewerName.trim(),
        scheduled_by: recruiter.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setStatus(tx, application, next, recruiter.id, 'Interview scheduled');
    const row = await findInterview(tx, recruiterViewer(recruiter), id);
    const events = await createNotifications(tx, [
      toCandidate(row, HIRING.interviewScheduled(interviewWords(row))),
    ]);
    return { result: serializeInterview(row), events };
  });
}

export async function rescheduleInterview(
  db: Db,
  recruiter: { id: string; companyId: string },
  id: string,
  input: Partial<InterviewInput>,
): Promise<Written<Interview>> {
  const viewer = recruiterViewer(recruiter);
  return db.transaction(async (tx) => {
    const before = await findInterview(tx, viewer, id, true);
    if (before.status === 'cancelled' || before.status === 'completed') {
      throw conflict(`Cannot change a ${before.status} interview`);
    }
    const moved =
      input.startsAt !== undefined &&
      new Date(input.startsAt).getTime() !== new Date(before.starts_at).getTime();
    // Only a new time is checked: a body that repeats the time (the form sends every field) may
    // still change the place of an interview whose time has come.
    if (moved) checkStartsAt(input.startsAt!);
    const meetingUrl = meetingUrlOf(input);
    // A video interview keeps a link: the one sent, else the one it has.
    checkMeetingUrl(
      input.mode ?? before.mode,
      meetingUrl === undefined ? before.meeting_url : meetingUrl,
    );
    // Only what the body sends changes; a blank interviewer name keeps the one there (as before).
    const interviewerName = input.interviewerName?.trim();
    // A booked interview moved onto another booked one of its interviewer: 409, not a 500.
    await takingTheTime(
      kysely(tx)
        .updateTable('interviews')
        .set((eb) => ({
          ...(input.startsAt !== undefined && { starts_at: input.startsAt }),
          ...(input.durationMinutes !== undefined && { duration_minutes: input.durationMinutes }),
          ...(input.mode !== undefined && { mode: input.mode }),
          ...(input.location !== undefined && { location: input.location.trim() || null }),
          ...(meetingUrl !== undefined && { meeting_url: meetingUrl }),
          ...(interviewerName && { interviewer_name: interviewerName }),
          ...(moved && { status: 'scheduled' as const, reminded_at: null }),
          // The row is written even when the body changes nothing, as before (the trigger stamped
          // updated_at then): the SET is never empty, and the calendar's sequence moves on (the
          // candidate was sent the changed .ics).
          sequence: eb('sequence', '+', 1),
          updated_at: sql<Date>`now()`,
        }))
        .where('id', '=', id)
        .returning('id')
        .execute(),
    );
    const row = await findInterview(tx, viewer, id);
    const events = await createNotifications(tx, [
      toCandidate(row, HIRING.interviewUpdated({ ...interviewWords(row), moved })),
    ]);
    return { result: serializeInterview(row), events };
  });
}

export async function cancelInterview(
  db: Db,
  recruiter: { id: string; companyId: string },
  id: string,
): Promise<Written<Interview>> {
  const viewer = recruiterViewer(recruiter);
  return db.transaction(async (tx) => {
    const before = await findInterview(tx, viewer, id, true);
    if (before.status === 'cancelled' || before.status === 'completed') {
      throw conflict(`Cannot cancel a ${before.status} interview`);
    }
    await kysely(tx)
      .updateTable('interviews')
      .set((eb) => ({ status: 'cancelled' as const, sequence: eb('sequence', '+', 1) }))
      .where('id', '=', id)
      .returning('id')
      .execute();
    const application = await findApplication(
      tx,
      before.application_id,
      { companyId: recruiter.companyId },
      true,
    );
    await undoInterviewedIfNoneLeft(tx, application, recruiter.id);
    const row = await findInterview(tx, viewer, id);
    const events = await createNotifications(tx, [
      toCandidate(row, HIRING.interviewCancelled(interviewWords(row))),
    ]);
    return { result: serializeInterview(row), events };
  });
}

export async function confirmInterview(
  db: Db,
  candidateId: string,
  id: string,
): Promise<Written<Interview>> {
  const viewer: Viewer = { id: candidateId, userType: 'candidate', companyId: null };
  return db.transaction(async (tx) => {
    const before = await findInterview(tx, viewer, id, true);
    if (before.status !== 'scheduled' && before.status !== 'confirmed') {
      throw conflict(`Cannot confirm a ${before.status} interview`);
    }
    await kysely(tx)
      .updateTable('interviews')
      .set({ status: 'confirmed' })
      .where('id', '=', id)
      .returning('id')
      .execute();
    const row = await findInterview(tx, viewer, id);
    const confirmed = HIRING.interviewConfirmed({
      jobId: row.job_id,
      jobTitle: row.job_title,
      candidateName: row.candidate_name,
      startsAt: row.starts_at,
    });
    const events = await createNotifications(
      tx,
      before.status === 'confirmed'
        ? []
        : (await companyMemberIds(tx, row.company_id)).map((userId) => notice(userId, confirmed)),
    );
    return { result: serializeInterview(row), events };
  });
}

export async function interviewCalendar(db: Db, viewer: Viewer, id: string) {
  return calendarOf(await findInterview(db, viewer, id));
}

/**
 * Cancelling the only (remaining) interview of an interviewed application puts it back to the
 * stage before (history kept): interviewed exists only with an interview.
 */
export async function undoInterviewedIfNoneLeft(
  tx: Db,
  application: ApplicationRef,
  changedBy: string,
): Promise<void> {
  if (application.status !== 'interviewed') return;
  const left = await kysely(tx)
    .selectFrom('interviews')
    .select('id')
    .where('application_id', '=', application.id)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  if (left) return;
  const back = await stageBefore(tx, application.id, 'interviewed', 'reviewed');
  await setStatus(tx, application, back, changedBy, 'Interview cancelled');
}
