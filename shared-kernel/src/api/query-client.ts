import { QueryClient } from '@tanstack/react-query';

/** The shared default of spec section 9: no retries, data stale at once, refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 0, refetchOnWindowFocus: true, refetchInterval: false },
      mutations: { retry: false },
    },
  });
}

/** The dashboard's reading of spec section 9: fresh for 60 s, one retry, no refetch on focus. */
export const DASHBOARD_QUERY_OPTIONS = {
  staleTime: 60_000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;
