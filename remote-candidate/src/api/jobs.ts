import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  JOB_SEARCH_PAGE_SIZE as JOBS_PAGE_SIZE,
  jobKeys,
  jobQueryOptions,
  routes,
  type JobSearch,
  type JobSearchFilter as JobFilter,
} from 'shared-kernel';
import type { JobDetail, JobListItem, JobPage } from 'shared-kernel/contract';

// The candidate's jobs: saved jobs and likes (routes.jobs: saved, preference) and the search's
// filters. One job, the search and saving are read and written as the public pages do:
// shared-kernel's useJob, useJobSearch and useToggleSaved (shared-kernel/src/jobs/).

/** A job in a list (a search result; a saved job is one too). */
export type Job = JobListItem;
export type { JobDetail, JobPage };

// The search's filters, address and query: shared-kernel's, as the public /job-search has them.
export {
  JOB_SEARCH_FILTERS as JOB_FILTERS,
  JOB_SEARCH_PAGE_SIZE as JOBS_PAGE_SIZE,
  jobSearchQuery,
  searchOf,
  searchParamsOf,
  type JobSearch,
  type JobSearchFilter as JobFilter,
} from 'shared-kernel';

/** The distances offered for `within` (miles). */
export const WITHIN_MILES = [1, 3, 5, 10, 25, 50] as const;
/** The API's distance when `within` is not given (the contract's SEARCH_RADIUS_MILES.default). */
export const DEFAULT_WITHIN_MILES = 10;

/** The filters a phone folds away behind "Filters (n)": all but the words and the order. */
export const FOLDED_FILTERS = [
  'near',
  'location',
  'venueType',
  'employmentType',
  'payMin',
  'payType',
  'pace',
] as const satisfies readonly JobFilter[];

/** How many of the folded filters are set (`within` counts with `near`). */
export const activeFilterCount = (search: JobSearch) =>
  FOLDED_FILTERS.filter((key) => search[key]?.trim()).length;

export const savedJobsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: jobKeys.saved(page),
    queryFn: () => api(routes.jobs.saved, { query: { page, pageSize: JOBS_PAGE_SIZE } }),
  });

/** The job read again from the API now (e.g. after a 409, to learn its applicationId). */
export function useRefreshJob() {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.fetchQuery({ ...jobQueryOptions(id), staleTime: 0 });
}

export function useSavedJobs(page = 1, enabled = true) {
  return useQuery({ ...savedJobsQueryOptions(page), enabled });
}

export const likeJob = (jobId: string) =>
  api(routes.jobs.preference, { body: { jobId, action: 'like' } });

/** Like a job; afterwards the job lists and the recommendations read again. */
export function useLikeJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeJob,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
