// The open jobs as crawlers and job boards are given them: the job_cards rows (one per job with
// status open, kept current by triggers in the same transaction as the change, 022) that are not
// past their closing day in London (shared-kernel rules/job-open.ts). Read fresh on every
// request, one query per document: a closed, filled or expired job is gone from the next answer.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';

/** The card's closing day is not over in London (the database's clock, as search uses). */
const notPastClosingDay = sql<boolean>`(c.closes_on IS NULL
  OR c.closes_on >= (now() AT TIME ZONE 'Europe/London')::date)`;

// A moment as the document writes it, formatted by PostgreSQL: 10,000 Dates parsed, then
// formatted again in JavaScript, were a good part of a document's time. Both are in UTC (GMT, Z);
// `Dy` and `Mon` are English whatever the server's locale (no TM prefix).

/** '2026-11-27T21:14:33Z': a W3C datetime (the sitemap's lastmod); compares as text. */
function w3cText(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}
/** 'Fri, 27 Nov 2026 21:14:33 GMT': an RFC 1123 date (the feed's). */
function rfc1123Text(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'Dy, DD Mon YYYY HH24:MI:SS "GMT"')`;
}

/** The open jobs, newest first, joined to what a document needs of the job and its company. */
function openCards(db: Db, companyId: string | null) {
  let query = kysely(db)
    .selectFrom('job_cards as c')
    .innerJoin('jobs as j', 'j.id', 'c.job_id')
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .where(notPastClosingDay)
    .orderBy('c.published_at', 'desc')
    .orderBy('c.job_id', 'desc');
  if (companyId) query = query.where('c.company_id', '=', companyId);
  return query;
}

/** What the sitemap lists of an open job: its page and its company's pages. */
export type SitemapJob = {
  id: string;
  title: string;
  city: string;
  /** W3C datetimes (UTC): the job's last change, its company's. */
  updatedAt: string;
  companySlug: string;
  companyUpdatedAt: string;
};

export async function sitemapJobs(db: Db): Promise<SitemapJob[]> {
  return openCards(db, null)
    .select([
      'c.job_id as id',
      'c.title',
      'c.city',
      w3cText('j.updated_at').as('updatedAt'),
      'c.company_slug as companySlug',
      w3cText('co.updated_at').as('companyUpdatedAt'),
    ])
    .execute();
}

/** What an Indeed `<job>` shows. Pay in pence, as stored. */
export type FeedJob = {
  id: string;
  title: string;
  description: string;
  employmentType: string;
  salaryType: string | null;
  salaryAmountPence: number | null;
  salaryMinPence: number | null;
  salaryMaxPence: number | null;
  /** Tips apart from pay (migration 032): never in the salary. */
  tipsKind: string;
  tipsAveragePence: number | null;
  /** RFC 1123 (GMT). */
  publishedAt: string;
  closesOn: string | null;
  venueType: string;
  city: string;
  postcode: string | null;
  addressLine: string | null;
  companyName: string;
};

/** The open jobs of every company, or of one (`companyId`). */
export async function feedJobs(db: Db, companyId: string | null): Promise<FeedJob[]> {
  return openCards(db, companyId)
    .innerJoin('venues as v', 'v.id', 'c.venue_id')
    .select([
      'c.job_id as id',
      'c.title',
      'j.description',
      'c.employment_type as employmentType',
      'c.salary_type as salaryType',
      'c.salary_amount_pence as salaryAmountPence',
      'c.salary_min_pence as salaryMinPence',
      'c.salary_max_pence as salaryMaxPence',
      'c.tips_kind as tipsKind',
      'c.tips_average_pence as tipsAveragePence',
      rfc1123Text('c.published_at').as('publishedAt'),
      // A calendar day as text: the engines read a date as different Dates (tables.ts).
      sql<string | null>`c.closes_on::text`.as('closesOn'),
      'c.venue_type as venueType',
      'c.city',
      'c.postcode',
      'v.address_line as addressLine',
      'c.company_name as companyName',
    ])
    .execute();
}

/** The company with this slug (a feed of one company's jobs), or undefined. */
export async function companyBySlug(db: Db, slug: string) {
  return kysely(db)
    .selectFrom('companies')
    .select(['id', 'slug'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}
