import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, DASHBOARD_QUERY_OPTIONS } from 'shared-kernel';
import type { RecommendationMode, RecommendedJob, Recommendations } from 'shared-kernel/contract';

// GET /api/job-recommendations[?mode=culture] (spec section 7).

export type { RecommendationMode, RecommendedJob, Recommendations };

/** Both modes under one root: a change to the profile or the culture answers refreshes both. */
export const recommendationKeys = {
  all: ['/api/job-recommendations'] as const,
  list: (mode: RecommendationMode) => [...recommendationKeys.all, mode] as const,
};

export const recommendationsUrl = (mode: RecommendationMode) =>
  mode === 'culture' ? '/api/job-recommendations?mode=culture' : '/api/job-recommendations';

export const recommendationsQueryOptions = (mode: RecommendationMode) =>
  queryOptions({
    queryKey: recommendationKeys.list(mode),
    queryFn: async (): Promise<Recommendations> =>
      (await apiGet<Recommendations>(recommendationsUrl(mode))) ?? { jobs: [] },
    ...DASHBOARD_QUERY_OPTIONS,
  });

export function useRecommendations(mode: RecommendationMode) {
  return useQuery(recommendationsQueryOptions(mode));
}
