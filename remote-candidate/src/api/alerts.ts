import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, type MutationConfig } from 'shared-kernel';
import type {
  AlertCriteria,
  CreateJobAlertBody,
  JobAlert,
  JobAlertPage,
} from 'shared-kernel/contract';

// The candidate's job alerts (GET, POST /api/job-alerts; PATCH, DELETE /api/job-alerts/:id).

export type { AlertCriteria, JobAlert };
export type AlertPage = JobAlertPage;

/** POST /api/job-alerts's body (a PATCH takes any part of it). */
export type AlertInput = CreateJobAlertBody;

export const jobAlertKeys = {
  all: ['/api/job-alerts'] as const,
  list: () => [...jobAlertKeys.all, 'list'] as const,
};

export const getJobAlerts = () => apiGet<AlertPage>('/api/job-alerts?pageSize=50');

export const createJobAlert = (input: AlertInput) =>
  apiWrite<JobAlert>('POST', '/api/job-alerts', input);

export const updateJobAlert = ({ id, ...input }: Partial<AlertInput> & { id: string }) =>
  apiWrite<JobAlert>('PATCH', `/api/job-alerts/${encodeURIComponent(id)}`, input);

export const deleteJobAlert = (id: string) =>
  apiWrite<null>('DELETE', `/api/job-alerts/${encodeURIComponent(id)}`);

/** Creates (no id) or updates (with the alert's id). */
export const saveJobAlert = ({ id, ...input }: AlertInput & { id?: string }) =>
  id ? updateJobAlert({ id, ...input }) : createJobAlert(input);

export const jobAlertsQueryOptions = () =>
  queryOptions({ queryKey: jobAlertKeys.list(), queryFn: getJobAlerts });

export function useJobAlerts() {
  return useQuery(jobAlertsQueryOptions());
}

// Each write reads the list again afterwards.

export function useSaveJobAlert({
  onSuccess,
  ...config
}: MutationConfig<typeof saveJobAlert> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveJobAlert,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: jobAlertKeys.all });
      return onSuccess?.(...args);
    },
  });
}

export function useUpdateJobAlert({
  onSuccess,
  ...config
}: MutationConfig<typeof updateJobAlert> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateJobAlert,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: jobAlertKeys.all });
      return onSuccess?.(...args);
    },
  });
}

export function useDeleteJobAlert({
  onSuccess,
  ...config
}: MutationConfig<typeof deleteJobAlert> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteJobAlert,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: jobAlertKeys.all });
      return onSuccess?.(...args);
    },
  });
}
