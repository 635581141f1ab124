import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiWrite, type MutationConfig } from 'shared-kernel';
import type { CultureAssessment, CultureResponsesInput } from 'shared-kernel/contract';
import { companyKeys } from './company';

// The company's culture answers: GET,PUT /api/cultural-assessment?assessmentType=company.
// Shapes: shared-kernel/src/contract/companies.ts.

export type { CultureAnswers, CultureResponsesInput } from 'shared-kernel/contract';
/** The company's answers with when they were last saved (`assessmentType` is 'company'). */
export type CompanyCulture = CultureAssessment;

export const cultureKeys = {
  all: ['/api/cultural-assessment'] as const,
  company: () => [...cultureKeys.all, 'company'] as const,
};

/** @deprecated name kept for the screens still reading it: `cultureKeys.company()`. */
export const COMPANY_CULTURE_KEY = cultureKeys.company();

/** 404 means the company has not answered yet (null). */
export async function getCompanyCulture(): Promise<CompanyCulture | null> {
  try {
    return await apiGet<CompanyCulture>('/api/cultural-assessment?assessmentType=company');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function saveCompanyCulture(
  responses: CultureResponsesInput,
): Promise<CompanyCulture> {
  const saved = await apiWrite<CompanyCulture>('PUT', '/api/cultural-assessment', {
    assessmentType: 'company',
    responses,
  });
  if (!saved) throw new Error('Not signed in');
  return saved;
}

export const companyCultureQueryOptions = () =>
  queryOptions({ queryKey: cultureKeys.company(), queryFn: getCompanyCulture });

export const useCompanyCulture = () => useQuery(companyCultureQueryOptions());

/**
 * Saves the company's answers: the saved answers become the cached ones; the company and its
 * onboarding checklist (the culture step) read again.
 */
export function useSaveCompanyCulture({
  onSuccess,
  ...config
}: MutationConfig<typeof saveCompanyCulture> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveCompanyCulture,
    onSuccess: (...args) => {
      queryClient.setQueryData(cultureKeys.company(), args[0]);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      void queryClient.invalidateQueries({ queryKey: companyKeys.onboarding() });
      return onSuccess?.(...args);
    },
  });
}
