import type {
  ApplicationStatus,
  SalaryType,
  CompanyJobsQuery,
  CreateJobBody,
  Job,
  ManagedJob,
  ManagedJobPage,
  UpdateJobBody,
} from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import type { NotificationEvent } from '../../events/bus.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { assertCanOpenJob } from '../billing/limits.js';
import { notifyMatchingAlerts } from '../candidates/alerts.js';
import {
  APPLICATION_STATUSES,
  JOB_COLUMNS,
  JOB_FROM,
  normaliseSkills,
  serializeJob,
  type JobRow,
} from './serialize.js';

// Recruiters' job management: always scoped to the recruiter's own company.

/** A new job (POST) or the fields to change (PATCH), as the contract checked them. */
export type JobInput = CreateJobBody | UpdateJobBody;

type Pay = {
  salary_type: SalaryType | null;
  salary_amount_pence: number | null;
  salary_min_pence: number | null;
  salary_max_pence: number | null;
};

const PAY_CAP_PENCE = { hourly: 100_000, yearly: 100_000_000 };

const pence = (pounds: number | null | undefined) =>
  pounds == null ? null : Math.round(pounds * 100);

/** The pay after `input`, from the current pay (PATCH) or none (create). */
function payOf(input: JobInput, current: Pay | null): Pay {
  const has = (key: keyof JobInput) => Object.prototype.hasOwnProperty.call(input, key);
  const touchesAmount = has('salaryAmount');
  const touchesRange = has('salaryMin') || has('salaryMax');
  const pay: Pay = {
    salary_type: has('salaryType') ? (input.salaryType ?? null) : (current?.salary_type ?? null),
    salary_amount_pence: touchesAmount
      ? pence(input.salaryAmount)
      : touchesRange
        ? null
        : (current?.salary_amount_pence ?? null),
    salary_min_pence: has('salaryMin')
      ? pence(input.salaryMin)
      : touchesAmount
        ? null
        : (current?.salary_min_pence ?? null),
    salary_max_pence: has('salaryMax')
      ? pence(input.salaryMax)
      : touchesAmount
        ? null
        : (current?.salary_max_pence ?? null),
  };
  const { salary_type: type, salary_amount_pence: amount } = pay;
  const { salary_min_pence: min, salary_max_pence: max } = pay;
  const anyFigure = amount != null || min != null || max != null;
  if (amount != null && (min != null || max != null))
    throw badRequest('Give either a salary amount or a salary range, not both', 'salaryAmount');
  if ((min == null) !== (max == null))
    throw badRequest(
      'A salary range needs both a minimum and a maximum',
      min == null ? 'salaryMin' : 'salaryMax',
    );
  if (min != null && max != null && min > max)
    throw badRequest('Salary min must not be more than salary max', 'salaryMin');
  if (anyFigure && !type)
    throw badRequest('Salary type is required with a salary (yearly or hourly)', 'salaryType');
  if (!anyFigure && type)
    throw badRequest(
      'Salary amount or a salary range is required with a salary type',
      'salaryAmount',
    );
  if (type) {
    const field = amount != null ? 'salaryAmount' : 'salaryMax';
    if (Math.max(amount ?? 0, min ?? 0, max ?? 0) > PAY_CAP_PENCE[type])
      throw badRequest(
        type === 'hourly'
          ? 'Salary must be at most £1,000 an hour'
          : 'Salary must be at most £1,000,000 a year',
        field,
      );
  }
  return pay;
}

const today = () => new Date().toISOString().slice(0, 10);

function checkText(input: JobInput) {
  if (input.title !== undefined && !input.title.trim())
    throw badRequest('Title must not be blank', 'title');
  if (input.closesOn && input.closesOn < today())
    throw badRequest('Closes on must not be in the past', 'closesOn');
}

