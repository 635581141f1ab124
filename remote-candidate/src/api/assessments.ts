import { useMemo } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  cultureKeys,
  DASHBOARD_QUERY_OPTIONS,
  personalityKeys,
  profileKeys,
  recommendationKeys,
  type MutationConfig,
  routes,
} from 'shared-kernel';
import type {
  CultureAssessment,
  CultureResponsesInput,
  PersonalityQuestion,
  PersonalityQuiz,
  PersonalityResult,
} from 'shared-kernel/contract';
import { orNoData } from './profile';

// The personality quiz and the candidate's culture answers (spec sections 3 and 7).

export type { PersonalityQuestion, PersonalityQuiz, PersonalityResult };

/** routes.companies.getCulture / saveCulture with `assessmentType: 'candidate'`. */
export type CandidateCulture = CultureAssessment;

export const getPersonalityQuiz = () => api(routes.personality.get);

export const submitPersonalityQuiz = (answers: Record<string, string>) =>
  api(routes.personality.submit, { body: { answers } });

/** The stored culture answers; a 404 means none yet (spec section 5), other failures throw. */
export const getCandidateCulture = () =>
  orNoData(() => api(routes.companies.getCulture, { query: { assessmentType: 'candidate' } }));

export const saveCandidateCulture = (responses: CultureResponsesInput) =>
  api(routes.companies.saveCulture, {
    query: { assessmentType: 'candidate' },
    body: { assessmentType: 'candidate', responses },
  });

export const personalityQuizQueryOptions = () =>
  queryOptions({ queryKey: personalityKeys.quiz(), queryFn: getPersonalityQuiz });

export const candidateCultureQueryOptions = () =>
  queryOptions({ queryKey: cultureKeys.candidate(), queryFn: getCandidateCulture });

export function usePersonalityQuiz() {
  return useQuery(personalityQuizQueryOptions());
}

export function useCandidateCulture() {
  return useQuery(candidateCultureQueryOptions());
}

export const CULTURE_FETCH_FAILED = 'Failed to fetch culture answers';

/**
 * Only the answers (null when none yet), fresh for the dashboard's 60 s. The dashboard reports a
 * failure other than 404 as 'Failed to fetch culture answers' (spec section 9).
 */
export function useCultureResponses() {
  const query = useQuery({
    ...candidateCultureQueryOptions(),
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

/**
 * Saves the culture answers: they go straight into the cache, and the recommendations (both
 * modes: the culture mode scores with them) and the profile (its completion) read again.
 */
export function useSaveCandidateCulture({
  onSuccess,
  ...config
}: MutationConfig<typeof saveCandidateCulture> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: saveCandidateCulture,
    onSuccess: (...args) => {
      const [saved] = args;
      if (saved) queryClient.setQueryData(candidateCultureQueryOptions().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: recommendationKeys.all });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      return onSuccess?.(...args);
    },
  });
}
