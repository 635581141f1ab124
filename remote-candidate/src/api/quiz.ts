import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, type MutationConfig } from 'shared-kernel';
import type {
  HospitalityQuiz,
  KnowledgeQuestion,
  QuizAttempt,
  QuizCategory,
} from 'shared-kernel/contract';

// The hospitality knowledge quiz, scored and stored by the API.

export type { QuizCategory };

export type { HospitalityQuiz, KnowledgeQuestion, QuizAttempt };

export const hospitalityQuizKeys = {
  all: ['/api/hospitality-quiz'] as const,
  quiz: () => [...hospitalityQuizKeys.all, 'quiz'] as const,
};

export const getHospitalityQuiz = () => apiGet<HospitalityQuiz>('/api/hospitality-quiz');

export const submitHospitalityQuiz = (answers: Record<string, string>) =>
  apiWrite<QuizAttempt>('POST', '/api/hospitality-quiz', { answers });

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
