// The culture answers (spec sections 3 and 5), one read and one save for every screen that asks
// them: the candidate's (remote-candidate's /cultural-assessment, assessments and dashboard) and
// the company's (remote-recruiter's /company-cultural-assessment and job generator, and the
// onboarding's culture step in remote-public). Both sides are the same route, told apart by
// `assessmentType`; each side's answers have their own cache entry (cultureKeys).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import type { MutationConfig } from '../api/query-client';
import { ApiError } from '../api/send';
import type { CultureAssessment, CultureResponsesInput } from '../contract/companies';
import { routes } from '../contract/addresses';
import { companyKeys, cultureKeys, profileKeys, recommendationKeys } from '../query-keys';
import type { AssessmentType } from '../vocabularies';

/** The stored answers; a 404 means none yet (null), other failures throw. */
export async function getCulture(
  assessmentType: AssessmentType,
): Promise<CultureAssessment | null> {
  try {
    return await api(routes.companies.getCulture, { query: { assessmentType } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const saveCulture = (assessmentType: AssessmentType, responses: CultureResponsesInput) =>
  api(routes.companies.saveCulture, { body: { assessmentType, responses } });

export const cultureQueryOptions = (assessmentType: AssessmentType) =>
  queryOptions({
    queryKey: cultureKeys[assessmentType](),
    queryFn: () => getCulture(assessmentType),
  });

/** The answers with when they were saved (null: not answered yet). */
export const useCulture = (assessmentType: AssessmentType) =>
  useQuery(cultureQueryOptions(assessmentType));

/**
 * What reads again after a save: the candidate's recommendations (both modes: the culture mode
 * scores with the answers) and profile (its completion); the company and its onboarding checklist
 * (the culture step) under `companyKeys.all`.
 */
const READ_AGAIN_AFTER_SAVE = {
  candidate: [recommendationKeys.all, profileKeys.all],
  company: [companyKeys.all],
} as const satisfies Record<AssessmentType, readonly (readonly unknown[])[]>;

type SaveResponses = (responses: CultureResponsesInput) => ReturnType<typeof saveCulture>;

/**
 * Saves one side's answers (`save.mutate(responses)`): the saved answers become the cached ones,
 * and what follows from them reads again (READ_AGAIN_AFTER_SAVE); the screen's own onSuccess
 * (a toast, the next step) runs after.
 */
export function useSaveCulture(
  assessmentType: AssessmentType,
  { onSuccess, ...config }: MutationConfig<SaveResponses> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (responses: CultureResponsesInput) => saveCulture(assessmentType, responses),
    onSuccess: (...args) => {
      const [saved] = args;
      if (saved) queryClient.setQueryData(cultureKeys[assessmentType](), saved);
      for (const queryKey of READ_AGAIN_AFTER_SAVE[assessmentType])
        void queryClient.invalidateQueries({ queryKey });
      return onSuccess?.(...args);
    },
  });
}
