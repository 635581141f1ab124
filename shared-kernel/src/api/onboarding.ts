import { useQuery } from '@tanstack/react-query';
import { api } from './client';
import { ApiError } from './send';
import { routes } from '../contract/addresses';
import { MY_COMPANY_KEY, onboardingStatusKey } from '../query-keys/companies';

// The recruiter's company link and onboarding status (spec section 7). The host's onboarding gate
// and the onboarding screen read the same queries, so finishing a step there updates the nav here.

export interface CompanyLink {
  companyId: string;
}

export interface OnboardingStatus {
  allRequiredDone: boolean;
  percent?: number;
  steps?: {
    key: string;
    label: string;
    required: boolean;
    done: boolean;
    completedAt?: string | null;
  }[];
}

/** GET /api/me/company: 404 means no company (null). */
export async function getMyCompany(): Promise<CompanyLink | null> {
  try {
    return await api(routes.companies.mine);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function getOnboardingStatus(companyId: string): Promise<OnboardingStatus | null> {
  return api(routes.companies.onboarding, { params: { companyId } });
}

export function useMyCompany(enabled = true) {
  return useQuery({ queryKey: MY_COMPANY_KEY, queryFn: getMyCompany, enabled, retry: false });
}

export function useOnboardingStatus(companyId: string | null | undefined) {
  return useQuery({
    queryKey: onboardingStatusKey(companyId ?? ''),
    queryFn: () => getOnboardingStatus(companyId as string),
    enabled: Boolean(companyId),
    retry: false,
  });
}
