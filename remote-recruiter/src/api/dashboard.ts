import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, useLiveEvents } from 'shared-kernel';
import type { Dashboard } from 'shared-kernel/contract';

// GET /api/recruiter-dashboard. Shape: shared-kernel/contract.

export type RecruiterDashboardData = Dashboard;

export const dashboardKeys = {
  all: ['/api/recruiter-dashboard'] as const,
};

export const getRecruiterDashboard = () => apiGet<Dashboard>('/api/recruiter-dashboard');

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.all, queryFn: getRecruiterDashboard });

/** The dashboard; applications, interviews and offers change live, so any live event refetches it. */
export function useRecruiterDashboard() {
  const queryClient = useQueryClient();
  useLiveEvents(() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }));
  return useQuery(dashboardQueryOptions());
}
