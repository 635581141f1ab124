import type { JobDetail, JobPage, JobSearchQuery } from 'shared-kernel/contract';
import { cultureScore } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import type { ReadCache } from '../../http/read-cache.js';
import { notFound } from '../../http/errors.js';
import type { User } from '../auth/users.js';
import { candidateContext } from './candidate-context.js';
import { skillsMatch } from './matching.js';
import { JOB_COLUMNS, JOB_FROM, jobCulture, serializeJob, type JobRow } from './serialize.js';

// Public job search and job detail. Open jobs only (a job whose closing date has passed is left
// out even before it is closed).

export type SearchQuery = JobSearchQuery;

/** Hours in a working year: hourly pay × 1950 = annual pay (as annual_pay_*_pence). */
export const HOURS_PER_YEAR = 1950;

const ORDER = {
  newest: 'j.published_at DESC, j.id DESC',
  pay: 'j.annual_pay_max_pence DESC NULLS LAST, j.id',
  closing: 'j.closes_on ASC NULLS LAST, j.id',
} as const;

const commaList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Filters: `q` full text (title, skills, description); `location` the venue's city
 * (case-insensitive); `venueType` and `employmentType` one value or a comma list; `payMin` in
 * pounds per `payType` (yearly by default; hourly × 1950) against the job's highest annual pay;
 * `payType` also keeps only jobs paid that way; `pace`.
 */
export async function searchJobs(
  db: Db,
  query: SearchQuery,
  user: User | null,
  cache: ReadCache,
): Promise<JobPage> {
  const page = await cache.read(`jobs:${JSON.stringify(query)}`, () => publicSearch(db, query));
  if (user?.userType !== 'candidate') return page;
  const candidateId = user.id;
  const saved = await cache.read(`saved-job-ids:${candidateId}`, () =>
    savedJobIds(db, candidateId),
  );
  return { ...page, items: page.items.map((item) => ({ ...item, saved: saved.has(item.id) })) };
}

/** One page of open jobs and the total, the same for everyone (so it can be cached). */
async function publicSearch(db: Db, query: SearchQuery): Promise<JobPage> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`j.status = 'open'`, '(j.closes_on IS NULL OR j.closes_on >= current_date)'];
  if (query.q?.trim())
    where.push(`j.search_vector @@ websearch_to_tsquery('english', ${param(query.q.trim())})`);
  if (query.location?.trim()) where.push(`lower(v.city) = lower(${param(query.location.trim())})`);
  if (query.venueType) where.push(`v.venue_type = ANY(${param(commaList(query.venueType))})`);
  if (query.employmentType)
    where.push(`j.employment_type = ANY(${param(commaList(query.employmentType))})`);
  if (query.payType) where.push(`j.salary_type = ${param(query.payType)}`);
  if (query.payMin != null) {
    const annualPence = Math.round(
      query.payMin * 100 * (query.payType === 'hourly' ? HOURS_PER_YEAR : 1),
    );
    where.push(`j.annual_pay_max_pence >= ${param(annualPence)}`);
  }
  if (query.pace) where.push(`j.pace = ${param(query.pace)}`);
  const filters = where.join(' AND ');
  const countParams = [...params];

  const limit = param(query.pageSize);
  const offset = param((query.page - 1) * query.pageSize);
  const { rows } = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM ${JOB_FROM} WHERE ${filters}
     ORDER BY ${ORDER[query.sort ?? 'newest']} LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const { rows: totals } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM jobs j JOIN venues v ON v.id = j.venue_id WHERE ${filters}`,
    countParams,
  );
  return {
    items: rows.map(serializeJob),
    total: totals[0].total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every job the candidate has saved (a short list; saving or unsaving is a write). */
async function savedJobIds(db: Db, candidateId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ job_id: string }>(
    `SELECT job_id FROM saved_jobs WHERE candidate_id = $1`,
    [candidateId],
  );
  return new Set(rows.map((row) => row.job_id));
}

type DetailRow = JobRow & {
  is_member: boolean;
  saved: boolean;
  application_id: string | null;
};

/**
 * One job: open ones for everyone, drafts and closed ones only for its company's recruiters
 * (404 otherwise). A signed-in candidate also gets saved, applied, culture and matching reasons.
 */
export async function jobDetail(db: Db, jobId: string, user: User | null): Promise<JobDetail> {
  const { rows } = await db.query<DetailRow>(
    `SELECT ${JOB_COLUMNS},
       EXISTS (SELECT 1 FROM company_members m WHERE m.company_id = j.company_id AND m.user_id = $2)
         AS is_member,
       EXISTS (SELECT 1 FROM saved_jobs s WHERE s.job_id = j.id AND s.candidate_id = $2) AS saved,
       (SELECT a.id FROM applications a WHERE a.job_id = j.id AND a.candidate_id = $2)
         AS application_id
     FROM ${JOB_FROM} WHERE j.id = $1`,
    [jobId, user?.id ?? null],
  );
  const row = rows[0];
  if (!row) throw notFound('Job not found');
  if (row.status !== 'open' && !(user?.userType === 'recruiter' && row.is_member))
    throw notFound('Job not found');
  const job = serializeJob(row);
  if (user?.userType !== 'candidate') return job;

  const candidate = await candidateContext(db, user.id);
  const culture = candidate.hasCulture
    ? cultureScore(candidate.culture, jobCulture(row))
    : { score: null, reasons: [] };
  return {
    ...job,
    saved: row.saved,
    applied: row.application_id !== null,
    applicationId: row.application_id,
    cultureScore: culture.score,
    cultureReasons: culture.reasons.slice(0, 3),
    matchingReasons: skillsMatch(candidate, row).reasons,
  };
}
