import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, DASHBOARD_QUERY_OPTIONS, useLiveEvents } from 'shared-kernel';
import { type ApplicationStatus } from 'shared-kernel/rules';
import { jobKey } from './jobs';

// The candidate's applications (GET /api/applications/candidate, /api/applications/:id) and
// applying (POST /api/applications, 409 on a second).

export interface ApplicationSummary {
  id: string;
  status: ApplicationStatus;
  appliedAt: string | null;
  statusChangedAt?: string | null;
  job: {
    id: string;
    title: string | null;
    location: string | null;
    company: { id?: string; name: string | null } | null;
  };
}

export interface Interview {
  id: string;
  status: string;
  mode: string;
  startsAt: string | null;
  durationMinutes: number;
  location: string | null;
  videoUrl: string | null;
  interviewerName: string | null;
}

export interface Offer {
  id: string;
  status: string;
  salaryAmount: number;
  salaryType: 'yearly' | 'hourly';
  startDate: string | null;
  expiresAt: string | null;
  message: string | null;
  respondedAt: string | null;
  createdAt: string | null;
}

export interface ApplicationDetail extends ApplicationSummary {
  coverLetter: string | null;
  availability: string[];
  history: { fromStatus: string | null; status: string; at: string | null; note: string | null }[];
  interviews: Interview[];
  offer: Offer | null;
}

export const APPLICATIONS_KEY = ['/api/applications/candidate'] as const;
export const applicationKey = (id: string) => ['/api/applications', id] as const;

/** When a live event arrives (a recruiter moved an application…), read the applications again. */
export function useRefetchApplicationsOnLiveEvents() {
  const queryClient = useQueryClient();
  useLiveEvents(() => {
    void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['/api/applications'] });
  });
}

export function useCandidateApplications({ dashboard = false } = {}) {
  useRefetchApplicationsOnLiveEvents();
  return useQuery({
    queryKey: APPLICATIONS_KEY,
    queryFn: async () => (await apiGet<ApplicationSummary[]>('/api/applications/candidate')) ?? [],
    ...(dashboard ? DASHBOARD_QUERY_OPTIONS : {}),
  });
}

export function useApplication(id: string) {
  useRefetchApplicationsOnLiveEvents();
  return useQuery({
    queryKey: applicationKey(id),
    queryFn: () => apiGet<ApplicationDetail>(['/api/applications', id]),
  });
}

export interface ApplyInput {
  jobId: string;
  coverLetter?: string;
  availability?: string[];
}

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyInput) =>
      apiWrite<ApplicationDetail>('POST', '/api/applications', input),
    onSuccess: (_data, input) => {
      void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: jobKey(input.jobId) });
    },
  });
}
