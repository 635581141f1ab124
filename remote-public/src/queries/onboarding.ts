import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiGet,
  apiWrite,
  MY_COMPANY_KEY,
  onboardingStatusKey,
  type CompanyLink,
  type MutationConfig,
  type OnboardingStatus,
} from 'shared-kernel';
import type {
  Company,
  CompanyInput,
  CompanyPatch,
  CultureAssessment,
  CultureResponsesInput,
  Venue,
  VenueInput,
  VenuePage,
} from 'shared-kernel/contract';
import { type CultureResponses } from 'shared-kernel/rules';

// The calls the onboarding flow makes (docs/api.md, companies). Each save refreshes the company
// link and the onboarding status, the queries the host's onboarding gate reads too. Shapes:
// shared-kernel/src/contract/{companies,venues}.ts.

export type { Company, Venue } from 'shared-kernel/contract';

/** GET /api/me/company answers the link plus the company itself. */
export type MyCompany = CompanyLink & { company?: Company };

export type StepKey = 'company_profile' | 'first_venue' | 'culture_assessment' | 'branding';

/** The status as the API sends it: each step with its key. */
export type Status = Omit<OnboardingStatus, 'steps' | 'percent'> & {
  percent: number;
  steps: { key: StepKey; label: string; required: boolean; done: boolean }[];
};

export const createCompany = (fields: CompanyInput) =>
  apiWrite<Company>('POST', '/api/companies', fields);
export const updateCompany = (fields: CompanyPatch) =>
  apiWrite<Company>('PATCH', '/api/companies/mine', fields);
export const addVenue = (fields: VenueInput) =>
  apiWrite<Venue>('POST', '/api/companies/mine/venues', fields);
export const saveCulture = (responses: CultureResponsesInput) =>
  apiWrite<CultureAssessment>('PUT', '/api/cultural-assessment', {
    assessmentType: 'company',
    responses,
  });

export const onboardingKeys = {
  /** The company's venues (the recruiter remote's venue lists sit under the same root). */
  venues: () => ['/api/companies/mine/venues', 'onboarding'] as const,
  /** The company's culture answers (only the responses; the recruiter remote caches the whole). */
  culture: () => ['/api/cultural-assessment', 'company', 'responses'] as const,
  company: () => MY_COMPANY_KEY,
};

const myVenues = async () =>
  (await apiGet<VenuePage>('/api/companies/mine/venues'))?.items ?? ([] as Venue[]);

export const myVenuesQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.venues(), queryFn: myVenues });

export function useMyVenues(enabled: boolean) {
  return useQuery({ ...myVenuesQueryOptions(), enabled });
}

/** The company's culture answers; 404 means none yet (spec section 5). */
async function companyCultureResponses(): Promise<CultureResponses | null> {
  try {
    const found = await apiGet<CultureAssessment>(
      '/api/cultural-assessment?assessmentType=company',
    );
    return found?.responses ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const companyCultureQueryOptions = () =>
  queryOptions({ queryKey: onboardingKeys.culture(), queryFn: companyCultureResponses });

export const useCompanyCulture = () => useQuery(companyCultureQueryOptions());

/** Adds a venue; the venue list reads again. */
export function useAddVenue({ onSuccess, ...config }: MutationConfig<typeof addVenue> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: addVenue,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: onboardingKeys.venues() }),
        onSuccess?.(...args),
      ]);
    },
  });
}

/** Saves the company's culture answers; the saved ones become the cached ones. */
export function useSaveCulture({ onSuccess, ...config }: MutationConfig<typeof saveCulture> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveCulture,
    onSuccess: (...args) => {
      queryClient.setQueryData(onboardingKeys.culture(), args[0]?.responses ?? null);
      return onSuccess?.(...args);
    },
  });
}

/** A company just created: the link is known before the refetch answers. */
export function useRememberCompany() {
  const queryClient = useQueryClient();
  return (company: Company) =>
    queryClient.setQueryData<MyCompany>(onboardingKeys.company(), {
      companyId: company.id,
      company,
    });
}

/**
 * Refetches the company link and the onboarding status (active or not, so the host's gate finds
 * them fresh) and resolves with the new status.
 */
export function useRefreshOnboarding() {
  const queryClient = useQueryClient();
  return async (): Promise<Status | null> => {
    await queryClient.invalidateQueries({ queryKey: MY_COMPANY_KEY, refetchType: 'all' });
    const link = queryClient.getQueryData<MyCompany | null>(MY_COMPANY_KEY);
    if (!link?.companyId) return null;
    const key = onboardingStatusKey(link.companyId);
    await queryClient.invalidateQueries({ queryKey: key, refetchType: 'all' });
    return (
      queryClient.getQueryData<Status | null>(key) ??
      (await queryClient.fetchQuery({
        queryKey: key,
        queryFn: () => apiGet<Status>(key),
      }))
    );
  };
}
