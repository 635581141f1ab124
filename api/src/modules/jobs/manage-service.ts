import {
  dayOutside,
  DEFAULT_MINIMUM_AGE,
  jobPayBelowFloor,
  londonDay,
  payProblem,
  WAGE_FLOOR_TEXTS,
  wageFloor,
  WINDOW_TEXTS,
  type MinimumAge,
} from 'shared-kernel/rules';
import {
  fieldLabel,
  type ApplicationStatus,
  type SalaryType,
  type CompanyJobsQuery,
  type CreateJobBody,
  type Job,
  type ManagedJob,
  type ManagedJobPage,
  type UpdateJobBody,
} from 'shared-kernel/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { NotificationEvent } from '../../events/bus.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { requireVerifiedEmail } from '../auth/index.js';
import { assertCanOpenJob } from '../billing/index.js';
import { selectJobs } from './job-select.js';
import type { WhenJobOpens } from './lifecycle.js';
import { checkScreening, saveScreening, screeningColumn } from './screening.js';
import {
  APPLICATION_STATUSES,
  COMPANY_VIEW,
  normaliseSkills,
  serializeJob,
  sortCertificates,
  sortDayParts,
  type JobRow,
} from './serialize.js';
import { tipsColumns } from './tips.js';

// Recruiters' job management: always scoped to the recruiter's own company. Every query goes
// through Kysely (src/db/kysely.ts, table types in src/db/tables.ts); a job is read with
// job-select.ts's selectJobs, the typed twin of the JOB_COLUMNS that search and matching share.

/** A new job (POST) or the fields to change (PATCH), as the contract checked them. */
export type JobInput = CreateJobBody | UpdateJobBody;

type Pay = {
  salary_type: SalaryType | null;
  salary_amount_pence: number | null;
  salary_min_pence: number | null;
  salary_max_pence: number | null;
};

const PAY_FIGURES = ['salaryAmount', 'salaryMin', 'salaryMax'] as const;
const PAY_INPUTS = ['salaryType', ...PAY_FIGURES] as const;
const PAY_COLUMNS = {
  salaryAmount: 'salary_amount_pence',
  salaryMin: 'salary_min_pence',
  salaryMax: 'salary_max_pence',
} as const;

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
  // Each figure in range for the type and in whole pence (PAY_LIMITS), as sent (a figure the
  // body does not send is the stored one, in pence): checked whenever the body touches the pay,
  // so a change of type alone cannot turn £12 an hour into £12 a year.
  const touchesPay = has('salaryType') || touchesAmount || touchesRange;
  if (type && touchesPay) {
    for (const field of PAY_FIGURES) {
      const stored = pay[PAY_COLUMNS[field]];
      if (stored == null) continue;
      const pounds = has(field) ? (input[field] as number) : stored / 100;
      const problem = payProblem(pounds, type, fieldLabel(field));
      if (problem) throw badRequest(problem, field);
    }
  }
  return pay;
}

/** Today in London ('YYYY-MM-DD'): a closing date is a London day. */
const today = () => londonDay();

const statedPay = (pay: Pay) => ({
  salaryType: pay.salary_type,
  salaryAmount: pay.salary_amount_pence == null ? null : pay.salary_amount_pence / 100,
  salaryMin: pay.salary_min_pence == null ? null : pay.salary_min_pence / 100,
  salaryMax: pay.salary_max_pence == null ? null : pay.salary_max_pence / 100,
});

/**
 * The pay at least today's minimum wage for the job's minimum age (issue 43): a 400 naming the
 * figure below it (`salaryAmount`, or `salaryMin` of a range), quoting the floor.
 */
function checkWageFloor(pay: Pay, minimumAge: MinimumAge) {
  const below = jobPayBelowFloor(statedPay(pay), minimumAge, today(), fieldLabel);
  if (below) throw badRequest(below.message, below.field);
}

/** Why a saved job's pay is below today's floor (the flag on the recruiter's lists), or null. */
function wageFloorFlag(row: JobRow): string | null {
  if (!jobPayBelowFloor(statedPay(row), row.minimum_age, today(), fieldLabel)) return null;
  return WAGE_FLOOR_TEXTS.flagHint(wageFloor(row.minimum_age, today()), row.minimum_age);
}

function checkText(input: JobInput) {
  if (input.title !== undefined && !input.title.trim())
    throw badRequest('Title must not be blank', 'title');
  // Between today and a year ahead (INPUT_WINDOWS).
  const closing = input.closesOn ? dayOutside(input.closesOn, 'jobClosing') : null;
  if (closing === 'past') throw badRequest('Closes on must not be in the past', 'closesOn');
  if (closing) throw badRequest(WINDOW_TEXTS.beyond('Closes on', 'jobClosing'), 'closesOn');
}

