import type {
  CareersPage,
  CompanyListQuery,
  CompanyPage,
  JobStatus,
  MarketplaceStats,
  VenueType,
} from 'shared-kernel/contract';
import { sql, type Expression, type NotNull } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { notFound } from '../../http/errors.js';
import { isoTime } from '../applications/index.js';
import { companyCulture } from './culture-service.js';
import { responseRate } from './response-rate.js';

// What anyone may read without a session: the company directory, a company's public profile and
// careers page, and the landing page's live counts.

/**
 * A job counts as open while published, not closed and not past its closing date; from typed
 * references: `openJob(eb.ref('j.status'), eb.ref('j.closes_on'))`.
 */
const openJob = (status: Expression<JobStatus>, closesOn: Expression<Date | null>) =>
  sql<boolean>`(${status} = 'open' AND (${closesOn} IS NULL OR ${closesOn} >= current_date))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type { CompanyListQuery } from 'shared-kernel/contract';

export async function listCompanies(db: Db, query: CompanyListQuery): Promise<CompanyPage> {
  const q = query.q?.trim();
  const { venueType } = query;
  let matching = kysely(db).selectFrom('companies as c');
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    matching = matching.where((eb) =>
      eb.or([eb('c.name', 'ilike', pattern), eb('c.description', 'ilike', pattern)]),
    );
  }
  if (venueType) {
    matching = matching.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('venues as v')
          .select('v.id')
          .whereRef('v.company_id', '=', 'c.id')
          .where('v.archived_at', 'is', null)
          .where('v.venue_type', '=', venueType),
      ),
    );
  }
  const [items, count] = await Promise.all([
    matching
      .select((eb) => [
        'c.id',
        'c.name',
        'c.slug',
        'c.logo_url as logoUrl',
        'c.description',
        eb
          .selectFrom('venues as v')
          .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('n'))
          .whereRef('v.company_id', '=', 'c.id')
          .where('v.archived_at', 'is', null)
          .$asScalar()
          .as('venueCount'),
        eb
          .selectFrom('jobs as j')
          .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('n'))
          .whereRef('j.company_id', '=', 'c.id')
          .where((sub) => openJob(sub.ref('j.status'), sub.ref('j.closes_on')))
          .$asScalar()
          .as('openJobs'),
        eb.fn
          .coalesce(
            eb
              .selectFrom('venues as v')
              .select((sub) => {
                const type = sub.ref('v.venue_type');
                return sql<VenueType[]>`array_agg(DISTINCT ${type} ORDER BY ${type})`.as('types');
              })
              .whereRef('v.company_id', '=', 'c.id')
              .where('v.archived_at', 'is', null)
              .$asScalar(),
            sql<VenueType[]>`'{}'`,
          )
          .as('venueTypes'),
      ])
      .$if(query.sort === 'openJobs', (qb) =>
        qb.orderBy('openJobs', 'desc').orderBy('venueCount', 'desc'),
      )
      .orderBy((eb) => eb.fn('lower', ['c.name']))
      .orderBy('c.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    matching
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items,
    total: count.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const pounds = (pence: number | null) => (pence === null ? null : pence / 100);

/** `GET /api/companies/:slug`: the public profile; 404 'Company not found'. */
export async function publicProfile(db: Db, slug: string): Promise<CareersPage> {
  const company = await kysely(db)
    .selectFrom('companies')
    .select([
      'id',
      'name',
      'slug',
      'description',
      'website_url as websiteUrl',
      'logo_url as logoUrl',
      'primary_color as primaryColor',
      'accent_color as accentColor',
      'careers_headline as careersHeadline',
      'tipping_policy as tippingPolicy',
    ])
    .where('slug', '=', slug.toLowerCase())
    .executeTakeFirst();
  if (!company) throw notFound('Company not found');
  const [venues, jobs, culture, rate] = await Promise.all([
    kysely(db)
      .selectFrom('venues')
      .select(['id', 'name', 'venue_type as venueType', 'city', 'pace', 'team_size as teamSize'])
      .where('company_id', '=', company.id)
      .where('archived_at', 'is', null)
      .orderBy('name')
      .orderBy('id')
      .execute(),
    kysely(db)
      .selectFrom('jobs as j')
      .innerJoin('venues as v', 'v.id', 'j.venue_id')
      .select([
        'j.id',
        'j.title',
        'v.name as venueName',
        'v.venue_type as venueType',
        'v.city',
        'j.employment_type as employmentType',
        'j.salary_type as salaryType',
        'j.salary_amount_pence as salaryAmountPence',
        'j.salary_min_pence as salaryMinPence',
        'j.salary_max_pence as salaryMaxPence',
        'j.tips_kind as tipsKind',
        'j.tips_average_pence as tipsAveragePence',
        'j.urgent',
        'j.published_at as publishedAt',
      ])
      .where('j.company_id', '=', company.id)
      .where((eb) => openJob(eb.ref('j.status'), eb.ref('j.closes_on')))
      .orderBy('j.urgent', 'desc')
      .orderBy('j.published_at', 'desc')
      .orderBy('j.id', 'desc')
      .limit(100)
      // An open job was published (CHECK jobs_open_is_published): its published_at is set.
      .$narrowType<{ publishedAt: NotNull }>()
      .execute(),
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
    venues,
    culture: culture?.responses ?? null,
    openJobs: jobs.map((job) => ({
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
      tips:
        job.tipsAveragePence === null
          ? { kind: job.tipsKind }
          : { kind: job.tipsKind, averagePerHour: job.tipsAveragePence / 100 },
      urgent: job.urgent,
      publishedAt: isoTime(job.publishedAt),
    })),
    responseRate: rate,
    tippingPolicy: company.tippingPolicy,
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
  return kysely(db)
    .selectNoFrom((eb) => [
      eb
        .selectFrom('jobs as j')
        .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('n'))
        .where((sub) => openJob(sub.ref('j.status'), sub.ref('j.closes_on')))
        .$asScalar()
        .as('openJobs'),
      eb
        .selectFrom('companies')
        .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('n'))
        .$asScalar()
        .as('companies'),
      eb
        .selectFrom('venues')
        .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('n'))
        .where('archived_at', 'is', null)
        .$asScalar()
        .as('venues'),
    ])
    .executeTakeFirstOrThrow();
}
