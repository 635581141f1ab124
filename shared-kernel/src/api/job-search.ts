import type { JobSearchQuery } from '../contract/jobs.js';

// A job search as the address and the API name it (GET /api/jobs): the candidate's /jobs
// (remote-candidate) and the public /job-search (remote-public) read and write it the same way,
// and with one page size they share one cache entry per search (jobKeys.list).

/** The search filters, exactly as the address and the API name them. */
export const JOB_SEARCH_FILTERS = [
  'q',
  'near',
  'within',
  'location',
  'venueType',
  'employmentType',
  'payMin',
  'payType',
  'pace',
  'sort',
  'page',
] as const;
export type JobSearchFilter = (typeof JOB_SEARCH_FILTERS)[number];
export type JobSearch = Partial<Record<JobSearchFilter, string>>;

/** Results a page, in both searches. */
export const JOB_SEARCH_PAGE_SIZE = 10;

/** The filters of an address (`?q=…&sort=…`), blank ones left out. */
export function searchOf(params: URLSearchParams): JobSearch {
  const search: JobSearch = {};
  for (const key of JOB_SEARCH_FILTERS) {
    const value = params.get(key)?.trim();
    if (value) search[key] = value;
  }
  return search;
}

/** The address of a search: blank values and the first page left out. */
export function searchParamsOf(search: JobSearch): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of JOB_SEARCH_FILTERS) {
    const value = search[key]?.trim();
    if (value && !(key === 'page' && value === '1')) out.set(key, value);
  }
  return out;
}

/**
 * The API's query of a search, blank values left out. The address's text goes as it is: the API
 * checks each filter (a 400 names a bad one), so it is not parsed twice.
 */
export function jobSearchQuery(search: JobSearch): JobSearchQuery {
  const query: Record<string, string | number> = {};
  for (const key of JOB_SEARCH_FILTERS) {
    const value = search[key]?.trim();
    if (value) query[key] = value;
  }
  query.pageSize = JOB_SEARCH_PAGE_SIZE;
  return query as JobSearchQuery;
}
