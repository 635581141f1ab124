// A job and the job search, one read for both remotes that show them: the public /jobs/:id and
// /job-search (remote-public) and the candidate's /view-job/:id, /apply/:id and /jobs
// (remote-candidate) take the same entries of the page's one cache (jobKeys.detail, jobKeys.list).
// Both routes are public: with a session the API adds the candidate's own flags (saved, liked,
// applied…) to the same answers. Saving and unsaving, which both offer, are here too; what only
// one side does (the candidate's saved list and likes, a closed job's newest jobs) stays with it.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../api/client';
import { publicRead } from '../api/public-read';
import { jobSearchQuery, type JobSearch } from '../api/job-search';
import { routes } from '../contract/addresses';
import { jobKeys } from '../query-keys';

/** One job: open ones for everyone (a 404 otherwise), others for their company's recruiters. */
export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: () => publicRead(api(routes.jobs.detail, { params: { id } })),
  });

/** A page of the search; the previous page stays in view while the next one loads. */
export const jobSearchQueryOptions = (search: JobSearch) =>
  queryOptions({
    queryKey: jobKeys.list(search),
    queryFn: () => publicRead(api(routes.jobs.search, { query: jobSearchQuery(search) })),
    placeholderData: keepPreviousData,
  });

export const useJob = (id: string) => useQuery({ ...jobQueryOptions(id), enabled: id !== '' });
export const useJobSearch = (search: JobSearch) => useQuery(jobSearchQueryOptions(search));

export const saveJob = (jobId: string) => api(routes.jobs.save, { body: { jobId } });
export const unsaveJob = (jobId: string) => api(routes.jobs.unsave, { params: { jobId } });

const toggleSaved = ({ jobId, saved }: { jobId: string; saved: boolean }) =>
  saved ? unsaveJob(jobId) : saveJob(jobId);

/**
 * A candidate saves or unsaves a job (`saved`: whether it is saved now); afterwards every job read
 * (the job, the searches, the saved list and the recommendations: all under `jobKeys.all`, all
 * carrying the flag) reads again.
 */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleSaved,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
