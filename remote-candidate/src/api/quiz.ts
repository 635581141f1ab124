import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, hospitalityQuizKeys, type MutationConfig, routes } from 'shared-kernel';
import type {
  HospitalityQuiz,
  KnowledgeQuestion,
  QuizAttempt,
  QuizCategory,
} from 'shared-kernel/contract';

// The hospitality knowledge quiz, scored and stored by the API.

export type { QuizCategory };

export type { HospitalityQuiz, KnowledgeQuestion, QuizAttempt };

export const getHospitalityQuiz = () => api(routes.hospitalityQuiz.get);

export const submitHospitalityQuiz = (answers: Record<string, string>) =>
  api(routes.hospitalityQuiz.submit, { body: { answers } });

export const hospitalityQuizQueryOptions = () =>
  queryOptions({ queryKey: hospitalityQuizKeys.quiz(), queryFn: getHospitalityQuiz });

export function useHospitalityQuiz() {
  return useQuery(hospitalityQuizQueryOptions());
}

/** Submits the answers; the attempt becomes the latest at once (attempts and best score too). */
export function useSubmitHospitalityQuiz({
  onSuccess,
  ...config
}: MutationConfig<typeof submitHospitalityQuiz> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: submitHospitalityQuiz,
    onSuccess: (...args) => {
      const [attempt] = args;
      queryClient.setQueryData(hospitalityQuizQueryOptions().queryKey, (old) =>
        old && attempt
          ? {
              ...old,
              latest: attempt,
              attempts: old.attempts + 1,
              bestScore: Math.max(old.bestScore ?? 0, attempt.score),
            }
          : old,
      );
      return onSuccess?.(...args);
    },
  });
}
