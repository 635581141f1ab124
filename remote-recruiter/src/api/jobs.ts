import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, type MutationConfig } from 'shared-kernel';
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
import { dashboardKeys } from './dashboard';
import { companyJobKeys, listCompanyJobs, venueKeys, venuesQueryOptions } from './venues';

// The recruiter's jobs: create, edit, publish (/api/jobs…, /api/jobs/:id/manage) and the venues a
// job can be at; closing is api/job-close.ts. Shapes: shared-kernel/src/contract/jobs.ts.

export type { EmploymentType, Job, JobStatus, ManagedJob, Pace, TeamSize };
/** The venue a job is at (the contract's job `venue`). */
export type JobVenue = Job['venue'];
/** What the job form sends: POST's body, which PATCH takes any part of. */
export type JobInput = CreateJobBody;

export const jobKeys = {
  all: ['/api/jobs'] as const,
  managed: (id: string) => [...jobKeys.all, 'manage', id] as const,
};

const need = <T>(value: T | null): T => {
  if (value === null) throw new Error('Not signed in');
  return value;
};

export const fetchManagedJob = async (id: string) =>
  need(await apiGet<ManagedJob>(['/api/jobs', id, 'manage']));

export const managedJobQueryOptions = (id: string) =>
  queryOptions({ queryKey: jobKeys.managed(id), queryFn: () => fetchManagedJob(id) });

export const useManagedJob = (id: string) => useQuery(managedJobQueryOptions(id));

export const createJob = async (input: JobInput) =>
  need(await apiWrite<Job>('POST', '/api/jobs', input));
export const updateJob = async ({ id, input }: { id: string; input: UpdateJobBody }) =>
  need(await apiWrite<Job>('PATCH', `/api/jobs/${encodeURIComponent(id)}`, input));
export const publishJob = async (id: string) =>
  need(await apiWrite<Job>('POST', `/api/jobs/${encodeURIComponent(id)}/publish`));

/**
 * Every job write: the job, the company's job lists, the venues (their job counts) and the
 * dashboard read again.
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
        [jobKeys.all, companyJobKeys.all, venueKeys.all, dashboardKeys.all].map((queryKey) =>
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
    select: (page): JobVenue[] => page.items,
  });

export const useJobVenues = () => useQuery(jobVenuesQueryOptions());

/** The company's latest jobs of every status (drafts included), e.g. for the board wizard. */
export const companyJobsQueryOptions = () =>
  queryOptions({ queryKey: companyJobKeys.latest(), queryFn: listCompanyJobs });

export const useCompanyJobs = () => useQuery(companyJobsQueryOptions());
