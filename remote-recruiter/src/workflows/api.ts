import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  applicationKeys,
  jobKeys,
  routes,
  workflowKeys,
  type MutationConfig,
} from 'shared-kernel';
import type {
  FiredKnockout,
  HiringWorkflows,
  Workflow,
  WorkflowBody,
  WorkflowLogEntry,
} from 'shared-kernel/contract';

// Issue 33 from the recruiter's side: the company's hiring workflows (GET /api/companies/mine/
// hiring-workflows), the company default and a job's own workflow (GET/PUT/DELETE), the log of
// what they did, and keeping a knocked-out application in the pipeline. Shapes:
// shared-kernel/contract (hiring-workflows.ts).

export type { FiredKnockout, HiringWorkflows, Workflow, WorkflowBody, WorkflowLogEntry };
export type WorkflowJob = HiringWorkflows['jobs'][number];

const routesOf = routes.hiringWorkflows;

export const getHiringWorkflows = () => api(routesOf.overview);

export const hiringWorkflowsQueryOptions = () =>
  queryOptions({ queryKey: workflowKeys.overview(), queryFn: getHiringWorkflows });

export const useHiringWorkflows = () => useQuery(hiringWorkflowsQueryOptions());

/** The log since a moment (the page asks for the last 7 days, from when it opened). */
export const getWorkflowLog = (since: string) => api(routesOf.log, { query: { since } });

export const workflowLogQueryOptions = (since: string) =>
  queryOptions({ queryKey: workflowKeys.log(since), queryFn: () => getWorkflowLog(since) });

export const useWorkflowLog = (since: string) => useQuery(workflowLogQueryOptions(since));

export const saveCompanyWorkflow = (body: WorkflowBody) =>
  api(routesOf.putCompanyWorkflow, { body });

export const saveJobWorkflow = ({ jobId, body }: { jobId: string; body: WorkflowBody }) =>
  api(routesOf.putJobWorkflow, { params: { id: jobId }, body });

export const resetJobWorkflow = (jobId: string) =>
  api(routesOf.resetJobWorkflow, { params: { id: jobId } });

export const overrideKnockout = (applicationId: string) =>
  api(routesOf.overrideKnockout, { params: { id: applicationId } });

/** After a workflow write: the workflows (overview, default, jobs' own, log) read again. */
function useWorkflowsRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workflowKeys.all });
}

export function useSaveCompanyWorkflow({
  onSuccess,
  ...config
}: MutationConfig<typeof saveCompanyWorkflow> = {}) {
  const refresh = useWorkflowsRefresh();
  return useMutation({
    ...config,
    mutationFn: saveCompanyWorkflow,
    onSuccess: async (...args) => {
      await refresh();
      return onSuccess?.(...args);
    },
  });
}

export function useSaveJobWorkflow({
  onSuccess,
  ...config
}: MutationConfig<typeof saveJobWorkflow> = {}) {
  const refresh = useWorkflowsRefresh();
  return useMutation({
    ...config,
    mutationFn: saveJobWorkflow,
    onSuccess: async (...args) => {
      await refresh();
      return onSuccess?.(...args);
    },
  });
}

export function useResetJobWorkflow({
  onSuccess,
  ...config
}: MutationConfig<typeof resetJobWorkflow> = {}) {
  const refresh = useWorkflowsRefresh();
  return useMutation({
    ...config,
    mutationFn: resetJobWorkflow,
    onSuccess: async (...args) => {
      await refresh();
      return onSuccess?.(...args);
    },
  });
}

/**
 * Keep a knocked-out application in the pipeline: the board, the application and the workflows
 * (the log says who) read again.
 */
export function useOverrideKnockout({
  onSuccess,
  ...config
}: MutationConfig<typeof overrideKnockout> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: overrideKnockout,
    onSuccess: async (...args) => {
      await Promise.all(
        [applicationKeys.all, workflowKeys.all, jobKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      return onSuccess?.(...args);
    },
  });
}
