import { useQuery } from '@tanstack/react-query';
import { apiGet, apiWrite } from 'shared-kernel';
import type { EmploymentType, JobStatus, TeamSize, WorkPace as Pace } from 'shared-kernel/contract';
import { type CultureResponses, type SalaryType } from 'shared-kernel/rules';

// The recruiter's jobs: create, edit, publish, close; the company's venues and culture they use.

// The vocabularies are the contract's; the job types below: contract pending.
export type { EmploymentType, JobStatus, Pace, TeamSize };

export interface JobVenue {
  id: string;
  name: string;
  venueType: string;
  city: string;
  postcode?: string | null;
}

export interface Job {
  id: string;
  title: string;
  description: string;
  skills: string[];
  employmentType: EmploymentType;
  salaryType: SalaryType | null;
  salaryAmount: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  pay: string;
  pace: Pace | null;
  teamSize: TeamSize | null;
  urgent: boolean;
  status: JobStatus;
  publishedAt: string | null;
  closesOn: string | null;
  venue: JobVenue;
  company: { id: string; name: string; slug: string };
}

export interface ManagedJob extends Job {
  applicationCounts: Record<string, number>;
  newApplications: number;
  totalApplications: number;
}

export interface JobInput {
  title: string;
  venueId: string;
  description: string;
  skills: string[];
  employmentType: EmploymentType;
  salaryType: SalaryType | null;
  salaryAmount: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  pace: Pace | null;
  teamSize: TeamSize | null;
  urgent: boolean;
  closesOn: string | null;
  status?: JobStatus;
}

export const managedJobKey = (id: string) => ['recruiter', 'job', id] as const;
export const JOB_VENUES_KEY = ['recruiter', 'job-venues'] as const;
export const COMPANY_CULTURE_KEY = ['recruiter', 'company-culture'] as const;

export const fetchManagedJob = (id: string) => apiGet<ManagedJob>(['/api/jobs', id, 'manage']);

export function useManagedJob(id: string) {
  return useQuery({ queryKey: managedJobKey(id), queryFn: () => fetchManagedJob(id) });
}

export const createJob = (input: JobInput) => apiWrite<Job>('POST', '/api/jobs', input);
export const updateJob = (id: string, input: Partial<JobInput>) =>
  apiWrite<Job>('PATCH', `/api/jobs/${id}`, input);
export const publishJob = (id: string) => apiWrite<Job>('POST', `/api/jobs/${id}/publish`);
export const closeJob = (id: string) => apiWrite<Job>('POST', `/api/jobs/${id}/close`);

interface VenueRow {
  id: string;
  name: string;
  venueType: string;
  city: string;
  archivedAt?: string | null;
}

/** The company's venues a job can be at (not archived). */
export async function fetchJobVenues(): Promise<JobVenue[]> {
  const body = await apiGet<VenueRow[] | { items?: VenueRow[]; venues?: VenueRow[] }>(
    '/api/companies/mine/venues',
  );
  const rows = Array.isArray(body) ? body : (body?.items ?? body?.venues ?? []);
  return rows.filter((v) => !v.archivedAt);
}

export function useJobVenues() {
  return useQuery({ queryKey: JOB_VENUES_KEY, queryFn: fetchJobVenues });
}

/** The company's culture answers, or null when it has not taken the assessment (404). */
export async function fetchCompanyCulture(): Promise<CultureResponses | null> {
  try {
    const body = await apiGet<{ responses?: CultureResponses }>(
      '/api/cultural-assessment?assessmentType=company',
    );
    return body?.responses ?? null;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export function useCompanyCulture() {
  return useQuery({ queryKey: COMPANY_CULTURE_KEY, queryFn: fetchCompanyCulture });
}
