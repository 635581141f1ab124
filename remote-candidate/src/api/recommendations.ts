import { useQuery } from '@tanstack/react-query';
import { apiGet, DASHBOARD_QUERY_OPTIONS } from 'shared-kernel';
import type { Job } from './jobs';

// GET /api/job-recommendations[?mode=culture] (spec section 7).

export type RecommendationMode = 'skills' | 'culture';

export interface RecommendedJob extends Job {
  matchScore?: number;
  cultureScore?: number | null;
  culturalMatchScore?: number | null;
  culturalMatch?: { overallScore?: number | null } | null;
  cultureReasons?: string[];
  cultureHighlights?: string[];
}

export interface Recommendations {
  jobs: RecommendedJob[];
  trending?: string[];
  urgent?: string[];
  matchingReasons?: Record<string, string[]>;
  personalityMatches?: Record<string, number>;
}

export const recommendationsKey = (mode: RecommendationMode) =>
  ['/api/job-recommendations', mode] as const;

export const recommendationsUrl = (mode: RecommendationMode) =>
  mode === 'culture' ? '/api/job-recommendations?mode=culture' : '/api/job-recommendations';

export function useRecommendations(mode: RecommendationMode) {
  return useQuery({
    queryKey: recommendationsKey(mode),
    queryFn: async () => (await apiGet<Recommendations>(recommendationsUrl(mode))) ?? { jobs: [] },
    ...DASHBOARD_QUERY_OPTIONS,
  });
}
