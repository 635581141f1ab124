import type {
  ApplicationDetails,
  ApplicationHistoryEntry,
  ApplicationStatus,
  JobApplication,
} from 'shared-kernel/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, applicationKeys, useLiveEvents, type MutationConfig, routes } from 'shared-kernel';
import { isOpenApplicationStatus } from 'shared-kernel/rules';

// A job's pipeline: its applications by status, moving them, bulk reject.

/** The board's columns, in the order shown (shared-kernel's vocabulary). */
export { PIPELINE_STATUSES } from 'shared-kernel/contract';
export type { ApplicationStatus };

export type HistoryEntry = ApplicationHistoryEntry;
export type PipelineApplication = JobApplication;
export type { ApplicationDetails };

/** Every application of the job (the API pages by 50). */
export async function fetchJobApplications(jobId: string): Promise<PipelineApplication[]> {
  const all: PipelineApplication[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const body = await api(routes.applications.jobList, {
      params: { id: jobId },
      query: { pageSize: 50, page },
    });
    if (!body) break;
    all.push(...body.items);
    if (all.length >= body.total || body.items.length === 0) break;
  }
  return all;
}

export const fetchApplicationDetails = (id: string) =>
  api(routes.hiring.applicationDetails, { params: { id } });

export const jobApplicationsQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: applicationKeys.list({ jobId }),
    queryFn: () => fetchJobApplications(jobId),
  });

export const applicationDetailsQueryOptions = (id: string | null) =>
  queryOptions({
    queryKey: applicationKeys.review(id ?? ''),
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
    void queryClient.invalidateQueries({ queryKey: applicationKeys.list({ jobId }) });
    void queryClient.invalidateQueries({ queryKey: applicationKeys.details() });
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
  api(routes.applications.changeStatus, {
    params: { id },
    body: note ? { status, note } : { status },
  });

export const bulkReject = ({
  jobId,
  applicationIds,
  message,
}: {
  jobId: string;
  applicationIds: string[];
  message: string;
}) =>
  api(routes.applications.bulkReject, { params: { id: jobId }, body: { applicationIds, message } });

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

/** Still in play (shared-kernel/rules: not rejected, accepted, declined or withdrawn). */
export const isOpenStatus = isOpenApplicationStatus;
