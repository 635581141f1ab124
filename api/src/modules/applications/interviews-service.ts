import type {
  Interview,
  InterviewList,
  InterviewMode,
  InterviewStatus,
  ScheduleInterviewBody,
} from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { NotificationEvent } from '../../events/bus.js';
import { conflict, notFound } from '../../http/errors.js';
import type { EmailAttachment } from '../mail/outbox.js';
import { HIRING, type HiringMessage } from '../mail/templates/hiring.js';
import { createNotifications, notice } from '../notifications/notify.js';
import { calendarFile } from './ics.js';
import {
  companyMemberIds,
  findApplication,
  isoTime,
  setStatus,
  stageBefore,
  type ApplicationRef,
} from './store.js';
import { statusAfterInterview } from './transitions.js';

export type { InterviewMode };
export type InterviewInput = ScheduleInterviewBody;
export type Viewer = { id: string; userType: 'candidate' | 'recruiter'; companyId: string | null };

type Written<T> = { result: T; events: NotificationEvent[] };

type InterviewRow = {
  id: string;
  application_id: string;
  candidate_id: string;
  company_id: string;
  status: InterviewStatus;
  mode: InterviewMode;
  starts_at: Date | string;
  duration_minutes: number;
  location: string | null;
  video_url: string | null;
  interviewer_name: string | null;
  updated_at: Date | string;
  job_id: string;
  job_title: string;
  company_name: string;
  candidate_name: string;
};

const SELECT_INTERVIEW = `
  SELECT i.id, i.application_id, i.candidate_id, i.company_id, i.status, i.mode, i.starts_at,
         i.duration_minutes, i.location, i.video_url, i.interviewer_name, i.updated_at,
         a.job_id, j.title AS job_title, c.name AS company_name,
         u.first_name || ' ' || u.last_name AS candidate_name
  FROM interviews i
  JOIN applications a ON a.id = i.application_id
  JOIN jobs j ON j.id = a.job_id
  JOIN companies c ON c.id = i.company_id
  JOIN users u ON u.id = i.candidate_id`;

export const serializeInterview = (row: InterviewRow): Interview => ({
  id: row.id,
  applicationId: row.application_id,
  status: row.status,
  mode: row.mode,
  startsAt: isoTime(row.starts_at),
  durationMinutes: row.duration_minutes,
  location: row.location,
  videoUrl: row.video_url,
  interviewerName: row.interviewer_name,
  job: { id: row.job_id, title: row.job_title },
  company: { id: row.company_id, name: row.company_name },
  candidate: { id: row.candidate_id, name: row.candidate_name },
});

export async function interviewsOfApplication(db: Db, applicationId: string) {
  const { rows } = await db.query<InterviewRow>(
    `${SELECT_INTERVIEW} WHERE i.application_id = $1 ORDER BY i.starts_at`,
    [applicationId],
  );
  return rows.map(serializeInterview);
}

/** The interview if the viewer is its candidate or one of its company's recruiters, else 404. */
export async function findInterview(db: Db, viewer: Viewer, id: string, lock = false) {
  const { rows } = await db.query<InterviewRow>(
    `${SELECT_INTERVIEW} WHERE i.id = $1 AND ${
      viewer.userType === 'candidate' ? 'i.candidate_id' : 'i.company_id'
    } = $2${lock ? ' FOR UPDATE OF i' : ''}`,
    [id, viewer.userType === 'candidate' ? viewer.id : viewer.companyId],
  );
  if (!rows[0]) throw notFound('Interview not found');
  return rows[0];
}

export async function listInterviews(db: Db, viewer: Viewer): Promise<InterviewList> {
  if (viewer.userType === 'recruiter' && !viewer.companyId) return { upcoming: [], past: [] };
  const { rows } = await db.query<InterviewRow>(
    `${SELECT_INTERVIEW} WHERE ${
      viewer.userType === 'candidate' ? 'i.candidate_id' : 'i.company_id'
    } = $1 ORDER BY i.starts_at LIMIT 500`,
    [viewer.userType === 'candidate' ? viewer.id : viewer.companyId],
  );
  const now = Date.now();
  const all = rows.map(serializeInterview);
  const ended = (x: (typeof all)[number]) =>
    new Date(x.startsAt).getTime() + x.durationMinutes * 60_000 < now;
  return { upcoming: all.filter((x) => !ended(x)), past: all.filter(ended).reverse() };
}

