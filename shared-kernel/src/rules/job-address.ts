// A job's public page address (issue 31): `/jobs/<words>-<id>`, the title and the town as
// lowercase ASCII words, then the job's uuid. Only the id finds the job: a page asked for with
// other words (the title changed) is sent to the current address (301). The API writes these in
// the page's canonical link, the sitemap and the feeds; the front-ends link to them.
import { slugWords } from './slug.js';

const UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** How many characters the words part keeps at most (a whole word is never cut). */
export const JOB_SLUG_MAX = 80;
/** Where the public job pages live. */
export const JOB_PAGE_PREFIX = '/jobs/';

/** The words and the id: 'head-chef-london-<uuid>' (the id alone when there are no words). */
export function jobSlug(job: { id: string; title: string; city?: string | null }): string {
  const words = slugWords(`${job.title} ${job.city ?? ''}`, JOB_SLUG_MAX);
  return words ? `${words}-${job.id}` : job.id;
}

/** `/jobs/head-chef-london-<uuid>`: the job's public page, relative to the site. */
export function jobPagePath(job: { id: string; title: string; city?: string | null }): string {
  return `${JOB_PAGE_PREFIX}${jobSlug(job)}`;
}

/** The job id at the end of a page's slug ('…-<uuid>'), or null when there is none. */
export function jobIdFromSlug(slug: string): string | null {
  const match = UUID.exec(slug.toLowerCase());
  return match ? match[1] : null;
}
