import { apiGet, apiWrite } from 'shared-kernel';
import { type VenueType } from 'shared-kernel/rules';

// The company's venues: /api/companies/mine/venues and /api/venues/:id.

export interface Venue {
  id: string;
  companyId: string;
  name: string;
  venueType: VenueType;
  description: string | null;
  addressLine: string | null;
  city: string;
  postcode: string | null;
  pace: string | null;
  teamSize: string | null;
  guestInteraction: string | null;
  serviceApproach: string | null;
  primaryValues: string[];
  archived: boolean;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface VenueWithCounts extends Venue {
  openJobs: number;
  hires: number;
}

export interface VenueInput {
  name: string;
  venueType: VenueType;
  city: string;
  addressLine?: string | null;
  postcode?: string | null;
  description?: string | null;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface OpenJob {
  id: string;
  title: string;
  pay: string;
  status: 'draft' | 'open' | 'closed';
  salaryType: 'hourly' | 'yearly' | null;
  salaryAmount: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  venue: { id: string; name: string; city: string };
  totalApplications: number;
  applicationCounts: Record<string, number>;
}

export const VENUES_KEY = ['/api/companies/mine/venues'] as const;
export const venueKey = (id: string) => ['/api/venues', id] as const;
export const OPEN_JOBS_KEY = ['/api/companies/mine/jobs', 'open'] as const;

const need = <T>(value: T | null): T => {
  if (value === null) throw new Error('Not signed in');
  return value;
};

export async function listVenues(includeArchived = true): Promise<Page<Venue>> {
  return need(
    await apiGet<Page<Venue>>(
      `/api/companies/mine/venues?includeArchived=${includeArchived}&pageSize=50`,
    ),
  );
}

export async function getVenue(id: string): Promise<VenueWithCounts> {
  return need(await apiGet<VenueWithCounts>(['/api/venues', encodeURIComponent(id)]));
}

export async function createVenue(input: VenueInput): Promise<Venue> {
  return need(await apiWrite<Venue>('POST', '/api/companies/mine/venues', input));
}

export async function updateVenue(id: string, patch: Partial<VenueInput>): Promise<Venue> {
  return need(await apiWrite<Venue>('PATCH', `/api/venues/${encodeURIComponent(id)}`, patch));
}

export async function setVenueArchived(id: string, archived: boolean): Promise<Venue> {
  const action = archived ? 'archive' : 'unarchive';
  return need(await apiWrite<Venue>('POST', `/api/venues/${encodeURIComponent(id)}/${action}`));
}

/** The company's open jobs (the plan caps how many there can be), for the venue views. */
export async function listOpenJobs(): Promise<Page<OpenJob>> {
  return need(await apiGet<Page<OpenJob>>('/api/companies/mine/jobs?status=open&pageSize=50'));
}

export const COMPANY_JOBS_KEY = ['/api/companies/mine/jobs', 'all'] as const;

/** The company's latest jobs of every status (drafts included), for the board wizard. */
export async function listCompanyJobs(): Promise<Page<OpenJob>> {
  return need(await apiGet<Page<OpenJob>>('/api/companies/mine/jobs?pageSize=50'));
}
