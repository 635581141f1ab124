import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, jobKeys, routes } from 'shared-kernel';
import type { JobSearchQuery } from 'shared-kernel/contract';
import { publicRead } from './public-read';

// The public job reads (issue 31): one open job (routes.jobs.detail, 404 for a job that is not
// open) and the search (routes.jobs.search). No session needed; with one, the API adds the
// candidate's own flags (saved, applied…) to the same answers. Shapes:
// shared-kernel/src/contract/jobs.ts.

export type { JobDetail, JobListItem, JobPage } from 'shared-kernel/contract';

/** The search filters the public page offers, exactly as the address and the API name them. */
export const JOB_SEARCH_FILTERS = [
  'q',
  'near',
  'within',
  'employmentType',
  'venueType',
  'payMin',
  'payType',
  'sort',
  'page',
] as const;
export type JobSearchFilter = (typeof JOB_SEARCH_FILTERS)[number];
export type JobSearch = Partial<Record<JobSearchFilter, string>>;

/** The candidate's /jobs asks for pages of 10 too, so both screens share one cache entry per search. */
export const JOB_SEARCH_PAGE_SIZE = 10;
/** How many open jobs a closed job's page offers instead. */
export const OTHER_OPEN_JOBS = 5;

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
 * The API's query of a search. The address's text goes as it is: the API checks each filter (a
 * 400 names a bad one), so it is not parsed twice.
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

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: () => publicRead(api(routes.jobs.detail, { params: { id } })),
  });

export const jobSearchQueryOptions = (search: JobSearch) =>
  queryOptions({
    queryKey: jobKeys.list(search),
    queryFn: () => publicRead(api(routes.jobs.search, { query: jobSearchQuery(search) })),
    placeholderData: keepPreviousData,
  });

/** The newest open jobs (a closed job's page offers them); `pageSize` in the key keeps it apart. */
export const newestJobsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.list({ sort: 'newest', pageSize: OTHER_OPEN_JOBS }),
    queryFn: () =>
      publicRead(api(routes.jobs.search, { query: { sort: 'newest', pageSize: OTHER_OPEN_JOBS } })),
    select: (page) => page.items,
  });

export const useJob = (id: string) => useQuery({ ...jobQueryOptions(id), enabled: id !== '' });
export const useJobSearch = (search: JobSearch) => useQuery(jobSearchQueryOptions(search));
export const useNewestJobs = () => useQuery(newestJobsQueryOptions());

const toggleSaved = ({ jobId, saved }: { jobId: string; saved: boolean }) =>
  saved
    ? api(routes.jobs.unsave, { params: { jobId } })
    : api(routes.jobs.save, { body: { jobId } });

/**
 * A candidate saves or unsaves a job; afterwards every job read (this page, the searches, the
 * saved list, the recommendations: all under `jobKeys.all`, all carrying the flag) reads again.
 */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleSaved,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
