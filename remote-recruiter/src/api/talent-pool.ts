import { useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-kernel';
import type { Page } from './applications';

export interface PoolCandidate {
  candidateId: string;
  name: string;
  location: string | null;
  skills: string[];
  experience: string | null;
  personalityType: string | null;
  cultureScore: number | null;
  skillsMatched: string[];
}

export interface PoolCandidateProfile extends Omit<PoolCandidate, 'skillsMatched'> {
  bio: string | null;
  availability: string[];
  cultureReasons: string[];
  updatedAt: string;
}

export interface TalentPoolSearch {
  skills: string;
  location: string;
  availability: string[];
  minCulture: string;
  page: number;
}

export function talentPoolUrl(search: TalentPoolSearch): string {
  const params = new URLSearchParams();
  if (search.skills.trim()) params.set('skills', search.skills.trim());
  if (search.location.trim()) params.set('location', search.location.trim());
  if (search.availability.length) params.set('availability', search.availability.join(','));
  if (search.minCulture) params.set('minCulture', search.minCulture);
  params.set('page', String(search.page));
  params.set('pageSize', '20');
  return `/api/talent-pool?${params}`;
}

export function useTalentPool(search: TalentPoolSearch) {
  return useQuery({
    queryKey: ['recruiter', 'talent-pool', search],
    queryFn: () => apiGet<Page<PoolCandidate>>(talentPoolUrl(search)),
  });
}

export function usePoolCandidate(id: string) {
  return useQuery({
    queryKey: ['recruiter', 'talent-pool', 'candidate', id],
    queryFn: () => apiGet<PoolCandidateProfile>(['/api/talent-pool/candidates', id]),
  });
}
