import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  ApiError,
  cultureKeys,
  getOnboardingStatus,
  MY_COMPANY_KEY,
  onboardingStatusKey,
  venueKeys,
  type CompanyLink,
  type MutationConfig,
  type OnboardingStatus,
  routes,
} from 'shared-kernel';
import type {
  Company,
  CompanyInput,
  CompanyPatch,
  CultureResponsesInput,
  VenueInput,
} from 'shared-kernel/contract';
import type { CultureResponses } from 'shared-kernel/rules';

// The calls the onboarding flow makes (docs/api.md, companies). Each save refreshes the company
// link and the onboarding status, the queries the host's onboarding gate reads too; the venues and
// the culture answers are the recruiter screens' cache entries too (shared-kernel's key factories).
// Shapes: shared-kernel/src/contract/{companies,venues}.ts.

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
  api(routes.companies.create, { body: fields });
export const updateCompany = (fields: CompanyPatch) =>
  api(routes.companies.update, { body: fields });
export const addVenue = (fields: VenueInput) => api(routes.venues.create, { body: fields });
export const saveCulture = (responses: CultureResponsesInput) =>
  api(routes.companies.saveCulture, { body: { assessmentType: 'company', responses } });

export const myVenuesQueryOptions = () =>
  queryOptions({
    queryKey: venueKeys.list(),
    queryFn: () => api(routes.venues.list),
    // Signed out (null) lists none, as it always has: the host's gate sends the visitor to sign in.
    select: (page) => page?.items ?? [],
  });

export function useMyVenues(enabled: boolean) {
  return useQuery({ ...myVenuesQueryOptions(), enabled });
}

/** The company's culture answers; 404 means none yet (spec section 5). */
async function companyCulture() {
  try {
    return await api(routes.companies.getCulture, { query: { assessmentType: 'company' } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The whole answers as the recruiter screens cache them; this screen shows only the responses. */
export const companyCultureQueryOptions = () =>
  queryOptions({
    queryKey: cultureKeys.company(),
    queryFn: companyCulture,
    select: (culture): CultureResponses | null => culture?.responses ?? null,
  });

export const useCompanyCulture = () => useQuery(companyCultureQueryOptions());

/** Adds a venue; every venue list (the recruiter screens' too) reads again. */
export function useAddVenue({ onSuccess, ...config }: MutationConfig<typeof addVenue> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: addVenue,
    onSuccess: async (...args) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: venueKeys.all }),
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
      if (args[0]) queryClient.setQueryData(cultureKeys.company(), args[0]);
      return onSuccess?.(...args);
    },
  });
}

/** A company just created: the link is known before the refetch answers. */
export function useRememberCompany() {
  const queryClient = useQueryClient();
  return (company: Company) =>
    queryClient.setQueryData<MyCompany>(MY_COMPANY_KEY, {
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
      ((await queryClient.fetchQuery({
        queryKey: key,
        queryFn: () => getOnboardingStatus(link.companyId),
      })) as Status | null)
    );
  };
}
