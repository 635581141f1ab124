import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, type MutationConfig } from 'shared-kernel';
import type {
  AddScorecardBody,
  Scorecard,
  ScorecardCriterion,
  ScorecardPage,
  ScorecardRecommendation,
} from 'shared-kernel/contract';
import { applicationKeys } from './applications';

// Interview scorecards: the company's (GET /api/scorecards) and adding one to an application.
// Shapes: shared-kernel/contract.

export { SCORECARD_CRITERIA } from 'shared-kernel/contract';
export type Criterion = ScorecardCriterion;
export type Recommendation = ScorecardRecommendation;
export type { Scorecard };
export type ScorecardInput = AddScorecardBody;

export const scorecardKeys = {
  all: ['/api/scorecards'] as const,
  list: () => [...scorecardKeys.all, 'list'] as const,
};

export const fetchScorecards = () => apiGet<ScorecardPage>('/api/scorecards?pageSize=20');

export const scorecardsQueryOptions = () =>
  queryOptions({ queryKey: scorecardKeys.list(), queryFn: fetchScorecards });

export const useScorecards = () => useQuery(scorecardsQueryOptions());

export const addScorecard = ({
  applicationId,
  input,
}: {
  applicationId: string;
  input: ScorecardInput;
}) => apiWrite<Scorecard>('POST', `/api/applications/${applicationId}/scorecards`, input);

/** The scorecards and the application's details (which list them) read again. */
export function useAddScorecard({
  onSuccess,
  ...config
}: MutationConfig<typeof addScorecard> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: addScorecard,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: scorecardKeys.all });
      await queryClient.invalidateQueries({ queryKey: applicationKeys.allDetails() });
      return onSuccess?.(...args);
    },
  });
}
