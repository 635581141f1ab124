import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsKeys, api, routes } from 'shared-kernel';
import type { CompanyAnalytics, Productivity } from 'shared-kernel/contract';

// The company's analytics for a range, and its productivity (routes.analytics). Shapes:
// shared-kernel/contract.

export type Analytics = CompanyAnalytics;
export type { Productivity };

export const getAnalytics = (from: string, to: string) =>
  api(routes.analytics.company, { query: { from, to } });

export const getProductivity = () => api(routes.analytics.productivity);

/** The range's analytics; the previous range stays on screen while the next one loads. */
export const analyticsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: analyticsKeys.range(from, to),
    queryFn: () => getAnalytics(from, to),
    placeholderData: keepPreviousData,
  });

export const productivityQueryOptions = () =>
  queryOptions({ queryKey: analyticsKeys.productivity(), queryFn: getProductivity });

export const useAnalytics = (from: string, to: string) => useQuery(analyticsQueryOptions(from, to));
export const useProductivity = () => useQuery(productivityQueryOptions());
