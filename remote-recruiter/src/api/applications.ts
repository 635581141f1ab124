import type { ApplicationStatus } from 'shared-kernel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiWrite } from 'shared-kernel';
import type { Interview } from './interviews';
import type { Offer } from './offers';
import type { Scorecard } from './scorecards';

// A job's pipeline: its applications by status, moving them, bulk reject.

/** The pipeline's tabs, in the order shown (the statuses are the contract's vocabulary). */
export const PIPELINE_STATUSES = [
  'applied',
  'reviewed',
  'interviewed',
  'offered',
  'accepted',
  'declined',
  'rejected',
] as const satisfies readonly ApplicationStatus[];
export type { ApplicationStatus };

export interface HistoryEntry {
  fromStatus: ApplicationStatus | null;
  status: ApplicationStatus;
  at: string;
  note: string | null;
}

export interface PipelineApplication {
  id: string;
  status: ApplicationStatus;
  appliedAt: string;
  statusChangedAt: string;
  coverLetter: string | null;
  availability: string[];
  candidate: {
    id: string;
    name: string;
    email: string;
    profile: {
      skills: string[];
      location: string | null;
      experience: string | null;
      bio: string | null;
      personalityType: string | null;
    };
  };
  skillsMatch: number;
  cultureScore: number | null;
  history: HistoryEntry[];
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ApplicationDetails {
  id: string;
  status: ApplicationStatus;
  interviews: Interview[];
  offer: Offer | null;
  scorecards: Scorecard[];
}

export const jobApplicationsKey = (jobId: string) => ['recruiter', 'pipeline', jobId] as const;
export const applicationDetailsKey = (id: string) => ['recruiter', 'application', id] as const;

/** Every application of the job (the API pages by 50). */
export async function fetchJobApplications(jobId: string): Promise<PipelineApplication[]> {
  const all: PipelineApplication[] = [];
  for (let page = 1; page <= 20; page += 1) {
    const body = await apiGet<Page<PipelineApplication>>(
      `/api/jobs/${jobId}/applications?pageSize=50&page=${page}`,
    );
    if (!body) break;
    all.push(...body.items);
    if (all.length >= body.total || body.items.length === 0) break;
  }
  return all;
}

export function useJobApplications(jobId: string) {
  return useQuery({
    queryKey: jobApplicationsKey(jobId),
    queryFn: () => fetchJobApplications(jobId),
  });
}

export const fetchApplicationDetails = (id: string) =>
  apiGet<ApplicationDetails>(['/api/applications', id, 'details']);

export function useApplicationDetails(id: string | null) {
  return useQuery({
    queryKey: applicationDetailsKey(id ?? ''),
    queryFn: () => fetchApplicationDetails(id ?? ''),
    enabled: Boolean(id),
  });
}

export const moveApplication = (id: string, status: ApplicationStatus, note?: string) =>
  apiWrite<{ id: string; status: ApplicationStatus }>(
    'PATCH',
    `/api/applications/${id}/status`,
    note ? { status, note } : { status },
  );

export const bulkReject = (jobId: string, applicationIds: string[], message: string) =>
  apiWrite<{ rejected: string[]; skipped: string[] }>(
    'POST',
    `/api/jobs/${jobId}/applications/bulk-reject`,
    { applicationIds, message },
  );

/** The recruiter's one step forward from each status (decisions section 4). */
export const NEXT_STATUS: Partial<Record<ApplicationStatus, ApplicationStatus>> = {
  applied: 'reviewed',
  reviewed: 'interviewed',
  interviewed: 'offered',
};

export const isOpenStatus = (status: ApplicationStatus) =>
  status !== 'rejected' && status !== 'accepted' && status !== 'declined';