const placeOf = (row: InterviewRow) =>
  row.mode === 'video' ? row.video_url : row.mode === 'phone' ? 'Phone call' : row.location;

/** The interview as an iCalendar file (METHOD:CANCEL once cancelled). */
function calendarOf(row: InterviewRow): string {
  return calendarFile({
    uid: `interview-${row.id}@hospohire`,
    start: new Date(row.starts_at),
    durationMinutes: row.duration_minutes,
    summary: `Interview: ${row.job_title} at ${row.company_name}`,
    location: placeOf(row) ?? null,
    description: [
      `Candidate: ${row.candidate_name}`,
      row.interviewer_name ? `Interviewer: ${row.interviewer_name}` : null,
      row.video_url ? `Video link: ${row.video_url}` : null,
    ]
      .filter(Boolean)
      .join('\n'),
    cancelled: row.status === 'cancelled',
    // Each change is a later version of the same event for the calendar.
    sequence: Math.floor(new Date(row.updated_at).getTime() / 1000),
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
  place: placeOf(row),
  interviewerName: row.interviewer_name,
});

/** The candidate is told (in the app, and by e-mail with the .ics). */
const toCandidate = (row: InterviewRow, message: HiringMessage) =>
  notice(row.candidate_id, message, { attachments: [calendarAttachment(row)] });

export async function scheduleInterview(
  db: Db,
  recruiter: { id: string; companyId: string },
  applicationId: string,
  input: InterviewInput,
): Promise<Written<Interview>> {
  return db.transaction(async (tx) => {
    const application = await findApplication(
      tx,
      applicationId,
      { companyId: recruiter.companyId },
      true,
    );
    const next = statusAfterInterview(application.status);
    if (!next) {
      throw conflict(`Cannot schedule an interview for a ${application.status} application`);
    }
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO interviews (application_id, candidate_id, company_id, mode, starts_at,
                               duration_minutes, location, video_url, interviewer_name, scheduled_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        application.id,
        application.candidate_id,
        application.company_id,
        input.mode,
        input.startsAt,
        input.durationMinutes,
        input.location?.trim() || null,
        input.videoUrl?.trim() || null,
        input.interviewerName.trim(),
        recruiter.id,
      ],
    );
    await setStatus(tx, application, next, recruiter.id, 'Interview scheduled');
    const row = await findInterview(
      tx,
      { id: recruiter.id, userType: 'recruiter', companyId: recruiter.companyId },
      rows[0].id,
    );
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
  const viewer: Viewer = {
    id: recruiter.id,
    userType: 'recruiter',
    companyId: recruiter.companyId,
  };
  return db.transaction(async (tx) => {
    const before = await findInterview(tx, viewer, id, true);
    if (before.status === 'cancelled' || before.status === 'completed') {
      throw conflict(`Cannot change a ${before.status} interview`);
    }
    const moved =
      input.startsAt !== undefined &&
      new Date(input.startsAt).getTime() !== new Date(before.starts_at).getTime();
    await tx.query(
      `UPDATE interviews SET
         starts_at = coalesce($2::timestamptz, starts_at),
         duration_minutes = coalesce($3::int, duration_minutes),
         mode = coalesce($4, mode),
         location = CASE WHEN $5::boolean THEN $6 ELSE location END,
         video_url = CASE WHEN $7::boolean THEN $8 ELSE video_url END,
         interviewer_name = coalesce($9, interviewer_name),
         status = CASE WHEN $10::boolean THEN 'scheduled' ELSE status END
       WHERE id = $1`,
      [
        id,
        input.startsAt ?? null,
        input.durationMinutes ?? null,
        input.mode ?? null,
        input.location !== undefined,
        input.location?.trim() || null,
        input.videoUrl !== undefined,
        input.videoUrl?.trim() || null,
        input.interviewerName?.trim() || null,
        moved,
      ],
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
  const viewer: Viewer = {
    id: recruiter.id,
    userType: 'recruiter',
    companyId: recruiter.companyId,
  };
  return db.transaction(async (tx) => {
    const before = await findInterview(tx, viewer, id, true);
    if (before.status === 'cancelled' || before.status === 'completed') {
      throw conflict(`Cannot cancel a ${before.status} interview`);
    }
    await kysely(tx)
      .updateTable('interviews')
      .set({ status: 'cancelled' })
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
    await tx.query(`UPDATE interviews SET status = 'confirmed' WHERE id = $1`, [id]);
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
async function undoInterviewedIfNoneLeft(
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
