import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiGet,
  apiWrite,
  DASHBOARD_QUERY_OPTIONS,
  useLiveEvents,
  type MutationConfig,
} from 'shared-kernel';
import type {
  ApplicationDetail,
  ApplyBody,
  CandidateApplicationList,
} from 'shared-kernel/contract';
// offers.ts and interviews.ts import this module too; the keys are only read when a call ends.
import { interviewKeys } from './interviews';
import { jobKeys } from './jobs';
import { offerKeys } from './offers';

// The candidate's applications (GET /api/applications/candidate, /api/applications/:id) and
// applying (POST /api/applications, 409 on a second). Shapes: shared-kernel/contract.

export type {
  ApplicationDetail,
  ApplicationSummary,
  ApplyBody,
  Interview,
  Offer,
} from 'shared-kernel/contract';

/** Every query key of this resource, from one root: invalidate `all` to refresh them all. */
export const applicationKeys = {
  all: ['/api/applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
  detail: (id: string) => [...applicationKeys.all, 'detail', id] as const,
};

export const getCandidateApplications = async (): Promise<CandidateApplicationList> =>
  (await apiGet<CandidateApplicationList>('/api/applications/candidate')) ?? [];

export const getApplication = (id: string) =>
  apiGet<ApplicationDetail>(['/api/applications', encodeURIComponent(id)]);

export const apply = (body: ApplyBody) =>
  apiWrite<ApplicationDetail>('POST', '/api/applications', body);

/** POST /api/applications/:id/withdraw: the candidate takes an open application back (final). */
export const withdrawApplication = (id: string) =>
  apiWrite<ApplicationDetail>('POST', `/api/applications/${encodeURIComponent(id)}/withdraw`);

export const candidateApplicationsQueryOptions = () =>
  queryOptions({ queryKey: applicationKeys.list(), queryFn: getCandidateApplications });

export const applicationQueryOptions = (id: string) =>
  queryOptions({ queryKey: applicationKeys.detail(id), queryFn: () => getApplication(id) });

/** When a live event arrives (a recruiter moved an application…), read the applications again. */
export function useRefetchApplicationsOnLiveEvents() {
  const queryClient = useQueryClient();
  useLiveEvents(() => {
    void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
  });
}

export function useCandidateApplications({ dashboard = false } = {}) {
  useRefetchApplicationsOnLiveEvents();
  return useQuery({
    ...candidateApplicationsQueryOptions(),
    ...(dashboard ? DASHBOARD_QUERY_OPTIONS : {}),
  });
}

export function useApplication(id: string) {
  useRefetchApplicationsOnLiveEvents();
  return useQuery(applicationQueryOptions(id));
}

/**
 * Withdraws an application. A pending offer is withdrawn and upcoming interviews are cancelled
 * with it, so the offers and interviews read again as well as the applications.
 */
export function useWithdrawApplication({
  onSuccess,
  ...config
}: MutationConfig<typeof withdrawApplication> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: withdrawApplication,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      void queryClient.invalidateQueries({ queryKey: offerKeys.all });
      void queryClient.invalidateQueries({ queryKey: interviewKeys.all });
      return onSuccess?.(...args);
    },
  });
}

/** Applies; afterwards the applications and the job (now "applied") read again. */
export function useApply({ onSuccess, ...config }: MutationConfig<typeof apply> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: apply,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      void queryClient.invalidateQueries({ queryKey: jobKeys.detail(args[1].jobId) });
      return onSuccess?.(...args);
    },
  });
}
