import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-kernel';
import type {
  CareersPage,
  CompanyOpenJob,
  CompanyPage,
  CompanyProfile,
  CompanySort,
  MarketplaceStats,
} from 'shared-kernel/contract';

// The public company reads (docs/api.md, companies (public)): the directory, a company's profile,
// its careers page and the landing page's live figures. No session needed. Shapes:
// shared-kernel/src/contract/companies.ts.

export type {
  CareersPage,
  CompanyPage,
  CompanyProfile,
  CompanySummary,
  MarketplaceStats,
  PublicVenue,
} from 'shared-kernel/contract';
/** An open job on a company's page (contract `CompanyOpenJob`). */
export type PublicJob = CompanyOpenJob;

export interface CompanyQuery {
  q?: string;
  venueType?: string;
  page?: number;
  pageSize?: number;
  sort?: CompanySort;
}

export const COMPANIES_PAGE_SIZE = 12;
export const FEATURED_COMPANIES = 6;

/** '/api/companies?q=…&venueType=…' with only the values given. */
export function companiesUrl(query: CompanyQuery): string {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set('q', query.q.trim());
  if (query.venueType) params.set('venueType', query.venueType);
  if (query.sort && query.sort !== 'name') params.set('sort', query.sort);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  const search = params.toString();
  return search ? `/api/companies?${search}` : '/api/companies';
}

/** Public reads never answer 401; a null would mean a broken proxy, so it is an error too. */
async function read<T>(path: string | readonly unknown[]): Promise<T> {
  const data = await apiGet<T>(path);
  if (data === null) throw new Error('No data');
  return data;
}

export const companyKeys = {
  all: ['/api/companies'] as const,
  list: (query: CompanyQuery) => [...companyKeys.all, 'list', query] as const,
  profile: (slug: string) => [...companyKeys.all, 'profile', slug] as const,
  careers: (slug: string) => ['/api/careers', slug] as const,
  stats: () => ['/api/stats/marketplace'] as const,
};

export const companiesQueryOptions = (query: CompanyQuery) =>
  queryOptions({
    queryKey: companyKeys.list(query),
    queryFn: () => read<CompanyPage>(companiesUrl(query)),
    placeholderData: keepPreviousData,
  });

export const companyProfileQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: companyKeys.profile(slug),
    queryFn: () => read<CompanyProfile>(['/api/companies', encodeURIComponent(slug)]),
  });

export const careersPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: companyKeys.careers(slug),
    queryFn: () => read<CareersPage>(['/api/careers', encodeURIComponent(slug)]),
  });

export const marketplaceStatsQueryOptions = () =>
  queryOptions({
    queryKey: companyKeys.stats(),
    queryFn: () => read<MarketplaceStats>('/api/stats/marketplace'),
  });

export const useCompanies = (query: CompanyQuery) => useQuery(companiesQueryOptions(query));
export const useCompanyProfile = (slug: string) => useQuery(companyProfileQueryOptions(slug));
export const useCareersPage = (slug: string) => useQuery(careersPageQueryOptions(slug));
export const useMarketplaceStats = () => useQuery(marketplaceStatsQueryOptions());
