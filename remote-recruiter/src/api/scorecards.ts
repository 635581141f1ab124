import { useQuery } from '@tanstack/react-query';
import { apiGet, apiWrite } from 'shared-kernel';
import type { Page } from './applications';

export const SCORECARD_CRITERIA = [
  'hospitality',
  'communication',
  'skills',
  'teamwork',
  'reliability',
] as const;
export type Criterion = (typeof SCORECARD_CRITERIA)[number];
export type Recommendation = 'hire' | 'maybe' | 'no_hire';

export interface Scorecard {
  id: string;
  applicationId: string;
  interviewId: string | null;
  author: { id: string; name: string } | null;
  ratings: Partial<Record<Criterion, number>>;
  average: number | null;
  recommendation: Recommendation;
  notes: string | null;
  createdAt: string;
  candidate: { id: string; name: string };
  job: { id: string; title: string };
}

export interface ScorecardInput {
  interviewId?: string;
  ratings: Partial<Record<Criterion, number>>;
  recommendation: Recommendation;
  notes?: string;
}

export const SCORECARDS_KEY = ['recruiter', 'scorecards'] as const;

export const fetchScorecards = () => apiGet<Page<Scorecard>>('/api/scorecards?pageSize=20');

export function useScorecards() {
  return useQuery({ queryKey: SCORECARDS_KEY, queryFn: fetchScorecards });
}

export const addScorecard = (applicationId: string, input: ScorecardInput) =>
  apiWrite<Scorecard>('POST', `/api/applications/${applicationId}/scorecards`, input);
