// GET /api/companies/mine/job-board: what a recruiter's /job-board-integration shows — the
// company's feed and the site's sitemap and robots addresses, and for each of its jobs with
// status open where it is published now and what keeps it out of Google's job search or weakens
// it there or on Indeed, with where to fix it.
import { sql } from 'kysely';
import type {
  JobBoardJob,
  JobBoardProblem,
  JobBoardProblemCode,
  JobBoardStatus,
  SalaryType,
} from 'shared-kernel/contract';
import { COMPETITIVE_SALARY, formatPay, isJobOpen, jobStatusNow } from 'shared-kernel/rules';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import { notFound } from '../../../http/errors.js';
import { jobPageUrl, siteUrl } from '../site-url.js';
import {
  COMPANY_MANAGEMENT_PATH,
  companyFeedPath,
  editJobPath,
  INDEED_FEED_PATH,
  ROBOTS_PATH,
  SITEMAP_PATH,
} from './site-paths.js';
import { JOB_BOARD_PROBLEM_MESSAGES } from './texts.js';

/** Under this many characters a description is thin for Google and the boards. */
export const SHORT_DESCRIPTION_CHARS = 100;

type StatusRow = {
  id: string;
  title: string;
  description: string;
  closesOn: string | null;
  salaryType: SalaryType | null;
  salaryAmountPence: number | null;
  salaryMinPence: number | null;
  salaryMaxPence: number | null;
  city: string;
  postcode: string | null;
};

const pounds = (pence: number | null) => (pence == null ? null : pence / 100);

/** Which problems hold for the job now, and where each is fixed. */
export function jobProblems(job: StatusRow, now: Date = new Date()): JobBoardProblem[] {
  const holds: Record<JobBoardProblemCode, boolean> = {
    closing_date_passed: !isJobOpen({ status: 'open', closesOn: job.closesOn }, now),
    no_pay:
      formatPay({
        salaryType: job.salaryType,
        salaryAmount: pounds(job.salaryAmountPence),
        salaryMin: pounds(job.salaryMinPence),
        salaryMax: pounds(job.salaryMaxPence),
      }) === COMPETITIVE_SALARY,
    no_postcode: !job.postcode?.trim(),
    short_description: job.description.trim().length < SHORT_DESCRIPTION_CHARS,
  };
  const fixPaths: Record<JobBoardProblemCode, string> = {
    closing_date_passed: editJobPath(job.id),
    no_pay: editJobPath(job.id),
    no_postcode: COMPANY_MANAGEMENT_PATH,
    short_description: editJobPath(job.id),
  };
  return (Object.keys(holds) as JobBoardProblemCode[])
    .filter((code) => holds[code])
    .map((code) => ({ code, message: JOB_BOARD_PROBLEM_MESSAGES[code], fixPath: fixPaths[code] }));
}

function jobStatus(publicUrl: string, job: StatusRow, now: Date): JobBoardJob {
  const openNow = isJobOpen({ status: 'open', closesOn: job.closesOn }, now);
  return {
    id: job.id,
    title: job.title,
    status: jobStatusNow({ status: 'open', closesOn: job.closesOn }, now),
    closesOn: job.closesOn,
    pageUrl: jobPageUrl(publicUrl, job),
    // The page, the sitemap and the feed all read the same rule: open and within its dates.
    channels: { page: openNow, sitemap: openNow, feed: openNow },
    problems: jobProblems(job, now),
  };
}

export async function jobBoardStatus(
  db: Db,
  publicUrl: string,
  companyId: string,
  now: Date = new Date(),
): Promise<JobBoardStatus> {
  const company = await kysely(db)
    .selectFrom('companies')
    .select('slug')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw notFound('Company not found');
  const jobs = await kysely(db)
    .selectFrom('jobs as j')
    .innerJoin('venues as v', 'v.id', 'j.venue_id')
    .select([
      'j.id',
      'j.title',
      'j.description',
      // A calendar day as text: the engines read a date as different Dates (tables.ts).
      sql<string | null>`j.closes_on::text`.as('closesOn'),
      'j.salary_type as salaryType',
      'j.salary_amount_pence as salaryAmountPence',
      'j.salary_min_pence as salaryMinPence',
      'j.salary_max_pence as salaryMaxPence',
      'v.city',
      'v.postcode',
    ])
    .where('j.company_id', '=', companyId)
    .where('j.status', '=', 'open')
    .orderBy('j.published_at', 'desc')
    .orderBy('j.id', 'desc')
    .execute();
  return {
    feedUrl: siteUrl(publicUrl, companyFeedPath(company.slug)),
    allJobsFeedUrl: siteUrl(publicUrl, INDEED_FEED_PATH),
    sitemapUrl: siteUrl(publicUrl, SITEMAP_PATH),
    robotsUrl: siteUrl(publicUrl, ROBOTS_PATH),
    jobs: jobs.map((job) => jobStatus(publicUrl, job, now)),
  };
}
