// Jobs: the candidate's search, saved jobs and recommendations, the company's own jobs, a job's
// page, its management view and its matches. Both roles' job writes invalidate `jobKeys.all`.

/** A search's filters as the address names them (remote-candidate's `JobSearch`). */
export type JobListFilters = Readonly<Record<string, unknown>>;

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  /** The public search. */
  list: (filters: JobListFilters) => [...jobKeys.lists(), filters] as const,
  /** The company's own jobs: `{ status: 'open' }` or `{}` (every status, drafts included). */
  companyLists: () => [...jobKeys.all, 'company'] as const,
  companyList: (filters: { status?: string } = {}) => [...jobKeys.companyLists(), filters] as const,
  /** The candidate's saved jobs, by page. */
  saved: (page: number) => [...jobKeys.all, 'saved', page] as const,
  details: () => [...jobKeys.all, 'detail'] as const,
  detail: (id: string) => [...jobKeys.details(), id] as const,
  /** The company's view of its job (with the application counts): under the job. */
  managed: (id: string) => [...jobKeys.detail(id), 'manage'] as const,
  /** The job's matching candidates, every page under one key. */
  matches: (id: string) => [...jobKeys.detail(id), 'matches'] as const,
  matchPage: (id: string, page: number) => [...jobKeys.matches(id), page] as const,
  /** The company's job-board reach (/job-board-integration): under the jobs, so a job write refreshes it. */
  jobBoard: () => [...jobKeys.all, 'job-board'] as const,
};

/**
 * The candidate's recommended jobs, both modes: under the jobs, so a save, a like or a change to
 * any job reads them again (a change to the profile or the culture answers invalidates `all`).
 */
export const recommendationKeys = {
  all: [...jobKeys.all, 'recommended'] as const,
  list: (mode: string) => [...recommendationKeys.all, mode] as const,
};

export const jobAlertKeys = {
  all: ['job-alerts'] as const,
  list: () => [...jobAlertKeys.all, 'list'] as const,
};
