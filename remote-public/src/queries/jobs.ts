import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, jobKeys, jobSearchQuery, routes, type JobSearch } from 'shared-kernel';
import { publicRead } from './public-read';

// The public job reads (issue 31): one open job (routes.jobs.detail, 404 for a job that is not
// open) and the search (routes.jobs.search). No session needed; with one, the API adds the
// candidate's own flags (saved, applied…) to the same answers. Shapes:
// shared-kernel/src/contract/jobs.ts.

export type { JobDetail, JobListItem, JobPage } from 'shared-kernel/contract';

// The search's filters, address and query: shared-kernel's, as the candidate's /jobs has them.
export {
  JOB_SEARCH_FILTERS,
  JOB_SEARCH_PAGE_SIZE,
  jobSearchQuery,
  searchOf,
  searchParamsOf,
  type JobSearch,
  type JobSearchFilter,
} from 'shared-kernel';

/** How many open jobs a closed job's page offers instead. */
export const OTHER_OPEN_JOBS = 5;

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
