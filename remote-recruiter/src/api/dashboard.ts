import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dashboardKeys, useLiveEvents, routes } from 'shared-kernel';
import type { Dashboard } from 'shared-kernel/contract';

// The recruiter's dashboard (routes.hiring.dashboard). Shape: shared-kernel/contract.

export type RecruiterDashboardData = Dashboard;

export const getRecruiterDashboard = () => api(routes.hiring.dashboard);

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.recruiter(), queryFn: getRecruiterDashboard });

/** The dashboard; applications, interviews and offers change live, so any live event refetches it. */
export function useRecruiterDashboard() {
  const queryClient = useQueryClient();
  useLiveEvents(() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }));
  return useQuery(dashboardQueryOptions());
}
