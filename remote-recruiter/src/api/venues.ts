import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, jobKeys, venueKeys, type MutationConfig, routes } from 'shared-kernel';
import type { ManagedJob, Venue, VenueInput, VenuePatch } from 'shared-kernel/contract';

// The company's venues (routes.venues). Shapes:
// shared-kernel/src/contract/venues.ts. Also the company's open jobs the venue views show.

export type { Venue, VenueDetail, VenueInput, VenuePage, VenuePatch } from 'shared-kernel/contract';
/** A job of the company with its applications counted (contract `ManagedJob`). */
export type OpenJob = ManagedJob;

export const listVenues = (includeArchived = true) =>
  api(routes.venues.list, { query: { includeArchived, pageSize: 50 } });

export const getVenue = (id: string) => api(routes.venues.get, { params: { id } });

export const createVenue = (input: VenueInput) => api(routes.venues.create, { body: input });

export const updateVenue = (id: string, patch: VenuePatch) =>
  api(routes.venues.update, { params: { id }, body: patch });

export const setVenueArchived = (id: string, archived: boolean) =>
  api(archived ? routes.venues.archive : routes.venues.unarchive, { params: { id } });

/** The company's open jobs (the plan caps how many there can be), for the venue views. */
export const listOpenJobs = () =>
  api(routes.jobs.companyJobs, { query: { status: 'open', pageSize: 50 } });

/** The company's latest jobs of every status (drafts included), for the board wizard. */
export const listCompanyJobs = () => api(routes.jobs.companyJobs, { query: { pageSize: 50 } });

export const venuesQueryOptions = (includeArchived = true) =>
  queryOptions({
    queryKey: venueKeys.list({ includeArchived }),
    queryFn: () => listVenues(includeArchived),
  });

export const venueQueryOptions = (id: string) =>
  queryOptions({ queryKey: venueKeys.detail(id), queryFn: () => getVenue(id), enabled: !!id });

export const openJobsQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.companyList({ status: 'open' }), queryFn: listOpenJobs });

export const useVenues = (includeArchived = true) => useQuery(venuesQueryOptions(includeArchived));
export const useVenue = (id: string) => useQuery(venueQueryOptions(id));
export const useOpenJobs = () => useQuery(openJobsQueryOptions());

/** Every venue write: the lists (the onboarding's too) and the venue read again. */
function useVenueWrite<TVariables>(
  mutationFn: (variables: TVariables) => Promise<Venue>,
  { onSuccess, ...config }: MutationConfig<(variables: TVariables) => Promise<Venue>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: venueKeys.all });
      return onSuccess?.(...args);
    },
  });
}

export const useCreateVenue = (config?: MutationConfig<typeof createVenue>) =>
  useVenueWrite(createVenue, config);

export const useUpdateVenue = (
  config?: MutationConfig<(input: { id: string; patch: VenuePatch }) => Promise<Venue>>,
) =>
  useVenueWrite(
    ({ id, patch }: { id: string; patch: VenuePatch }) => updateVenue(id, patch),
    config,
  );

export const useSetVenueArchived = (
  config?: MutationConfig<(input: { id: string; archived: boolean }) => Promise<Venue>>,
) =>
  useVenueWrite(
    ({ id, archived }: { id: string; archived: boolean }) => setVenueArchived(id, archived),
    config,
  );
