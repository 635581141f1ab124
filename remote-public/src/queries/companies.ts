import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, companyKeys, marketplaceKeys, publicRead, routes } from 'shared-kernel';
import type { CompanyListQuery, CompanyOpenJob, CompanySort } from 'shared-kernel/contract';
import { VENUE_TYPES } from 'shared-kernel/rules';

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

export type CompanyQuery = {
  q?: string;
  venueType?: string;
  page?: number;
  pageSize?: number;
  sort?: CompanySort;
};

export const COMPANIES_PAGE_SIZE = 12;
export const FEATURED_COMPANIES = 6;

const isVenueType = (value: string | null): value is (typeof VENUE_TYPES)[number] =>
  (VENUE_TYPES as readonly string[]).includes(value ?? '');

/** The directory's search as its address (/companies?q=&venueType=&page=) holds it. */
export function companySearchOf(params: URLSearchParams) {
  const venueType = params.get('venueType');
  return {
    q: params.get('q') ?? '',
    venueType: isVenueType(venueType) ? venueType : '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

/** The directory's address for a search: the words trimmed, a venue type, a page past the first. */
export function companySearchParamsOf(search: { q: string; venueType: string; page: number }) {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.venueType) params.set('venueType', search.venueType);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The directory's query with only the values given (the API's defaults left out). */
export function companiesQuery(query: CompanyQuery): Partial<CompanyListQuery> {
  return {
    q: query.q?.trim() || undefined,
    // The filter's text goes as it is: the API checks it (a 400 names a bad one).
    venueType: (query.venueType || undefined) as CompanyListQuery['venueType'],
    sort: query.sort && query.sort !== 'name' ? query.sort : undefined,
    page: query.page && query.page > 1 ? query.page : undefined,
    pageSize: query.pageSize || undefined,
  };
}

export const companiesQueryOptions = (query: CompanyQuery) =>
  queryOptions({
    queryKey: companyKeys.list(query),
    queryFn: () => publicRead(api(routes.companies.list, { query: companiesQuery(query) })),
    placeholderData: keepPreviousData,
  });

export const companyProfileQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: companyKeys.detail(slug),
    queryFn: () => publicRead(api(routes.companies.profile, { params: { slug } })),
  });

export const careersPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: companyKeys.careers(slug),
    queryFn: () => publicRead(api(routes.companies.careers, { params: { slug } })),
  });

export const marketplaceStatsQueryOptions = () =>
  queryOptions({
    queryKey: marketplaceKeys.stats(),
    queryFn: () => publicRead(api(routes.companies.stats)),
  });

export const useCompanies = (query: CompanyQuery) => useQuery(companiesQueryOptions(query));
export const useCompanyProfile = (slug: string) => useQuery(companyProfileQueryOptions(slug));
export const useCareersPage = (slug: string) => useQuery(careersPageQueryOptions(slug));
export const useMarketplaceStats = () => useQuery(marketplaceStatsQueryOptions());
