import type {
  CareersPage,
  CompanyListQuery,
  CompanyPage,
  CompanySummary,
  EmploymentType,
  MarketplaceStats,
  PublicVenue,
  SalaryType,
  VenueType,
} from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { companyCulture } from './culture-service.js';
import { responseRate } from './response-rate.js';

// What anyone may read without a session: the company directory, a company's public profile and
// careers page, and the landing page's live counts.

/** A job counts as open while published, not closed and not past its closing date. */
const OPEN_JOB = `j.status = 'open' AND (j.closes_on IS NULL OR j.closes_on >= current_date)`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type { CompanyListQuery } from 'shared-kernel/contract';

const ORDER_BY = {
  name: 'lower(c.name), c.id',
  openJobs: '"openJobs" DESC, "venueCount" DESC, lower(c.name), c.id',
} as const;

export async function listCompanies(db: Db, query: CompanyListQuery): Promise<CompanyPage> {
  const params: unknown[] = [];
  const where: string[] = [];
  const q = query.q?.trim();
  if (q) {
    params.push(`%${escapeLike(q)}%`);
    where.push(`(c.name ILIKE $${params.length} OR c.description ILIKE $${params.length})`);
  }
  if (query.venueType) {
    params.push(query.venueType);
    where.push(
      `EXISTS (SELECT 1 FROM venues v WHERE v.company_id = c.id AND v.archived_at IS NULL
                 AND v.venue_type = $${params.length})`,
    );
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const limit = params.length + 1;
  const [items, count] = await Promise.all([
    db.query<CompanySummary>(
      `SELECT c.id, c.name, c.slug, c.logo_url AS "logoUrl", c.description,
         (SELECT count(*)::int FROM venues v WHERE v.company_id = c.id AND v.archived_at IS NULL)
           AS "venueCount",
         (SELECT count(*)::int FROM jobs j WHERE j.company_id = c.id AND ${OPEN_JOB}) AS "openJobs",
         coalesce((SELECT array_agg(DISTINCT v.venue_type ORDER BY v.venue_type) FROM venues v
                   WHERE v.company_id = c.id AND v.archived_at IS NULL), '{}') AS "venueTypes"
       FROM companies c ${whereSql}
       ORDER BY ${ORDER_BY[query.sort ?? 'name']}
       LIMIT $${limit} OFFSET $${limit + 1}`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM companies c ${whereSql}`,
      params,
    ),
  ]);
  return {
    items: items.rows,
    total: count.rows[0].total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

type CompanyRow = {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  websiteUrl: string | null;
  logoUrl: string | null;
  primaryColor: string | null;
  accentColor: string | null;
  careersHeadline: string | null;
};

type OpenJobRow = {
  id: string;
  title: string;
  venueName: string;
  venueType: VenueType;
  city: string;
  employmentType: EmploymentType;
  salaryType: SalaryType | null;
  salaryAmountPence: number | null;
  salaryMinPence: number | null;
  salaryMaxPence: number | null;
  urgent: boolean;
  publishedAt: Date | string;
};

const pounds = (pence: number | null) => (pence === null ? null : pence / 100);

/** `GET /api/companies/:slug`: the public profile; 404 'Company not found'. */
export async function publicProfile(db: Db, slug: string): Promise<CareersPage> {
  const { rows } = await db.query<CompanyRow>(
    `SELECT id, name, slug, description, website_url AS "websiteUrl", logo_url AS "logoUrl",
       primary_color AS "primaryColor", accent_color AS "accentColor",
       careers_headline AS "careersHeadline"
     FROM companies WHERE slug = $1`,
    [slug.toLowerCase()],
  );
  const company = rows[0];
  if (!company) throw notFound('Company not found');
  const [venues, jobs, culture, rate] = await Promise.all([
    db.query<PublicVenue>(
      `SELECT id, name, venue_type AS "venueType", city, pace, team_size AS "teamSize"
       FROM venues WHERE company_id = $1 AND archived_at IS NULL ORDER BY name, id`,
      [company.id],
    ),
    db.query<OpenJobRow>(
      `SELECT j.id, j.title, v.name AS "venueName", v.venue_type AS "venueType", v.city,
         j.employment_type AS "employmentType", j.salary_type AS "salaryType",
         j.salary_amount_pence AS "salaryAmountPence", j.salary_min_pence AS "salaryMinPence",
         j.salary_max_pence AS "salaryMaxPence", j.urgent, j.published_at AS "publishedAt"
       FROM jobs j JOIN venues v ON v.id = j.venue_id
       WHERE j.company_id = $1 AND ${OPEN_JOB}
       ORDER BY j.urgent DESC, j.published_at DESC, j.id DESC LIMIT 100`,
      [company.id],
    ),
    companyCulture(db, company.id),
    responseRate(db, company.id),
  ]);
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    description: company.description,
    websiteUrl: company.websiteUrl,
    logoUrl: company.logoUrl,
    venues: venues.rows,
    culture: culture?.responses ?? null,
    openJobs: jobs.rows.map((job) => ({
      id: job.id,
      title: job.title,
      venueName: job.venueName,
      venueType: job.venueType,
      city: job.city,
      location: job.city,
      employmentType: job.employmentType,
      salaryType: job.salaryType,
      salaryAmount: pounds(job.salaryAmountPence),
      salaryMin: pounds(job.salaryMinPence),
      salaryMax: pounds(job.salaryMaxPence),
      urgent: job.urgent,
      publishedAt: new Date(job.publishedAt).toISOString(),
    })),
    responseRate: rate,
    branding: {
      primaryColor: company.primaryColor,
      accentColor: company.accentColor,
      logoUrl: company.logoUrl,
      careersHeadline: company.careersHeadline,
    },
  };
}

/** `GET /api/stats/marketplace`: live counts for the landing page. */
export async function marketplaceStats(db: Db): Promise<MarketplaceStats> {
  const { rows } = await db.query<MarketplaceStats>(
    `SELECT (SELECT count(*)::int FROM jobs j WHERE ${OPEN_JOB}) AS "openJobs",
            (SELECT count(*)::int FROM companies) AS companies,
            (SELECT count(*)::int FROM venues WHERE archived_at IS NULL) AS venues`,
  );
  return rows[0];
}
