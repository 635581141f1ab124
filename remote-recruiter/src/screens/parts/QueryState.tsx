import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, LoadingState } from 'shared-kernel';

/** Loading, then an error with Retry, then `children(data)`. A 401 (null) shows as an error too. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T | null>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState />;
  if (query.isError || query.data == null)
    return <ErrorState error={query.error ?? undefined} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
