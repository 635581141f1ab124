import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  applicationKeys,
  DASHBOARD_QUERY_OPTIONS,
  interviewKeys,
  jobKeys,
  offerKeys,
  useLiveEvents,
  type MutationConfig,
  routes,
} from 'shared-kernel';
import type { ApplyBody } from 'shared-kernel/contract';

// The candidate's applications (routes.applications.candidateList, candidateDetail) and applying
// (apply, 409 on a second). Shapes: shared-kernel/contract.

export type {
  ApplicationDetail,
  ApplicationSummary,
  ApplyBody,
  Interview,
  Offer,
} from 'shared-kernel/contract';

export const getCandidateApplications = () => api(routes.applications.candidateList);

export const getApplication = (id: string) =>
  api(routes.applications.candidateDetail, { params: { id } });

export const apply = (body: ApplyBody) => api(routes.applications.apply, { body });

/** The candidate takes an open application back (final). */
export const withdrawApplication = (id: string) =>
  api(routes.applications.withdraw, { params: { id } });

export const candidateApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.list(),
    queryFn: getCandidateApplications,
    // Signed out (a 401 gives null) shows as no applications, as it always has; the shell's guard
    // sends the visitor to sign in.
    select: (list) => list ?? [],
  });

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
