import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-kernel';
import type { PoolCandidatePage, PoolCandidateProfile } from 'shared-kernel/contract';

// The talent pool: GET /api/talent-pool (search) and /api/talent-pool/candidates/:id.
// Shapes: shared-kernel/src/contract/talent-pool.ts.

export type { PoolCandidate, PoolCandidateProfile } from 'shared-kernel/contract';

/** The search form's values as typed (the URL's query string is built from them). */
export interface TalentPoolSearch {
  skills: string;
  location: string;
  availability: string[];
  minCulture: string;
  page: number;
}

export const TALENT_POOL_PAGE_SIZE = 20;

export const talentPoolKeys = {
  all: ['/api/talent-pool'] as const,
  search: (search: TalentPoolSearch) => [...talentPoolKeys.all, 'search', search] as const,
  candidate: (id: string) => [...talentPoolKeys.all, 'candidate', id] as const,
};

export function talentPoolUrl(search: TalentPoolSearch): string {
  const params = new URLSearchParams();
  if (search.skills.trim()) params.set('skills', search.skills.trim());
  if (search.location.trim()) params.set('location', search.location.trim());
  if (search.availability.length) params.set('availability', search.availability.join(','));
  if (search.minCulture) params.set('minCulture', search.minCulture);
  params.set('page', String(search.page));
  params.set('pageSize', String(TALENT_POOL_PAGE_SIZE));
  return `/api/talent-pool?${params}`;
}

const need = <T>(value: T | null): T => {
  if (value === null) throw new Error('Not signed in');
  return value;
};

export const searchTalentPool = async (search: TalentPoolSearch) =>
  need(await apiGet<PoolCandidatePage>(talentPoolUrl(search)));

export const fetchPoolCandidate = async (id: string) =>
  need(await apiGet<PoolCandidateProfile>(['/api/talent-pool/candidates', id]));

export const talentPoolQueryOptions = (search: TalentPoolSearch) =>
  queryOptions({
    queryKey: talentPoolKeys.search(search),
    queryFn: () => searchTalentPool(search),
  });

export const poolCandidateQueryOptions = (id: string) =>
  queryOptions({ queryKey: talentPoolKeys.candidate(id), queryFn: () => fetchPoolCandidate(id) });

export const useTalentPool = (search: TalentPoolSearch) => useQuery(talentPoolQueryOptions(search));
export const usePoolCandidate = (id: string) => useQuery(poolCandidateQueryOptions(id));