async function checkVenue(db: Db, companyId: string, venueId: string) {
  const venue = await kysely(db)
    .selectFrom('venues')
    .select('id')
    .where('id', '=', venueId)
    .where('company_id', '=', companyId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!venue) throw badRequest("Venue must be one of your company's venues", 'venueId');
}

/** One job of the company, or 404 (also for another company's job). */
export async function companyJob(db: Db, companyId: string, jobId: string): Promise<JobRow> {
  const row = await selectJobs(db)
    .select(screeningColumn)
    .where('j.id', '=', jobId)
    .where('j.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound('Job not found');
  return row;
}

export const VERIFY_TO_PUBLISH_MESSAGE =
  'Confirm your email address before you publish a job: follow the link we e-mailed you, or ask for a new one.';

/**
 * What opening a job asks of the one who opens it and of their company (issue 41, item 8): a
 * proven address (403), then the plan (billing). A draft needs neither.
 */
async function assertMayOpen(tx: Db, companyId: string, userId: string): Promise<void> {
  await requireVerifiedEmail(tx, userId, VERIFY_TO_PUBLISH_MESSAGE);
  await assertCanOpenJob(tx, companyId);
}

/**
 * Locks the job's row for the rest of the transaction, before its status is read: of two
 * publishes at once, the second waits and then sees the job open (issue 30). Lock order: the job,
 * then the company (assertCanOpenJob); nothing takes them the other way round.
 */
async function lockJob(tx: Db, companyId: string, jobId: string): Promise<void> {
  await kysely(tx)
    .selectFrom('jobs')
    .select('id')
    .where('id', '=', jobId)
    .where('company_id', '=', companyId)
    .forUpdate()
    .execute();
}

/** `whenOpens` (job alerts, lifecycle.ts) adds to `events`: to publish after commit. */
export async function createJob(
  db: Db,
  companyId: string,
  userId: string,
  input: CreateJobBody,
  whenOpens: WhenJobOpens,
  events: NotificationEvent[] = [],
): Promise<Job> {
  checkText(input);
  if (input.screening) checkScreening(input.screening);
  const pay = payOf(input, null);
  const minimumAge = input.minimumAge ?? DEFAULT_MINIMUM_AGE;
  checkWageFloor(pay, minimumAge);
  await checkVenue(db, companyId, input.venueId!);
  const tips = await tipsColumns(db, companyId, input.tips, null);
  return db.transaction(async (tx) => {
    if (input.status === 'open') await assertMayOpen(tx, companyId, userId);
    const status = input.status ?? 'draft';
    const created = await kysely(tx)
      .insertInto('jobs')
      .values({
        company_id: companyId,
        venue_id: input.venueId,
        created_by: userId,
        title: input.title.trim(),
        description: input.description ?? '',
        skills: normaliseSkills(input.skills ?? []),
        employment_type: input.employmentType,
        ...pay,
        ...tips,
        pace: input.pace ?? null,
        team_size: input.teamSize ?? null,
        urgent: input.urgent ?? false,
        closes_on: input.closesOn ?? null,
        day_parts: sortDayParts(input.dayParts ?? []),
        minimum_age: minimumAge,
        required_certificates: sortCertificates(input.requiredCertificates ?? []),
        status,
        published_at: status === 'open' ? sql<Date>`now()` : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.screening) await saveScreening(tx, created.id, input.screening);
    if (status === 'open') events.push(...(await whenOpens(tx, created)));
    return serializeJob(await companyJob(tx, companyId, created.id), COMPANY_VIEW);
  });
}

export async function updateJob(
  db: Db,
  companyId: string,
  userId: string,
  jobId: string,
  input: UpdateJobBody,
  whenOpens: WhenJobOpens,
  events: NotificationEvent[] = [],
): Promise<Job> {
  return db.transaction(async (tx) => {
    await lockJob(tx, companyId, jobId);
    const current = await companyJob(tx, companyId, jobId);
    checkText(input);
    if (input.screening) checkScreening(input.screening);
    const pay = payOf(input, current);
    const tips = await tipsColumns(tx, companyId, input.tips, current);
    if (input.venueId !== undefined && input.venueId !== current.venue_id)
      await checkVenue(tx, companyId, input.venueId);
    const status = input.status ?? current.status;
    const opens = status === 'open' && current.status !== 'open';
    // A job already below the floor is flagged, not refused, while its pay and age stay as they
    // are; changing them, or opening the job, needs a lawful pay.
    const minimumAge = input.minimumAge ?? current.minimum_age;
    const touchesFloor = PAY_INPUTS.some((key) => key in input) || 'minimumAge' in input;
    if (touchesFloor || opens) checkWageFloor(pay, minimumAge);
    if (opens) assertCanOpen(input.closesOn, current);
    if (opens) await assertMayOpen(tx, companyId, userId);
    await kysely(tx)
      .updateTable('jobs')
      .set({
        venue_id: input.venueId ?? current.venue_id,
        title: input.title?.trim() ?? current.title,
        description: input.description ?? current.description,
        skills: input.skills ? normaliseSkills(input.skills) : current.skills,
        employment_type: input.employmentType ?? current.employment_type,
        ...pay,
        ...tips,
        pace: input.pace !== undefined ? input.pace : current.pace,
        team_size: input.teamSize !== undefined ? input.teamSize : current.team_size,
        urgent: input.urgent ?? current.urgent,
        closes_on: input.closesOn !== undefined ? input.closesOn : current.closes_on,
        day_parts: input.dayParts ? sortDayParts(input.dayParts) : (current.day_parts ?? []),
        minimum_age: minimumAge,
        ...(input.requiredCertificates
          ? { required_certificates: sortCertificates(input.requiredCertificates) }
          : {}),
        status,
        // Published once (the first time it opens); closed_at only while closed.
        ...(status === 'open' ? { published_at: sql<Date>`coalesce(published_at, now())` } : {}),
        closed_at: status === 'closed' ? sql<Date>`coalesce(closed_at, now())` : null,
      })
      .where('id', '=', jobId)
      .where('company_id', '=', companyId)
      .execute();
    if (input.screening) await saveScreening(tx, jobId, input.screening);
    if (opens) events.push(...(await whenOpens(tx, { id: jobId })));
    return serializeJob(await companyJob(tx, companyId, jobId), COMPANY_VIEW);
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
  userId: string,
  jobId: string,
  whenOpens: WhenJobOpens,
  events: NotificationEvent[] = [],
): Promise<Job> {
  return db.transaction(async (tx) => {
    await lockJob(tx, companyId, jobId);
    const current = await companyJob(tx, companyId, jobId);
    if (current.status === 'open') return serializeJob(current, COMPANY_VIEW);
    checkWageFloor(current, current.minimum_age);
    assertCanOpen(undefined, current);
    await assertMayOpen(tx, companyId, userId);
    await kysely(tx)
      .updateTable('jobs')
      .set({
        status: 'open',
        published_at: sql<Date>`coalesce(published_at, now())`,
        closed_at: null,
      })
      .where('id', '=', jobId)
      .where('company_id', '=', companyId)
      .execute();
    events.push(...(await whenOpens(tx, { id: jobId })));
    return serializeJob(await companyJob(tx, companyId, jobId), COMPANY_VIEW);
  });
}

// Closing or filling a job: lifecycle.ts's closeWithApplicants (applications resolve the applicants).

type CountsRow = { application_counts: Partial<Record<ApplicationStatus, number>> | null };

function withCounts<T extends JobRow & CountsRow>(row: T): ManagedJob {
  const counts = Object.fromEntries(
    APPLICATION_STATUSES.map((status) => [status, row.application_counts?.[status] ?? 0]),
  ) as Record<ApplicationStatus, number>;
  const totalApplications = Object.values(counts).reduce((a, b) => a + b, 0);
  return {
    ...serializeJob(row, COMPANY_VIEW),
    applicationCounts: counts,
    newApplications: counts.applied,
    totalApplications,
    belowWageFloor: wageFloorFlag(row),
  };
}

/** The company's jobs (`selectJobs`) with `application_counts`: { status: count } or null. */
function selectJobsWithCounts(db: Db, companyId: string) {
  return selectJobs(db)
    .select(screeningColumn)
    .select((eb) =>
      eb
        .selectFrom((inner) =>
          inner
            .selectFrom('applications as a')
            .select(['a.status', sql<number>`count(*)::int`.as('n')])
            .whereRef('a.job_id', '=', 'j.id')
            .groupBy('a.status')
            .as('s'),
        )
        .select(sql<CountsRow['application_counts']>`jsonb_object_agg(s.status, s.n)`.as('counts'))
        .as('application_counts'),
    )
    .where('j.company_id', '=', companyId);
}

/** The company's jobs, newest first, with application counts by status. */
export async function companyJobs(
  db: Db,
  companyId: string,
  query: CompanyJobsQuery,
): Promise<ManagedJobPage> {
  const status = query.status ?? null;
  const rows = await selectJobsWithCounts(db, companyId)
    .$if(status !== null, (q) => q.where('j.status', '=', status!))
    .orderBy('j.created_at', 'desc')
    .orderBy('j.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const { total } = await kysely(db)
    .selectFrom('jobs')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('company_id', '=', companyId)
    .$if(status !== null, (q) => q.where('status', '=', status!))
    .executeTakeFirstOrThrow();
  return {
    items: rows.map(withCounts),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One job of the company, with its application counts. */
export async function managedJob(db: Db, companyId: string, jobId: string): Promise<ManagedJob> {
  const row = await selectJobsWithCounts(db, companyId)
    .where('j.id', '=', jobId)
    .executeTakeFirst();
  if (!row) throw notFound('Job not found');
  return withCounts(row);
}
