import type {
  ApplicationDetail,
  ApplicationHistoryEntry,
  ApplicationSummary,
  ApplyBody,
  BulkRejectBody,
  BulkRejectResult,
  CandidateApplicationList,
  ChangeStatusBody,
  JobApplicationPage,
  JobApplicationsQuery,
  StatusChange,
} from 'shared-kernel/contract';
import {
  cultureScore,
  isJobOpen,
  JOB_CLOSED_MESSAGE,
  skillsMatchPercent,
} from 'shared-kernel/rules';
import type { InferResult } from 'kysely';
import { sqlState, UNIQUE_VIOLATION, type Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { conflict, notFound } from '../../http/errors.js';
import { HIRING } from '../mail/index.js';
import {
  createNotifications,
  notice,
  type NotificationInput,
  type Written,
} from '../notifications/index.js';
import { interviewsOfApplication } from './interviews-service.js';
import { closeOpenObjects } from './final-status.js';
import { statusNotification } from './status-notification.js';
import { offersOfApplication } from './offers-service.js';
import { companyMatchJob } from '../jobs/index.js';
import { cultureAnswersOrNull } from '../culture-answers/index.js';
import { certificatesOf } from '../candidates/index.js';
import { companyMemberIds, findApplication, isoTime, setStatus } from './store.js';
import {
  canChangeStatus,
  isOpen,
  transitionMessage,
  type ApplicationStatus,
} from './transitions.js';
import { requireCompanyJob } from '../jobs/index.js';
import { newStarterProgress } from '../new-starters/index.js';
import { answersOf, knockoutsOf } from './workflows/answers.js';
import { openInvitationsOf } from './booking/open-invitations.js';
import { checkAnswers, screenApplication } from './workflows/at-apply.js';

export const ALREADY_APPLIED = 'You have already applied for this job';
export const JOB_NOT_FOUND = 'Job not found';

// ---------- candidate: apply ----------

export type ApplyInput = ApplyBody;

export async function apply(
  db: Db,
  candidate: { id: string; firstName: string; lastName: string },
  input: ApplyInput,
): Promise<Written<{ id: string }>> {
  const coverLetter = input.coverLetter?.trim() || null;
  const availability = [...new Set(input.availability ?? [])];
  try {
    return await db.transaction(async (tx) => {
      const job = await kysely(tx)
        .selectFrom('jobs')
        .select((eb) => [
          'id',
          'title',
          'company_id',
          'status',
          eb.cast<string | null>('closes_on', 'text').as('closes_on'),
        ])
        .where('id', '=', input.jobId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (!job) throw notFound(JOB_NOT_FOUND);
      // Past its closing day (London) the job no longer takes applications, though still `open`.
      if (!isJobOpen({ status: job.status, closesOn: job.closes_on }))
        throw conflict(JOB_CLOSED_MESSAGE);
      // The screening answers (issue 33): a 400 naming the question before anything is stored.
      const questions = await checkAnswers(tx, job.id, input.answers ?? []);
      const { id } = await kysely(tx)
        .insertInto('applications')
        .values({
          job_id: job.id,
          company_id: job.company_id,
          candidate_id: candidate.id,
          cover_letter: coverLetter,
          availability,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await kysely(tx)
        .insertInto('application_status_history')
        .values({
          application_id: id,
          from_status: null,
          to_status: 'applied',
          changed_by: candidate.id,
        })
        .returning('id')
        .execute();
      const message = HIRING.applicationCreated({
        jobId: job.id,
        jobTitle: job.title,
        candidateName: `${candidate.firstName} ${candidate.lastName}`,
      });
      const toCompany = (await companyMemberIds(tx, job.company_id)).map((userId) =>
        notice(userId, message),
      );
      // The job's workflow: a knock-out (rejected at once with a delay of 0) or an invitation.
      const screened = await screenApplication(
        tx,
        id,
        job.company_id,
        questions,
        input.answers ?? [],
      );
      const events = await createNotifications(tx, [...toCompany, ...screened.inputs]);
      return { result: { id }, events: [...events, ...screened.events] };
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw conflict(ALREADY_APPLIED);
    throw error;
  }
}

// ---------- reading ----------

/** An application with its job, the job's venue city and the company: add the WHERE to it. */
const selectSummary = (db: Db) =>
  kysely(db)
    .selectFrom('applications as a')
    .innerJoin('jobs as j', 'j.id', 'a.job_id')
    .leftJoin('venues as v', 'v.id', 'j.venue_id')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .select([
      'a.id',
      'a.status',
      'a.created_at',
      'a.status_changed_at',
      'a.job_id',
      'j.title as job_title',
      'v.city as location',
      'a.company_id',
      'c.name as company_name',
    ])
    // A rejection's message from the company: the note of the latest move to rejected.
    .select((eb) =>
      eb
        .case()
        .when('a.status', '=', 'rejected')
        .then(
          eb
            .selectFrom('application_status_history as h')
            .select('h.note')
            .whereRef('h.application_id', '=', 'a.id')
            .where('h.to_status', '=', 'rejected')
            .orderBy('h.created_at', 'desc')
            .orderBy('h.id', 'desc')
            .limit(1),
        )
        .else(null)
        .end()
        .as('rejection_message'),
    );

type SummaryRow = InferResult<ReturnType<typeof selectSummary>>[number];

const serializeSummary = (row: SummaryRow): ApplicationSummary => ({
  id: row.id,
  status: row.status,
  appliedAt: isoTime(row.created_at),
  statusChangedAt: isoTime(row.status_changed_at),
  job: {
    id: row.job_id,
    title: row.job_title,
    location: row.location,
    company: { id: row.company_id, name: row.company_name },
  },
  rejectionMessage: row.rejection_message,
});

/** The candidate's applications, newest first (spec section 7: a plain array). */
export async function listCandidateApplications(
  db: Db,
  candidateId: string,
): Promise<CandidateApplicationList> {
  const rows = await selectSummary(db)
    .where('a.candidate_id', '=', candidateId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(500)
    .execute();
  const progress = await newStarterProgress(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...serializeSummary(row),
    newStarter: progress.get(row.id) ?? null,
  }));
}

type HistoryRow = {
  application_id: string;
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  note: string | null;
  created_at: Date | string;
};

async function historyOf(db: Db, ids: string[]) {
  const byId = new Map<string, ApplicationHistoryEntry[]>();
  if (!ids.length) return byId;
  const rows = await kysely(db)
    .selectFrom('application_status_history')
    .select(['application_id', 'from_status', 'to_status', 'note', 'created_at'])
    .where('application_id', '=', (eb) => eb.fn.any(eb.val(ids)))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byId.get(row.application_id) ?? [];
    list.push(serializeHistory(row));
    byId.set(row.application_id, list);
  }
  return byId;
}

const serializeHistory = (row: HistoryRow): ApplicationHistoryEntry => ({
  fromStatus: row.from_status,
  status: row.to_status,
  at: isoTime(row.created_at),
  note: row.note,
});

/** One of the candidate's own applications with its job, history, interviews and offer. */
export async function candidateApplication(
  db: Db,
  candidateId: string,
  id: string,
): Promise<ApplicationDetail> {
  const row = await selectSummary(db)
    .select(['a.cover_letter', 'a.availability'])
    .where('a.id', '=', id)
    .where('a.candidate_id', '=', candidateId)
    .executeTakeFirst();
  if (!row) throw notFound('Application not found');
  const offers = await offersOfApplication(db, id);
  const progress = await newStarterProgress(db, [id]);
  return {
    ...serializeSummary(row),
    newStarter: progress.get(id) ?? null,
    answers: (await answersOf(db, [id])).get(id) ?? [],
    coverLetter: row.cover_letter,
    availability: row.availability,
    history: (await historyOf(db, [id])).get(id) ?? [],
    interviews: await interviewsOfApplication(db, id),
    offer: offers[0] ?? null,
    offers,
  };
}

// ---------- recruiter: a job's applications ----------

export async function jobApplications(
  db: Db,
  companyId: string,
  jobId: string,
  query: JobApplicationsQuery,
): Promise<JobApplicationPage> {
  const job = await companyMatchJob(db, companyId, jobId);
  const { culture } = job;
  let counting = kysely(db)
    .selectFrom('applications as a')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
    .where('a.job_id', '=', jobId);
  let reading = kysely(db)
    .selectFrom('applications as a')
    .innerJoin('users as u', 'u.id', 'a.candidate_id')
    .leftJoin('candidate_profiles as p', 'p.user_id', 'a.candidate_id')
    .leftJoin('assessments as ca', (join) =>
      join.onRef('ca.candidate_id', '=', 'a.candidate_id').on('ca.kind', '=', 'culture'),
    )
    .select([
      'a.id',
      'a.status',
      'a.cover_letter',
      'a.availability',
      'a.created_at',
      'a.status_changed_at',
      'a.candidate_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'p.skills',
      'p.city',
      'p.experience',
      'p.bio',
      'p.personality_type',
      'ca.work_pace',
      'ca.guest_interaction',
      'ca.team_size as c_team_size',
      'ca.service_approach',
      'ca.primary_values',
    ])
    .where('a.job_id', '=', jobId);
  if (query.status) {
    counting = counting.where('a.status', '=', query.status);
    reading = reading.where('a.status', '=', query.status);
  }
  const { total } = await counting.executeTakeFirstOrThrow();
  const rows = await reading
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const ids = rows.map((row) => row.id);
  const history = await historyOf(db, ids);
  const screeningAnswers = await answersOf(db, ids);
  const knockouts = await knockoutsOf(db, ids);
  const invitations = await openInvitationsOf(db, ids);
  const certificates = await certificatesOf(db, [...new Set(rows.map((r) => r.candidate_id))]);
  // The new-starter pack's progress on the card (steps only: no step data), null before an
  // accepted offer.
  const starters = await newStarterProgress(db, ids);
  return {
    items: rows.map((row) => {
      const answers = cultureAnswersOrNull({ ...row, team_size: row.c_team_size });
      return {
        id: row.id,
        status: row.status,
        appliedAt: isoTime(row.created_at),
        statusChangedAt: isoTime(row.status_changed_at),
        coverLetter: row.cover_letter,
        availability: row.availability,
        candidate: {
          id: row.candidate_id,
          firstName: row.first_name,
          lastName: row.last_name,
          name: `${row.first_name} ${row.last_name}`,
          email: row.email,
          profile: {
            skills: row.skills ?? [],
            location: row.city,
            experience: row.experience,
            bio: row.bio,
            personalityType: row.personality_type,
            certificates: certificates.get(row.candidate_id) ?? [],
          },
        },
        skillsMatch: skillsMatchPercent(job.skills, row.skills ?? []),
        cultureScore: answers ? cultureScore(answers, culture).score : null,
        history: history.get(row.id) ?? [],
        answers: screeningAnswers.get(row.id) ?? [],
        knockout: knockouts.get(row.id) ?? null,
        openInvitation: invitations.get(row.id) ?? null,
        newStarter: starters.get(row.id) ?? null,
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

// ---------- recruiter: status changes ----------

export async function changeStatus(
  db: Db,
  recruiter: { id: string; companyId: string },
  id: string,
  input: ChangeStatusBody,
): Promise<Written<StatusChange>> {
  const note = input.note?.trim() || null;
  return db.transaction(async (tx) => {
    const application = await findApplication(tx, id, { companyId: recruiter.companyId }, true);
    if (!canChangeStatus('recruiter', application.status, input.status)) {
      throw conflict(transitionMessage(application.status, input.status));
    }
    if (input.status === 'rejected') await closeOpenObjects(tx, [application.id], note);
    await setStatus(tx, application, input.status, recruiter.id, note);
    const events = await createNotifications(tx, [
      statusNotification(application, input.status, note),
    ]);
    return { result: { id, status: input.status }, events };
  });
}

export async function bulkReject(
  db: Db,
  recruiter: { id: string; companyId: string },
  jobId: string,
  input: BulkRejectBody,
): Promise<Written<BulkRejectResult>> {
  const message = input.message.trim();
  const ids = [...new Set(input.applicationIds)];
  return db.transaction(async (tx) => {
    await requireCompanyJob(tx, recruiter.companyId, jobId, JOB_NOT_FOUND);
    // Typed SQL (src/db/kysely.ts) on the transaction's tx: the row types come from the tables.
    const rows = await kysely(tx)
      .selectFrom('applications as a')
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .select([
        'a.id',
        'a.status',
        'a.candidate_id',
        'j.title as job_title',
        'c.name as company_name',
      ])
      .where('a.job_id', '=', jobId)
      .where('a.id', '=', (eb) => eb.fn.any(eb.val(ids)))
      .orderBy('a.created_at')
      .forUpdate('a')
      .execute();
    const open = rows.filter((row) => isOpen(row.status));
    await closeOpenObjects(
      tx,
      open.map((row) => row.id),
      message || null,
    );
    const inputs: NotificationInput[] = [];
    for (const application of open) {
      await setStatus(tx, application, 'rejected', recruiter.id, message || null);
      inputs.push(statusNotification(application, 'rejected', message || null));
    }
    const rejected = new Set(open.map((row) => row.id));
    const events = await createNotifications(tx, inputs);
    return {
      result: { rejected: [...rejected], skipped: ids.filter((x) => !rejected.has(x)) },
      events,
    };
  });
}
