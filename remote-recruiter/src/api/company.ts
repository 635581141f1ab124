import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, MY_COMPANY_KEY, type MutationConfig } from 'shared-kernel';
import type { Company, CompanyPatch, MyCompany } from 'shared-kernel/contract';

// The recruiter's own company: GET /api/me/company, PATCH /api/companies/mine, its onboarding.
// Shapes: shared-kernel/src/contract/companies.ts.

export type { Company, CompanyPatch, MemberRole, MyCompany } from 'shared-kernel/contract';

export const companyKeys = {
  /** Also the shell's MY_COMPANY_KEY ('shared-kernel'), so a save refreshes it as well. */
  all: MY_COMPANY_KEY,
  mine: () => [...companyKeys.all, 'details'] as const,
  /** The onboarding checklist (its steps follow the company, venues and culture). */
  onboarding: () => ['/api/onboarding/company'] as const,
};

/** @deprecated name kept for the screens still reading it: `companyKeys.mine()`. */
export const COMPANY_KEY = companyKeys.mine();

export async function getCompany(): Promise<MyCompany> {
  const found = await apiGet<MyCompany>('/api/me/company');
  if (!found) throw new Error('Not signed in');
  return found;
}

export async function updateCompany(patch: CompanyPatch): Promise<Company> {
  const saved = await apiWrite<Company>('PATCH', '/api/companies/mine', patch);
  if (!saved) throw new Error('Not signed in');
  return saved;
}

export const companyQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.mine(), queryFn: getCompany });

export const useCompany = () => useQuery(companyQueryOptions());

/** Saves company fields (details or branding); the company reads again. */
export function useUpdateCompany({
  onSuccess,
  ...config
}: MutationConfig<typeof updateCompany> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateCompany,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      return onSuccess?.(...args);
    },
  });
}
