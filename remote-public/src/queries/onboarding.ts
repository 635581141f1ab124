import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  getOnboardingStatus,
  MY_COMPANY_KEY,
  onboardingStatusKey,
  venueKeys,
  type CompanyLink,
  type MutationConfig,
  type OnboardingStatus,
  routes,
} from 'shared-kernel';
import type { Company, CompanyInput, CompanyPatch, VenueInput } from 'shared-kernel/contract';

// The calls the onboarding flow makes (docs/api.md, companies). Each save refreshes the company
// link and the onboarding status, the queries the host's onboarding gate reads too; the venues are
// the recruiter screens' cache entry too (shared-kernel's key factories). The culture step reads
// and saves the company's answers as the recruiter's culture page does: shared-kernel's
// useCulture('company') and useSaveCulture('company') (shared-kernel/src/culture/).
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
