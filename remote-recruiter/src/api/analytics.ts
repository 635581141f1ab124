import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from 'shared-kernel';
import type { CompanyAnalytics, Productivity } from 'shared-kernel/contract';

// GET /api/analytics?from=&to= and GET /api/analytics/productivity. Shapes: shared-kernel/contract.

export type Analytics = CompanyAnalytics;
export type { Productivity };

/** Every query key of this resource, from one root. */
export const analyticsKeys = {
  all: ['/api/analytics'] as const,
  range: (from: string, to: string) => [...analyticsKeys.all, 'range', from, to] as const,
  productivity: () => [...analyticsKeys.all, 'productivity'] as const,
};

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
