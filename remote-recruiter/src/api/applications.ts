import type {
  ApplicationDetails,
  ApplicationHistoryEntry,
  ApplicationStatus,
  BulkRejectResult,
  JobApplication,
  JobApplicationPage,
  StatusChange,
} from 'shared-kernel/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, useLiveEvents, type MutationConfig } from 'shared-kernel';
import { isOpenApplicationStatus } from 'shared-kernel/rules';

// A job's pipeline: its applications by status, moving them, bulk reject.

/** The board's columns, in the order shown (the statuses are the contract's vocabulary). */
export const PIPELINE_STATUSES = [
  'applied',
  'reviewed',
  'interviewed',
  'offered',
  'accepted',
  'declined',
  'rejected',
  'withdrawn',
] as const satisfies readonly ApplicationStatus[];
export type { ApplicationStatus };

export type HistoryEntry = ApplicationHistoryEntry;
export type PipelineApplication = JobApplication;
export type { ApplicationDetails };

/** Every query key of the recruiter's applications, from one root. */
export const applicationKeys = {
  all: ['/api/applications', 'recruiter'] as const,
  pipelines: () => [...applicationKeys.all, 'pipeline'] as const,
  pipeline: (jobId: string) => [...applicationKeys.pipelines(), jobId] as const,
  allDetails: () => [...applicationKeys.all, 'details'] as const,
  details: (id: string) => [...applicationKeys.allDetails(), id] as const,
};

/** Every application of the job (the API pages by 50). */
export async function fetchJobApplications(jobId: string): Promise<PipelineApplication[]> {
  const all: PipelineApplication[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const body = await apiGet<JobApplicationPage>(
      `/api/jobs/${jobId}/applications?pageSize=50&page=${page}`,
    );
    if (!body) break;
    all.push(...body.items);
    if (all.length >= body.total || body.items.length === 0) break;
  }
  return all;
}

export const fetchApplicationDetails = (id: string) =>
  apiGet<ApplicationDetails>(['/api/applications', id, 'details']);

export const jobApplicationsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: applicationKeys.pipeline(jobId),
    queryFn: () => fetchJobApplications(jobId),
  });

export const applicationDetailsQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: applicationKeys.details(id ?? ''),
    queryFn: () => fetchApplicationDetails(id ?? ''),
    enabled: Boolean(id),
  });

export const useJobApplications = (jobId: string) => useQuery(jobApplicationsQueryOptions(jobId));

export const useApplicationDetails = (id: string | null) =>
  useQuery(applicationDetailsQueryOptions(id));

/**
 * The job's pipeline and the open application read again on any live event (a new
 * application, an answered offer, a confirmed interview).
 */
export function usePipelineLiveRefresh(jobId: string) {
  const queryClient = useQueryClient();
  useLiveEvents(() => {
    void queryClient.invalidateQueries({ queryKey: applicationKeys.pipeline(jobId) });
    void queryClient.invalidateQueries({ queryKey: applicationKeys.allDetails() });
  });
}

export const moveApplication = ({
  id,
  status,
  note,
}: {
  id: string;
  status: ApplicationStatus;
  note?: string;
}) =>
  apiWrite<StatusChange>(
    'PATCH',
    `/api/applications/${id}/status`,
    note ? { status, note } : { status },
  );

export const bulkReject = ({
  jobId,
  applicationIds,
  message,
}: {
  jobId: string;
  applicationIds: string[];
  message: string;
}) =>
  apiWrite<BulkRejectResult>('POST', `/api/jobs/${jobId}/applications/bulk-reject`, {
    applicationIds,
    message,
  });

/** Whether it worked or not, the pipelines and the open application read again. */
export function useMoveApplication({
  onSettled,
  ...config
}: MutationConfig<typeof moveApplication> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: moveApplication,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      return onSettled?.(...args);
    },
  });
}

export function useBulkReject({ onSuccess, ...config }: MutationConfig<typeof bulkReject> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: bulkReject,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: applicationKeys.all });
      return onSuccess?.(...args);
    },
  });
}

/** The recruiter's one step forward from each status (decisions section 4). */
export const NEXT_STATUS: Partial<Record<ApplicationStatus, ApplicationStatus>> = {
  applied: 'reviewed',
  reviewed: 'interviewed',
  interviewed: 'offered',
};

/** Still in play (shared-kernel/rules: not rejected, accepted, declined or withdrawn). */
export const isOpenStatus = isOpenApplicationStatus;
