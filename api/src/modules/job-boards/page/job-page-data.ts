// What the public job page reads: the job as the API serializes it (serializeJob), with what
// its JobPosting adds (the company's website).
import type { Job } from 'shared-kernel/contract';
import type { Db } from '../../../db/client.js';
import { screeningColumn, selectJobs, serializeJob } from '../../jobs/index.js';

export type PageJob = Job & {
  /** The company's own website, when it has one. */
  companyWebsite: string | null;
};

/**
 * The jobs module's job columns, with the company's website. (Not the venue's street: the page
 * does not show it, and the JobPosting says only what is shown.)
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
