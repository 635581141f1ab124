import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, jobKeys, type MutationConfig, routes } from 'shared-kernel';
import type { JobMatch, JobMatchPage } from 'shared-kernel/contract';

// A job's matches (routes.hiring.matches) and inviting one to apply (routes.hiring.invite).
// Shapes: shared-kernel/contract.

export type { JobMatch };
export type JobMatches = JobMatchPage;

export const fetchJobMatches = (jobId: string, page = 1) =>
  api(routes.hiring.matches, { params: { id: jobId }, query: { page, pageSize: 20 } });

export const jobMatchesQueryOptions = (jobId: string, page = 1) =>
  queryOptions({
    queryKey: jobKeys.matchPage(jobId, page),
    queryFn: () => fetchJobMatches(jobId, page),
  });

export const useJobMatches = (jobId: string, page = 1) =>
  useQuery(jobMatchesQueryOptions(jobId, page));

export const inviteToApply = ({
  jobId,
  candidateId,
  message,
}: {
  jobId: string;
  candidateId: string;
  message?: string;
}) =>
  api(routes.hiring.invite, {
    params: { id: jobId },
    body: message ? { candidateId, message } : { candidateId },
  });

/** The job's matches read again (the candidate now shows as invited). */
export function useInviteToApply({
  onSuccess,
  ...config
}: MutationConfig<typeof inviteToApply> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: inviteToApply,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: jobKeys.matches(args[1].jobId) });
      return onSuccess?.(...args);
    },
  });
}
