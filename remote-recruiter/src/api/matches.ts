import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, type MutationConfig } from 'shared-kernel';
import type { Invite, JobMatch, JobMatchPage } from 'shared-kernel/contract';

// A job's matches (GET /api/jobs/:id/matches) and inviting one to apply (POST /api/jobs/:id/invites).
// Shapes: shared-kernel/contract.

export type { JobMatch };
export type JobMatches = JobMatchPage;

export const matchKeys = {
  all: ['/api/jobs', 'matches'] as const,
  job: (jobId: string) => [...matchKeys.all, jobId] as const,
  page: (jobId: string, page: number) => [...matchKeys.job(jobId), page] as const,
};

export const fetchJobMatches = (jobId: string, page = 1) =>
  apiGet<JobMatches>(`/api/jobs/${jobId}/matches?page=${page}&pageSize=20`);

export const jobMatchesQueryOptions = (jobId: string, page = 1) =>
  queryOptions({
    queryKey: matchKeys.page(jobId, page),
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
  apiWrite<Invite>(
    'POST',
    `/api/jobs/${jobId}/invites`,
    message ? { candidateId, message } : { candidateId },
  );

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
      await queryClient.invalidateQueries({ queryKey: matchKeys.job(args[1].jobId) });
      return onSuccess?.(...args);
    },
  });
}
