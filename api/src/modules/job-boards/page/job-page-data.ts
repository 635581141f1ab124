// What the public job page reads: the job as the API serializes it (serializeJob), with what
// the page and its JobPosting add (the company's website), and
// the similar open jobs a closed job's page lists.
import { sql } from 'kysely';
import type { Job } from 'shared-kernel/contract';
import { londonDay } from 'shared-kernel/rules';
import type { Db } from '../../../db/client.js';
import { screeningColumn, selectJobs, serializeJob } from '../../jobs/index.js';

/** How many similar open jobs a closed job's page lists. */
export const SIMILAR_JOBS_SHOWN = 5;

export type PageJob = Job & {
  /** The company's own website, when it has one. */
  companyWebsite: string | null;
};

/**
 * The jobs module's job columns, with the company's website. (Not the venue's street: the app's
 * page, which replaces this one, does not have it, and the JobPosting says only what is shown.)
 */
function selectPageJobs(db: Db) {
  return selectJobs(db).select(['c.website_url as company_website_url']).select(screeningColumn);
}

type PageJobRow = Awaited<ReturnType<ReturnType<typeof selectPageJobs>['executeTakeFirstOrThrow']>>;

function pageJob(row: PageJobRow): PageJob {
  return {
    ...serializeJob(row),
    companyWebsite: row.company_website_url,
  };
}

/** The job (any status; the page decides what a draft or a closed job shows), or null. */
export async function findPageJob(db: Db, id: string): Promise<PageJob | null> {
  const row = await selectPageJobs(db).where('j.id', '=', id).executeTakeFirst();
  return row ? pageJob(row) : null;
}

/**
 * Up to SIMILAR_JOBS_SHOWN open jobs (status open, not past their closing day in London) at the
 * same kind of venue or in the same town, those in the town first, then the newest, without the
 * job itself.
 */
export async function similarOpenJobs(db: Db, job: PageJob): Promise<PageJob[]> {
  const today = londonDay();
  const rows = await selectPageJobs(db)
    .where('j.status', '=', 'open')
    .where('j.id', '!=', job.id)
    .where((eb) =>
      eb.or([eb('j.closes_on', 'is', null), eb(sql<string>`j.closes_on::text`, '>=', today)]),
    )
    .where((eb) =>
      eb.or([
        eb('v.venue_type', '=', job.venue.venueType),
        eb(sql<string>`lower(v.city)`, '=', job.venue.city.toLowerCase()),
      ]),
    )
    // The same town first (a job seeker's next job is near the last one), then the newest.
    .orderBy(sql`lower(v.city) = ${job.venue.city.toLowerCase()}`, 'desc')
    .orderBy('j.published_at', 'desc')
    .orderBy('j.id')
    .limit(SIMILAR_JOBS_SHOWN)
    .execute();
  return rows.map(pageJob);
}
