import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, applicationKeys, scorecardKeys, type MutationConfig, routes } from 'shared-kernel';
import type {
  AddScorecardBody,
  Scorecard,
  ScorecardCriterion,
  ScorecardRecommendation,
} from 'shared-kernel/contract';

// Interview scorecards: the company's (routes.hiring.scorecards) and adding one to an application.
// Shapes: shared-kernel/contract.

export { SCORECARD_CRITERIA } from 'shared-kernel/contract';
export type Criterion = ScorecardCriterion;
export type Recommendation = ScorecardRecommendation;
export type { Scorecard };
export type ScorecardInput = AddScorecardBody;

export const fetchScorecards = () => api(routes.hiring.scorecards, { query: { pageSize: 20 } });

export const scorecardsQueryOptions = () =>
  queryOptions({ queryKey: scorecardKeys.list(), queryFn: fetchScorecards });

export const useScorecards = () => useQuery(scorecardsQueryOptions());

export const addScorecard = ({
  applicationId,
  input,
}: {
  applicationId: string;
  input: ScorecardInput;
}) => api(routes.hiring.addScorecard, { params: { id: applicationId }, body: input });

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
      await queryClient.invalidateQueries({ queryKey: applicationKeys.details() });
      return onSuccess?.(...args);
    },
  });
}
