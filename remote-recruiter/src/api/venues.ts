import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, type MutationConfig } from 'shared-kernel';
import type {
  ManagedJob,
  ManagedJobPage,
  Venue,
  VenueDetail,
  VenueInput,
  VenuePage,
  VenuePatch,
} from 'shared-kernel/contract';

// The company's venues: /api/companies/mine/venues and /api/venues/:id. Shapes:
// shared-kernel/src/contract/venues.ts. Also the company's open jobs the venue views show.

export type { Venue, VenueDetail, VenueInput, VenuePage, VenuePatch } from 'shared-kernel/contract';
/** @deprecated name kept for the screens still reading it: `VenueDetail`. */
export type VenueWithCounts = VenueDetail;
/** A job of the company with its applications counted (contract `ManagedJob`). */
export type OpenJob = ManagedJob;

export const venueKeys = {
  all: ['/api/companies/mine/venues'] as const,
  list: (includeArchived = true) => [...venueKeys.all, 'list', { includeArchived }] as const,
  detail: (id: string) => [...venueKeys.all, 'detail', id] as const,
};

/** The company's jobs as the venue views read them (the jobs resource owns their writes). */
export const companyJobKeys = {
  all: ['/api/companies/mine/jobs'] as const,
  open: () => [...companyJobKeys.all, 'open'] as const,
  latest: () => [...companyJobKeys.all, 'all'] as const,
};

/** @deprecated names kept for the screens still reading them: use the key factories. */
export const VENUES_KEY = venueKeys.all;
export const venueKey = venueKeys.detail;
export const OPEN_JOBS_KEY = companyJobKeys.open();
export const COMPANY_JOBS_KEY = companyJobKeys.latest();

const need = <T>(value: T | null): T => {
  if (value === null) throw new Error('Not signed in');
  return value;
};

export async function listVenues(includeArchived = true): Promise<VenuePage> {
  return need(
    await apiGet<VenuePage>(
      `/api/companies/mine/venues?includeArchived=${includeArchived}&pageSize=50`,
    ),
  );
}

export async function getVenue(id: string): Promise<VenueDetail> {
  return need(await apiGet<VenueDetail>(['/api/venues', encodeURIComponent(id)]));
}

export async function createVenue(input: VenueInput): Promise<Venue> {
  return need(await apiWrite<Venue>('POST', '/api/companies/mine/venues', input));
}

export async function updateVenue(id: string, patch: VenuePatch): Promise<Venue> {
  return need(await apiWrite<Venue>('PATCH', `/api/venues/${encodeURIComponent(id)}`, patch));
}

export async function setVenueArchived(id: string, archived: boolean): Promise<Venue> {
  const action = archived ? 'archive' : 'unarchive';
  return need(await apiWrite<Venue>('POST', `/api/venues/${encodeURIComponent(id)}/${action}`));
}

/** The company's open jobs (the plan caps how many there can be), for the venue views. */
export async function listOpenJobs(): Promise<ManagedJobPage> {
  return need(await apiGet<ManagedJobPage>('/api/companies/mine/jobs?status=open&pageSize=50'));
}

/** The company's latest jobs of every status (drafts included), for the board wizard. */
export async function listCompanyJobs(): Promise<ManagedJobPage> {
  return need(await apiGet<ManagedJobPage>('/api/companies/mine/jobs?pageSize=50'));
}

export const venuesQueryOptions = (includeArchived = true) =>
  queryOptions({
    queryKey: venueKeys.list(includeArchived),
    queryFn: () => listVenues(includeArchived),
  });

export const venueQueryOptions = (id: string) =>
  queryOptions({ queryKey: venueKeys.detail(id), queryFn: () => getVenue(id), enabled: !!id });

export const openJobsQueryOptions = () =>
  queryOptions({ queryKey: companyJobKeys.open(), queryFn: listOpenJobs });

export const useVenues = (includeArchived = true) => useQuery(venuesQueryOptions(includeArchived));
export const useVenue = (id: string) => useQuery(venueQueryOptions(id));
export const useOpenJobs = () => useQuery(openJobsQueryOptions());

/** Every venue write: the lists and the venue read again. */
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
