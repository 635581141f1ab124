import { useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-kernel';
import { type SalaryType } from 'shared-kernel/rules';

export interface RecruiterDashboardData {
  openJobs: {
    id: string;
    title: string;
    venue: { id: string; name: string; city: string };
    urgent: boolean;
    closesOn: string | null;
    applicationCounts: Record<string, number>;
    newApplications: number;
    totalApplications: number;
  }[];
  openJobsTotal: number;
  newApplications: {
    id: string;
    appliedAt: string;
    candidateName: string;
    job: { id: string; title: string };
  }[];
  newApplicationsTotal: number;
  upcomingInterviews: {
    id: string;
    startsAt: string;
    mode: string;
    status: string;
    applicationId: string;
    candidateName: string;
    job: { id: string; title: string };
  }[];
  pendingOffers: {
    id: string;
    expiresAt: string | null;
    salaryAmount: number;
    salaryType: SalaryType;
    applicationId: string;
    candidateName: string;
    job: { id: string; title: string };
  }[];
  thisWeek: { applications: number; interviews: number; offers: number; hires: number };
}

export const RECRUITER_DASHBOARD_KEY = ['recruiter', 'dashboard'] as const;

export function useRecruiterDashboard() {
  return useQuery({
    queryKey: RECRUITER_DASHBOARD_KEY,
    queryFn: () => apiGet<RecruiterDashboardData>('/api/recruiter-dashboard'),
  });
}
