import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, companyKeys, type MutationConfig, routes } from 'shared-kernel';
import type { CompanyPatch, TippingPolicyInput } from 'shared-kernel/contract';

// The recruiter's own company (routes.companies.mine, update) and its onboarding.
// Shapes: shared-kernel/src/contract/companies.ts.

export type { Company, CompanyPatch, MemberRole, MyCompany } from 'shared-kernel/contract';

export const getCompany = () => api(routes.companies.mine);

export const updateCompany = (patch: CompanyPatch) => api(routes.companies.update, { body: patch });

export const companyQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.mineDetails(), queryFn: getCompany });

export const useCompany = () => useQuery(companyQueryOptions());

/**
 * Saves company fields (details or branding); every read of a company reads again: the shell's
 * company link, these details, the onboarding checklist, and its public profile and careers page.
 */
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

// The company's written tipping policy (issue 43 item 2): any member reads it (the job form
// offers tips once it exists), owners and admins write it.

export type { TippingPolicy, TippingPolicyInput } from 'shared-kernel/contract';

export const getTippingPolicy = () => api(routes.companies.tippingPolicy);

export const saveTippingPolicy = (body: TippingPolicyInput) =>
  api(routes.companies.saveTippingPolicy, { body });

export const useTippingPolicy = () =>
  useQuery({ queryKey: companyKeys.tippingPolicy(), queryFn: getTippingPolicy });

/** Saves the policy; every read of the company reads again (its public page shows the policy). */
export function useSaveTippingPolicy({
  onSuccess,
  ...config
}: MutationConfig<typeof saveTippingPolicy> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveTippingPolicy,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      return onSuccess?.(...args);
    },
  });
}
