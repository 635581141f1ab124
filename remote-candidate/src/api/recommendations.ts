import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, DASHBOARD_QUERY_OPTIONS, recommendationKeys, routes } from 'shared-kernel';
import type { RecommendationMode, RecommendedJob, Recommendations } from 'shared-kernel/contract';

// The candidate's recommended jobs, by skills or by culture (routes.jobs.recommendations; spec
// section 7).

export type { RecommendationMode, RecommendedJob, Recommendations };

export const recommendationsQueryOptions = (mode: RecommendationMode) =>
  queryOptions({
    queryKey: recommendationKeys.list(mode),
    // The skills mode is the API's default: its address carries no mode.
    queryFn: () =>
      api(routes.jobs.recommendations, { query: { mode: mode === 'culture' ? mode : undefined } }),
    ...DASHBOARD_QUERY_OPTIONS,
  });

export function useRecommendations(mode: RecommendationMode) {
  return useQuery(recommendationsQueryOptions(mode));
}
