import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dashboardKeys, jobKeys, venueKeys, type MutationConfig, routes } from 'shared-kernel';
import type {
  CreateJobBody,
  EmploymentType,
  Job,
  JobStatus,
  ManagedJob,
  TeamSize,
  UpdateJobBody,
  WorkPace as Pace,
} from 'shared-kernel/contract';
import { listCompanyJobs, venuesQueryOptions } from './venues';

// The recruiter's jobs: create, edit, publish (routes.jobs: create, update, publish, manage) and the venues a
// job can be at; closing is api/job-close.ts. Shapes: shared-kernel/src/contract/jobs.ts.

export type { EmploymentType, Job, JobStatus, ManagedJob, Pace, TeamSize };
/** The venue a job is at (the contract's job `venue`). */
export type JobVenue = Job['venue'];
/** What the job form sends: POST's body, which PATCH takes any part of. */
export type JobInput = CreateJobBody;

export const fetchManagedJob = (id: string) => api(routes.jobs.manage, { params: { id } });

export const managedJobQueryOptions = (id: string) =>
  queryOptions({ queryKey: jobKeys.managed(id), queryFn: () => fetchManagedJob(id) });

export const useManagedJob = (id: string) => useQuery(managedJobQueryOptions(id));

export const createJob = (input: JobInput) => api(routes.jobs.create, { body: input });
export const updateJob = ({ id, input }: { id: string; input: UpdateJobBody }) =>
  api(routes.jobs.update, { params: { id }, body: input });
export const publishJob = (id: string) => api(routes.jobs.publish, { params: { id } });

/**
 * Every job write: the job, the company's job lists and the candidates' searches (all under
 * `jobKeys.all`), the venues (their job counts) and the dashboard read again.
 */
function useJobWrite<TVariables>(
  mutationFn: (variables: TVariables) => Promise<Job>,
  { onSuccess, ...config }: MutationConfig<(variables: TVariables) => Promise<Job>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      await Promise.all(
        [jobKeys.all, venueKeys.all, dashboardKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      return onSuccess?.(...args);
    },
  });
}

export const useCreateJob = (config?: MutationConfig<typeof createJob>) =>
  useJobWrite(createJob, config);
export const useUpdateJob = (config?: MutationConfig<typeof updateJob>) =>
  useJobWrite(updateJob, config);
export const usePublishJob = (config?: MutationConfig<typeof publishJob>) =>
  useJobWrite(publishJob, config);

/** The company's venues a job can be at (not archived): the venues resource's list. */
export const jobVenuesQueryOptions = () =>
  queryOptions({
    ...venuesQueryOptions(false),
    select: (page): JobVenue[] | null => page && page.items,
  });

export const useJobVenues = () => useQuery(jobVenuesQueryOptions());

/** The company's latest jobs of every status (drafts included), e.g. for the board wizard. */
export const companyJobsQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.companyList(), queryFn: listCompanyJobs });

export const useCompanyJobs = () => useQuery(companyJobsQueryOptions());
