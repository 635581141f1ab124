import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, talentPoolKeys, routes } from 'shared-kernel';
import type { TalentPoolQuery } from 'shared-kernel/contract';

// The talent pool: its search and one candidate (routes.talentPool).
// Shapes: shared-kernel/src/contract/talent-pool.ts.

export type { PoolCandidate, PoolCandidateProfile } from 'shared-kernel/contract';

/** The search form's values as typed (the URL's query string is built from them). */
export type TalentPoolSearch = {
  skills: string;
  location: string;
  availability: string[];
  minCulture: string;
  page: number;
};

export const TALENT_POOL_PAGE_SIZE = 20;

/** The API's query of a search, blank values left out (the API checks each: a 400 names one). */
export function talentPoolQuery(search: TalentPoolSearch): TalentPoolQuery {
  return {
    skills: search.skills.trim() || undefined,
    location: search.location.trim() || undefined,
    availability: search.availability.length ? search.availability.join(',') : undefined,
    minCulture: search.minCulture || undefined,
    page: search.page,
    pageSize: TALENT_POOL_PAGE_SIZE,
  } as TalentPoolQuery;
}

export const searchTalentPool = (search: TalentPoolSearch) =>
  api(routes.talentPool.search, { query: talentPoolQuery(search) });

export const fetchPoolCandidate = (id: string) =>
  api(routes.talentPool.candidate, { params: { id } });

export const talentPoolQueryOptions = (search: TalentPoolSearch) =>
  queryOptions({
    queryKey: talentPoolKeys.list(search),
    queryFn: () => searchTalentPool(search),
  });

export const poolCandidateQueryOptions = (id: string) =>
  queryOptions({ queryKey: talentPoolKeys.detail(id), queryFn: () => fetchPoolCandidate(id) });

export const useTalentPool = (search: TalentPoolSearch) => useQuery(talentPoolQueryOptions(search));
export const usePoolCandidate = (id: string) => useQuery(poolCandidateQueryOptions(id));
