import { QueryClient, type UseMutationOptions } from '@tanstack/react-query';

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

/**
 * What a screen may add to a resource's mutation hook (bulletproof-react's `MutationConfig`): its
 * own onSuccess (a toast, closing a dialog…) runs after the hook's cache invalidation, which the
 * screen never writes itself. `useAcceptOffer({ onSuccess: () => toast(…) })`.
 */
export type MutationConfig<TMutationFn extends (variables: never) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<TMutationFn>>, Error, Parameters<TMutationFn>[0]>,
  'mutationFn'
>;