async function checkVenue(db: Db, companyId: string, venueId: string) {
  const { rows } = await db.query(
    'SELECT 1 FROM venues WHERE id = $1 AND company_id = $2 AND archived_at IS NULL',
    [venueId, companyId],
  );
  if (!rows.length) throw badRequest("Venue must be one of your company's venues", 'venueId');
}

/** One job of the company, or 404 (also for another company's job). */
export async function companyJob(db: Db, companyId: string, jobId: string): Promise<JobRow> {
  const { rows } = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM ${JOB_FROM} WHERE j.id = $1 AND j.company_id = $2`,
    [jobId, companyId],
  );
  if (!rows[0]) throw notFound('Job not found');
  return rows[0];
}

/** `events`: the job-alert notifications to publish after commit (when the job opens). */
export async function createJob(
  db: Db,
  companyId: string,
  userId: string,
  input: CreateJobBody,
  events: NotificationEvent[] = [],
): Promise<Job> {
  checkText(input);
  const pay = payOf(input, null);
  await checkVenue(db, companyId, input.venueId!);
  return db.transaction(async (tx) => {
    if (input.status === 'open') await assertCanOpenJob(tx, companyId);
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO jobs (company_id, venue_id, created_by, title, description, skills, employment_type,
       salary_type, salary_amount_pence, salary_min_pence, salary_max_pence, pace, team_size,
       urgent, closes_on, status, published_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
       CASE WHEN $16 = 'open' THEN now() END)
     RETURNING id`,
      [
        companyId,
        input.venueId,
        userId,
        input.title!.trim(),
        input.description ?? '',
        normaliseSkills(input.skills ?? []),
        input.employmentType,
        pay.salary_type,
        pay.salary_amount_pence,
        pay.salary_min_pence,
        pay.salary_max_pence,
        input.pace ?? null,
        input.teamSize ?? null,
        input.urgent ?? false,
        input.closesOn ?? null,
        input.status ?? 'draft',
      ],
    );
    if (input.status === 'open') events.push(...(await notifyMatchingAlerts(tx, rows[0])));
    return serializeJob(await companyJob(tx, companyId, rows[0].id));
  });
}

export async function updateJob(
  db: Db,
  companyId: string,
  jobId: string,
  input: UpdateJobBody,
  events: NotificationEvent[] = [],
): Promise<Job> {
  return db.transaction(async (tx) => {
    const current = await companyJob(tx, companyId, jobId);
    checkText(input);
    const pay = payOf(input, current);
    if (input.venueId !== undefined && input.venueId !== current.venue_id)
      await checkVenue(tx, companyId, input.venueId);
    const status = input.status ?? current.status;
    const opens = status === 'open' && current.status !== 'open';
    if (opens) assertCanOpen(input.closesOn, current);
    if (opens) await assertCanOpenJob(tx, companyId);
    await tx.query(
      `UPDATE jobs SET venue_id = $3, title = $4, description = $5, skills = $6,
       employment_type = $7, salary_type = $8, salary_amount_pence = $9, salary_min_pence = $10,
       salary_max_pence = $11, pace = $12, team_size = $13, urgent = $14, closes_on = $15,
       status = $16,
       published_at = CASE WHEN $16 = 'open' THEN coalesce(published_at, now()) ELSE published_at END,
       closed_at = CASE WHEN $16 = 'closed' THEN coalesce(closed_at, now()) ELSE NULL END
     WHERE id = $1 AND company_id = $2`,
      [
        jobId,
        companyId,
        input.venueId ?? current.venue_id,
        input.title?.trim() ?? current.title,
        input.description ?? current.description,
        input.skills ? normaliseSkills(input.skills) : current.skills,
        input.employmentType ?? current.employment_type,
        pay.salary_type,
        pay.salary_amount_pence,
        pay.salary_min_pence,
        pay.salary_max_pence,
        input.pace !== undefined ? input.pace : current.pace,
        input.teamSize !== undefined ? input.teamSize : current.team_size,
        input.urgent ?? current.urgent,
        input.closesOn !== undefined ? input.closesOn : current.closes_on,
        status,
      ],
    );
    if (opens) events.push(...(await notifyMatchingAlerts(tx, { id: jobId })));
    return serializeJob(await companyJob(tx, companyId, jobId));
  });
}

