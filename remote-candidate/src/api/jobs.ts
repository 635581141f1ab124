import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite } from 'shared-kernel';
import { type Pay } from 'shared-kernel/rules';

// Jobs: search, one job, saved jobs and likes (GET /api/jobs, /api/jobs/:id, /api/saved-jobs,
// POST /api/job-preferences).

export interface Job extends Pay {
  id: string;
  title: string | null;
  description?: string;
  skills?: string[];
  employmentType?: string | null;
  pay?: string;
  pace?: string | null;
  teamSize?: string | null;
  urgent?: boolean;
  status?: string;
  publishedAt?: string | null;
  closesOn?: string | null;
  venue?: {
    id: string;
    name: string;
    venueType: string;
    city: string;
    postcode: string | null;
  } | null;
  company?: { id?: string; name?: string | null; slug?: string; logoUrl?: string | null } | null;
  venueType?: string | null;
  location?: string | null;
  saved?: boolean;
}

export interface JobDetail extends Job {
  applied?: boolean;
  applicationId?: string | null;
  cultureScore?: number | null;
  cultureReasons?: string[];
  matchingReasons?: string[];
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The search filters, exactly as the address and the API name them. */
export const JOB_FILTERS = [
  'q',
  'location',
  'venueType',
  'employmentType',
  'payMin',
  'payType',
  'pace',
  'sort',
  'page',
] as const;
export type JobFilter = (typeof JOB_FILTERS)[number];
export type JobSearch = Partial<Record<JobFilter, string>>;

export const JOBS_PAGE_SIZE = 10;

export function jobSearchUrl(search: JobSearch): string {
  const params = new URLSearchParams();
  for (const key of JOB_FILTERS) {
    const value = search[key]?.trim();
    if (value) params.set(key, value);
  }
  params.set('pageSize', String(JOBS_PAGE_SIZE));
  return `/api/jobs?${params}`;
}

export const jobsKey = (search: JobSearch) => ['/api/jobs', search] as const;
export const jobKey = (id: string) => ['/api/jobs', id] as const;
export const SAVED_JOBS_KEY = ['/api/saved-jobs'] as const;

export function useJobSearch(search: JobSearch) {
  return useQuery({
    queryKey: jobsKey(search),
    queryFn: () => apiGet<Page<Job>>(jobSearchUrl(search)),
    placeholderData: keepPreviousData,
  });
}

export function useJob(id: string) {
  return useQuery({ queryKey: jobKey(id), queryFn: () => apiGet<JobDetail>(['/api/jobs', id]) });
}

export function useSavedJobs(page = 1, enabled = true) {
  return useQuery({
    queryKey: [...SAVED_JOBS_KEY, page],
    queryFn: () => apiGet<Page<Job>>(`/api/saved-jobs?page=${page}&pageSize=${JOBS_PAGE_SIZE}`),
    enabled,
  });
}

export const saveJob = (jobId: string) => apiWrite('POST', '/api/saved-jobs', { jobId });
export const unsaveJob = (jobId: string) =>
  apiWrite('DELETE', `/api/saved-jobs/${encodeURIComponent(jobId)}`);
export const likeJob = (jobId: string) =>
  apiWrite('POST', '/api/job-preferences', { jobId, action: 'like' });

/** Save or unsave; afterwards the job lists, the job and the saved list read again. */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, saved }: { jobId: string; saved: boolean }) =>
      saved ? unsaveJob(jobId) : saveJob(jobId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['/api/jobs'] });
      void queryClient.invalidateQueries({ queryKey: SAVED_JOBS_KEY });
    },
  });
}
