import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, jobAlertKeys, type MutationConfig, routes } from 'shared-kernel';
import type {
  AlertCriteria,
  CreateJobAlertBody,
  JobAlert,
  JobAlertPage,
} from 'shared-kernel/contract';

// The candidate's job alerts (routes.jobAlerts: list, create, update, remove).

export type { AlertCriteria, JobAlert };
export type AlertPage = JobAlertPage;

/** An alert's criteria as created (an update takes any part of it). */
export type AlertInput = CreateJobAlertBody;

export const getJobAlerts = () => api(routes.jobAlerts.list, { query: { pageSize: 50 } });

export const createJobAlert = (input: AlertInput) => api(routes.jobAlerts.create, { body: input });

export const updateJobAlert = ({ id, ...input }: Partial<AlertInput> & { id: string }) =>
  api(routes.jobAlerts.update, { params: { id }, body: input });

export const deleteJobAlert = (id: string) => api(routes.jobAlerts.remove, { params: { id } });

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
