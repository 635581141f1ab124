import { useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  cultureQueryOptions,
  DASHBOARD_QUERY_OPTIONS,
  personalityKeys,
  profileKeys,
  type MutationConfig,
  routes,
} from 'shared-kernel';
import type {
  CultureAssessment,
  PersonalityQuestion,
  PersonalityQuiz,
  PersonalityResult,
} from 'shared-kernel/contract';

// The personality quiz and the candidate's culture answers (spec sections 3 and 7). The answers
// are read and saved as the company's are: shared-kernel's useCulture('candidate') and
// useSaveCulture('candidate') (shared-kernel/src/culture/); the dashboard's view of them is here.

export type { PersonalityQuestion, PersonalityQuiz, PersonalityResult };

/** routes.companies.getCulture / saveCulture with `assessmentType: 'candidate'`. */
export type CandidateCulture = CultureAssessment;

export const getPersonalityQuiz = () => api(routes.personality.get);

export const submitPersonalityQuiz = (answers: Record<string, string>) =>
  api(routes.personality.submit, { body: { answers } });

export const personalityQuizQueryOptions = () =>
  queryOptions({ queryKey: personalityKeys.quiz(), queryFn: getPersonalityQuiz });

export function usePersonalityQuiz() {
  return useQuery(personalityQuizQueryOptions());
}

export const CULTURE_FETCH_FAILED = 'Failed to fetch culture answers';

/**
 * Only the answers (null when none yet), fresh for the dashboard's 60 s. The dashboard reports a
 * failure other than 404 as 'Failed to fetch culture answers' (spec section 9).
 */
export function useCultureResponses() {
  const query = useQuery({
    ...cultureQueryOptions('candidate'),
    select: (culture) => culture?.responses ?? null,
    ...DASHBOARD_QUERY_OPTIONS,
  });
  const failed = query.isError;
  const error = useMemo(() => (failed ? new Error(CULTURE_FETCH_FAILED) : null), [failed]);
  // Still a query result (QueryView takes it): only a failed one's error is replaced.
  return query.isError && error ? { ...query, error } : query;
}

/** Submits the quiz; the result shows at once, and the profile (its personality type) reads again. */
export function useSubmitPersonalityQuiz({
  onSuccess,
  ...config
}: MutationConfig<typeof submitPersonalityQuiz> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: submitPersonalityQuiz,
    onSuccess: (...args) => {
      const [result] = args;
      queryClient.setQueryData(personalityQuizQueryOptions().queryKey, (old) =>
        old && result ? { ...old, result } : old,
      );
      void queryClient.invalidateQueries({ queryKey: personalityKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      return onSuccess?.(...args);
    },
  });
}
