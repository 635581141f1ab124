import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiGet,
  apiWrite,
  MY_COMPANY_KEY,
  onboardingStatusKey,
  type CompanyLink,
  type OnboardingStatus,
} from 'shared-kernel';
import { type CultureResponses } from 'shared-kernel/rules';

// The calls the onboarding flow makes (docs/api.md, companies). Each save refreshes the company
// link and the onboarding status, the queries the host's onboarding gate reads too.

export interface Company {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  logoUrl: string | null;
  primaryColor: string | null;
  accentColor: string | null;
  careersHeadline: string | null;
}

/** GET /api/me/company answers the link plus the company itself. */
export type MyCompany = CompanyLink & { company?: Company };

export type StepKey = 'company_profile' | 'first_venue' | 'culture_assessment' | 'branding';

/** The status as the API sends it: each step with its key. */
export type Status = Omit<OnboardingStatus, 'steps' | 'percent'> & {
  percent: number;
  steps: { key: StepKey; label: string; required: boolean; done: boolean }[];
};

export interface Venue {
  id: string;
  name: string;
  venueType: string;
  city: string;
  postcode: string | null;
  pace: string | null;
  teamSize: string | null;
}

export type CompanyFields = { name: string; description: string | null; logoUrl: string | null };
export type BrandingFields = {
  primaryColor: string;
  accentColor: string;
  careersHeadline: string | null;
  logoUrl: string | null;
};
export type VenueFields = {
  name: string;
  venueType: string;
  city: string;
  postcode: string;
  pace: string;
  teamSize: string;
};

export const createCompany = (fields: CompanyFields) =>
  apiWrite<Company>('POST', '/api/companies', fields);
export const updateCompany = (fields: Partial<CompanyFields & BrandingFields>) =>
  apiWrite<Company>('PATCH', '/api/companies/mine', fields);
export const addVenue = (fields: VenueFields) =>
  apiWrite<Venue>('POST', '/api/companies/mine/venues', fields);
export const saveCulture = (responses: CultureResponses) =>
  apiWrite<{ responses: CultureResponses }>('PUT', '/api/cultural-assessment', {
    assessmentType: 'company',
    responses,
  });

export const VENUES_KEY = ['/api/companies/mine/venues'] as const;
export const COMPANY_CULTURE_KEY = ['/api/cultural-assessment', 'company'] as const;

export function useMyVenues(enabled: boolean) {
  return useQuery({
    queryKey: VENUES_KEY,
    queryFn: async () =>
      (await apiGet<{ items: Venue[] }>('/api/companies/mine/venues'))?.items ?? [],
    enabled,
  });
}

/** The company's culture answers; 404 means none yet (spec section 5). */
export function useCompanyCulture() {
  return useQuery({
    queryKey: COMPANY_CULTURE_KEY,
    queryFn: async () => {
      try {
        const found = await apiGet<{ responses: CultureResponses }>(
          '/api/cultural-assessment?assessmentType=company',
        );
        return found?.responses ?? null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
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
