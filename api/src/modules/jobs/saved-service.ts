import type {
  CandidateJobFlags,
  JobPreference,
  JobPreferenceAction,
  SavedJobPage,
  SavedJobResult,
} from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { notFound } from '../../http/errors.js';
import { JOB_COLUMNS, JOB_FROM, serializeJob, toIso, type JobRow } from './serialize.js';

// A candidate's saved jobs and likes: their own rows only. Only open jobs can be saved or liked.

async function assertOpenJob(db: Db, jobId: string) {
  const job = await kysely(db)
    .selectFrom('jobs')
    .select('id')
    .where('id', '=', jobId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (!job) throw notFound('Job not found');
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
  await db.query(
    `INSERT INTO saved_jobs (candidate_id, job_id) VALUES ($1, $2)
     ON CONFLICT ON CONSTRAINT saved_jobs_candidate_job_key DO NOTHING`,
    [candidateId, jobId],
  );
  return { jobId, saved: true };
}

export async function unsaveJob(db: Db, candidateId: string, jobId: string) {
  await db.query('DELETE FROM saved_jobs WHERE candidate_id = $1 AND job_id = $2', [
    candidateId,
    jobId,
  ]);
}

/** The candidate's saved jobs, newest saved first (closed ones too, marked by their status). */
export async function savedJobs(
  db: Db,
  candidateId: string,
  query: { page: number; pageSize: number },
): Promise<SavedJobPage> {
  const { rows } = await db.query<JobRow & { saved_at: Date | string }>(
    `SELECT ${JOB_COLUMNS}, s.created_at AS saved_at
     FROM saved_jobs s JOIN ${JOB_FROM} ON j.id = s.job_id
     WHERE s.candidate_id = $1
     ORDER BY s.created_at DESC, s.id DESC LIMIT $2 OFFSET $3`,
    [candidateId, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const { rows: totals } = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM saved_jobs WHERE candidate_id = $1',
    [candidateId],
  );
  const items = await withCandidateFlags(db, candidateId, rows.map(serializeJob));
  return {
    items: items.map((item, i) => ({
      ...item,
      saved: true as const,
      savedAt: toIso(rows[i].saved_at),
    })),
    total: totals[0].total,
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
    await tx.query(
      'DELETE FROM job_preferences WHERE candidate_id = $1 AND job_id = $2 AND action <> $3',
      [candidateId, jobId, action],
    );
    await tx.query(
      `INSERT INTO job_preferences (candidate_id, job_id, action) VALUES ($1, $2, $3)
       ON CONFLICT ON CONSTRAINT job_preferences_candidate_job_action_key DO NOTHING`,
      [candidateId, jobId, action],
    );
  });
  return { jobId, action };
}
