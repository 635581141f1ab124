import { useQuery } from '@tanstack/react-query';
import { apiGet, apiWrite } from 'shared-kernel';

export interface JobMatch {
  candidateId: string;
  name: string;
  location: string | null;
  skills: string[];
  personalityType: string | null;
  score: number;
  reasons: string[];
  skillsMatched: string[];
  cultureScore: number | null;
  applicationId: string | null;
  applicationStatus: string | null;
  invitedAt: string | null;
}

export interface JobMatches {
  job: { id: string; title: string; status: string; city: string; skills: string[] };
  items: JobMatch[];
  total: number;
  page: number;
  pageSize: number;
}

export const jobMatchesKey = (jobId: string, page: number) =>
  ['recruiter', 'matches', jobId, page] as const;

export const fetchJobMatches = (jobId: string, page = 1) =>
  apiGet<JobMatches>(`/api/jobs/${jobId}/matches?page=${page}&pageSize=20`);

export function useJobMatches(jobId: string, page = 1) {
  return useQuery({
    queryKey: jobMatchesKey(jobId, page),
    queryFn: () => fetchJobMatches(jobId, page),
  });
}

export const inviteToApply = (jobId: string, candidateId: string, message?: string) =>
  apiWrite<{ id: string; invitedAt: string }>(
    'POST',
    `/api/jobs/${jobId}/invites`,
    message ? { candidateId, message } : { candidateId },
  );