function assertCanOpen(closesOn: string | null | undefined, current: JobRow) {
  const closes = closesOn !== undefined ? closesOn : current.closes_on;
  if (closes && closes < today())
    throw conflict('This job closed on ' + closes + '; set a later closing date to publish it');
}

/** draft or closed → open (an open job stays as it is). */
export async function publishJob(
  db: Db,
  companyId: string,
  jobId: string,
  events: NotificationEvent[] = [],
): Promise<Job> {
  return db.transaction(async (tx) => {
    const current = await companyJob(tx, companyId, jobId);
    if (current.status === 'open') return serializeJob(current);
    assertCanOpen(undefined, current);
    await assertCanOpenJob(tx, companyId);
    await tx.query(
      `UPDATE jobs SET status = 'open', published_at = coalesce(published_at, now()), closed_at = NULL
     WHERE id = $1 AND company_id = $2`,
      [jobId, companyId],
    );
    events.push(...(await notifyMatchingAlerts(tx, { id: jobId })));
    return serializeJob(await companyJob(tx, companyId, jobId));
  });
}

/** draft or open → closed (a closed job stays as it is). */
export async function closeJob(db: Db, companyId: string, jobId: string): Promise<Job> {
  const current = await companyJob(db, companyId, jobId);
  if (current.status === 'closed') return serializeJob(current);
  await db.query(
    `UPDATE jobs SET status = 'closed', closed_at = now() WHERE id = $1 AND company_id = $2`,
    [jobId, companyId],
  );
  return serializeJob(await companyJob(db, companyId, jobId));
}

type CountsRow = { application_counts: Partial<Record<ApplicationStatus, number>> | null };

function withCounts<T extends JobRow & CountsRow>(row: T): ManagedJob {
  const counts = Object.fromEntries(
    APPLICATION_STATUSES.map((status) => [status, row.application_counts?.[status] ?? 0]),
  ) as Record<ApplicationStatus, number>;
  const totalApplications = Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    ...serializeJob(row),
    applicationCounts: counts,
    newApplications: counts.applied,
    totalApplications,
  };
}

const COUNTS_COLUMN = `(SELECT jsonb_object_agg(s.status, s.n) FROM (
    SELECT a.status, count(*)::int AS n FROM applications a WHERE a.job_id = j.id GROUP BY a.status
  ) s) AS application_counts`;

/** The company's jobs, newest first, with application counts by status. */
export async function companyJobs(
  db: Db,
  companyId: string,
  query: CompanyJobsQuery,
): Promise<ManagedJobPage> {
  const status = query.status ?? null;
  const { rows } = await db.query<JobRow & CountsRow>(
    `SELECT ${JOB_COLUMNS}, ${COUNTS_COLUMN}
     FROM ${JOB_FROM}
     WHERE j.company_id = $1 AND ($2::text IS NULL OR j.status = $2)
     ORDER BY j.created_at DESC, j.id DESC LIMIT $3 OFFSET $4`,
    [companyId, status, query.pageSize, (query.page - 1) * query.pageSize],
  );
  const { rows: totals } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM jobs j
     WHERE j.company_id = $1 AND ($2::text IS NULL OR j.status = $2)`,
    [companyId, status],
  );
  return {
    items: rows.map(withCounts),
    total: totals[0].total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One job of the company, with its application counts. */
export async function managedJob(db: Db, companyId: string, jobId: string): Promise<ManagedJob> {
  const { rows } = await db.query<JobRow & CountsRow>(
    `SELECT ${JOB_COLUMNS}, ${COUNTS_COLUMN} FROM ${JOB_FROM} WHERE j.id = $1 AND j.company_id = $2`,
    [jobId, companyId],
  );
  if (!rows[0]) throw notFound('Job not found');
  return withCounts(rows[0]);
}
