import type {
  CandidateJobFlags,
  JobPreference,
  JobPreferenceAction,
  SavedJobPage,
  SavedJobResult,
} from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { isJobOpen, JOB_CLOSED_MESSAGE, jobStatusNow } from 'shared-kernel/rules';
import { conflict, notFound } from '../../http/errors.js';
import { selectJobs } from './job-select.js';
import { screeningColumn } from './screening.js';
import { serializeJob, toIso } from './serialize.js';

// A candidate's saved jobs and likes: their own rows only. Only open jobs can be saved or liked
// (shared-kernel/src/rules/job-open.ts: not past their closing day either).

/** 404 unless the job is published and open; 409 once past its closing day (London). */
async function assertOpenJob(db: Db, jobId: string) {
  const job = await kysely(db)
    .selectFrom('jobs')
    .select((eb) => ['status', eb.cast<string | null>('closes_on', 'text').as('closes_on')])
    .where('id', '=', jobId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (!job) throw notFound('Job not found');
  if (!isJobOpen({ status: job.status, closesOn: job.closes_on }))
    throw conflict(JOB_CLOSED_MESSAGE);
}

/**
 * The candidate's own saved, liked and applied flags for these jobs, from the database now (not
 * from a cache: a save on any API process shows on the next read). Jobs not listed get all false.
 */
export async function candidateJobFlags(
  db: Db,
  candidateId: string,
  jobIds: string[],
): Promise<Map<string, Required<CandidateJobFlags>>> {
  const flags = new Map<string, Required<CandidateJobFlags>>();
  if (!jobIds.length) return flags;
  // SQL text, not Kysely: this read runs on every signed-in candidate's job search (a measured
  // hot path, see docs/api.md "Typed SQL"), one round trip for the whole page.
  const { rows } = await db.query<{ id: string; saved: boolean; liked: boolean; applied: boolean }>(
    `SELECT j.id,
       EXISTS (SELECT 1 FROM saved_jobs s WHERE s.candidate_id = $1 AND s.job_id = j.id) AS saved,
       EXISTS (SELECT 1 FROM job_preferences p
               WHERE p.candidate_id = $1 AND p.job_id = j.id AND p.action = 'like') AS liked,
       EXISTS (SELECT 1 FROM applications a WHERE a.candidate_id = $1 AND a.job_id = j.id)
         AS applied
     FROM unnest($2::uuid[]) AS j(id)`,
    [candidateId, jobIds],
  );
  for (const row of rows)
    flags.set(row.id, { saved: row.saved, liked: row.liked, applied: row.applied });
  return flags;
}

/** `items` with the candidate's flags on each (see candidateJobFlags). */
export async function withCandidateFlags<T extends { id: string }>(
  db: Db,
  candidateId: string,
  items: T[],
): Promise<(T & Required<CandidateJobFlags>)[]> {
  const flags = await candidateJobFlags(
    db,
    candidateId,
    items.map((item) => item.id),
  );
  const none = { saved: false, liked: false, applied: false };
  return items.map((item) => ({ ...item, ...(flags.get(item.id) ?? none) }));
}

export async function saveJob(db: Db, candidateId: string, jobId: string): Promise<SavedJobResult> {
  await assertOpenJob(db, jobId);
  await kysely(db)
    .insertInto('saved_jobs')
    .values({ candidate_id: candidateId, job_id: jobId })
    .onConflict((oc) => oc.constraint('saved_jobs_candidate_job_key').doNothing())
    .execute();
  return { jobId, saved: true };
}

export async function unsaveJob(db: Db, candidateId: string, jobId: string) {
  await kysely(db)
    .deleteFrom('saved_jobs')
    .where('candidate_id', '=', candidateId)
    .where('job_id', '=', jobId)
    .execute();
}

/** The candidate's saved jobs, newest saved first (closed ones too, marked by their status). */
export async function savedJobs(
  db: Db,
  candidateId: string,
  query: { page: number; pageSize: number },
): Promise<SavedJobPage> {
  const rows = await selectJobs(db)
    .select(screeningColumn)
    .innerJoin('saved_jobs as s', 's.job_id', 'j.id')
    .select('s.created_at as saved_at')
    .where('s.candidate_id', '=', candidateId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const { total } = await kysely(db)
    .selectFrom('saved_jobs')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
    .where('candidate_id', '=', candidateId)
    .executeTakeFirstOrThrow();
  const items = await withCandidateFlags(
    db,
    candidateId,
    rows.map((row) => serializeJob(row)),
  );
  return {
    items: items.map((item, i) => ({
      ...item,
      // One past its closing day shows as closed, as on the job page.
      status: jobStatusNow(item),
      saved: true as const,
      savedAt: toIso(rows[i].saved_at),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Like or dislike a job; the other of the two is removed (a job is liked or disliked, not both). */
export async function setPreference(
  db: Db,
  candidateId: string,
  jobId: string,
  action: JobPreferenceAction,
): Promise<JobPreference> {
  await assertOpenJob(db, jobId);
  await db.transaction(async (tx) => {
    await kysely(tx)
      .deleteFrom('job_preferences')
      .where('candidate_id', '=', candidateId)
      .where('job_id', '=', jobId)
      .where('action', '<>', action)
      .execute();
    await kysely(tx)
      .insertInto('job_preferences')
      .values({ candidate_id: candidateId, job_id: jobId, action })
      .onConflict((oc) => oc.constraint('job_preferences_candidate_job_action_key').doNothing())
      .execute();
  });
  return { jobId, action };
}
