import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, jobKeys, publicRead, routes } from 'shared-kernel';

// The public job pages (issue 31). One job (routes.jobs.detail, 404 for a job that is not open),
// the search (routes.jobs.search) and saving a job are read and written as the candidate's pages
// do: shared-kernel's useJob, useJobSearch and useToggleSaved (shared-kernel/src/jobs/). Here:
// what only the public pages read. Shapes: shared-kernel/src/contract/jobs.ts.

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

/** The newest open jobs (a closed job's page offers them); `pageSize` in the key keeps it apart. */
export const newestJobsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.list({ sort: 'newest', pageSize: OTHER_OPEN_JOBS }),
    queryFn: () =>
      publicRead(api(routes.jobs.search, { query: { sort: 'newest', pageSize: OTHER_OPEN_JOBS } })),
    select: (page) => page.items,
  });

export const useNewestJobs = () => useQuery(newestJobsQueryOptions());
