import { sql } from 'kysely';
import type { MinimumAge } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { notFound } from '../../http/errors.js';

// A job as serializeJob reads it (`JobRow`), through Kysely: the typed twin of serialize.ts's
// JOB_COLUMNS over JOB_FROM, which search and matching still read as SQL text. The columns are
// checked against src/db/tables.ts, and test/jobs-manage.test.ts reads one job both ways and
// expects the same row, so the two lists cannot drift apart.

/** `jobs j JOIN venues v JOIN companies c` with every column of `JobRow`; add the filters. */
export function selectJobs(db: Db) {
  return kysely(db)
    .selectFrom('jobs as j')
    .innerJoin('venues as v', 'v.id', 'j.venue_id')
    .innerJoin('companies as c', 'c.id', 'j.company_id')
    .select([
      'j.id',
      'j.title',
      'j.skills',
      'j.employment_type',
      'j.salary_type',
      'j.salary_amount_pence',
      'j.salary_min_pence',
      'j.salary_max_pence',
      'j.tips_kind',
      'j.tips_average_pence',
      'j.pace',
      'j.team_size',
      'j.urgent',
      'j.status',
      'j.published_at',
      // A calendar day as text: the engines read a date as different Dates (tables.ts).
      sql<string | null>`j.closes_on::text`.as('closes_on'),
      'j.company_id',
      'j.day_parts',
      'v.id as venue_id',
      'v.name as venue_name',
      'v.venue_type',
      'v.city',
      'v.postcode',
      'c.name as company_name',
      'c.slug as company_slug',
      'c.logo_url as company_logo_url',
      'j.description',
      sql<MinimumAge>`j.minimum_age`.as('minimum_age'),
      // JOB_COLUMNS past a card's columns: the venue's culture and position (matching).
      'v.pace as venue_pace',
      'v.team_size as venue_team_size',
      'v.service_approach as venue_service_approach',
      'v.primary_values as venue_values',
      'v.guest_interaction as venue_guest_interaction',
      'v.lat as venue_lat',
      'v.lng as venue_lng',
      // Issue 43: the licences and certificates the job requires.
      'j.required_certificates',
    ]);
}

/** Throws 404 (`message`) unless the job is the company's: the check before a company's write. */
export async function requireCompanyJob(
  db: Db,
  companyId: string,
  jobId: string,
  message = 'Job not found',
): Promise<void> {
  const job = await kysely(db)
    .selectFrom('jobs')
    .select('id')
    .where('id', '=', jobId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!job) throw notFound(message);
}
