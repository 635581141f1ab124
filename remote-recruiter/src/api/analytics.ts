import { apiGet } from 'shared-kernel';

// GET /api/analytics?from=&to= and GET /api/analytics/productivity.

export interface Analytics {
  range: { from: string; to: string };
  applicationsOverTime: { date: string; count: number }[];
  funnel: { status: string; count: number }[];
  timeToHire: { averageDays: number | null; medianDays: number | null; hires: number };
  byVenue: {
    venueId: string;
    venueName: string;
    applications: number;
    hires: number;
    openJobs: number;
  }[];
  byJob: { jobId: string; title: string; applications: number; hires: number; status: string }[];
}

export interface Productivity {
  responseTime: {
    averageHours: number | null;
    applicationsAnswered: number;
    companyAverageHours: number | null;
    companyApplicationsAnswered: number;
  };
  pendingActions: {
    applicationsAwaitingReview: number;
    offersPending: number;
    interviewsUnconfirmed: number;
    total: number;
  };
}

export const analyticsKey = (from: string, to: string) => ['/api/analytics', from, to] as const;
export const PRODUCTIVITY_KEY = ['/api/analytics/productivity'] as const;

export async function getAnalytics(from: string, to: string): Promise<Analytics> {
  const found = await apiGet<Analytics>(`/api/analytics?${new URLSearchParams({ from, to })}`);
  if (!found) throw new Error('Not signed in');
  return found;
}

export async function getProductivity(): Promise<Productivity> {
  const found = await apiGet<Productivity>('/api/analytics/productivity');
  if (!found) throw new Error('Not signed in');
  return found;
}
