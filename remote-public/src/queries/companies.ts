import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-kernel';
import { type CultureResponses, type Pay, type VenueType } from 'shared-kernel/rules';

// The public company reads (docs/api.md, companies (public)): the directory, a company's profile,
// its careers page and the landing page's live figures. No session needed.

export interface CompanySummary {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
  description: string | null;
  venueCount: number;
  openJobs: number;
  venueTypes: VenueType[];
}

export interface CompanyPage {
  items: CompanySummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PublicVenue {
  id: string;
  name: string;
  venueType: VenueType;
  city: string;
  pace: string | null;
  teamSize: string | null;
}

export interface PublicJob extends Pay {
  id: string;
  title: string;
  venueName: string;
  venueType: VenueType;
  city: string;
  employmentType: string;
  urgent: boolean;
  publishedAt: string;
}

export interface CompanyProfile {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  websiteUrl: string | null;
  logoUrl: string | null;
  venues: PublicVenue[];
  culture: CultureResponses | null;
  openJobs: PublicJob[];
}

export interface CareersPage extends CompanyProfile {
  branding: {
    primaryColor: string | null;
    accentColor: string | null;
    logoUrl: string | null;
    careersHeadline: string | null;
  };
}

export interface MarketplaceStats {
  openJobs: number;
  companies: number;
  venues: number;
}

export interface CompanyQuery {
  q?: string;
  venueType?: string;
  page?: number;
  pageSize?: number;
  sort?: 'name' | 'openJobs';
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

export function useCompanies(query: CompanyQuery) {
  return useQuery({
    queryKey: ['/api/companies', query],
    queryFn: () => read<CompanyPage>(companiesUrl(query)),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyProfile(slug: string) {
  return useQuery({
    queryKey: ['/api/companies', slug],
    queryFn: () => read<CompanyProfile>(['/api/companies', encodeURIComponent(slug)]),
  });
}

export function useCareersPage(slug: string) {
  return useQuery({
    queryKey: ['/api/careers', slug],
    queryFn: () => read<CareersPage>(['/api/careers', encodeURIComponent(slug)]),
  });
}

export function useMarketplaceStats() {
  return useQuery({
    queryKey: ['/api/stats/marketplace'],
    queryFn: () => read<MarketplaceStats>('/api/stats/marketplace'),
  });
}
