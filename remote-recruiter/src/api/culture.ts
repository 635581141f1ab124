import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  ApiError,
  companyKeys,
  cultureKeys,
  type MutationConfig,
  routes,
} from 'shared-kernel';
import type { CultureAssessment, CultureResponsesInput } from 'shared-kernel/contract';

// The company's culture answers (routes.companies.getCulture, saveCulture; `assessmentType`
// 'company').
// Shapes: shared-kernel/src/contract/companies.ts.

export type { CultureAnswers, CultureResponsesInput } from 'shared-kernel/contract';
/** The company's answers with when they were last saved (`assessmentType` is 'company'). */
export type CompanyCulture = CultureAssessment;

/** 404 means the company has not answered yet (null). */
export async function getCompanyCulture(): Promise<CompanyCulture | null> {
  try {
    return await api(routes.companies.getCulture, { query: { assessmentType: 'company' } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const saveCompanyCulture = (responses: CultureResponsesInput) =>
  api(routes.companies.saveCulture, { body: { assessmentType: 'company', responses } });

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
      return onSuccess?.(...args);
    },
  });
}
