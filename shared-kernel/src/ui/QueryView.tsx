import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, LoadingState } from './ScreenStates';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** The loading state's words (default: Loading…). */
  label?: string;
  /** The failure's headline, when the screen names what failed (default: Something went wrong). */
  errorTitle?: string;
  /**
   * The data has come but is still being rendered into place (a list a screen renders in a
   * transition, `useDeferredValue`): shown as loading until then.
   */
  arriving?: boolean;
}

/**
 * A query's three states: loading, failed (with Retry), or `children(data)`. No data (a read
 * gives null on a 401) shows as a failure too, so `children` always gets a value; a query whose
 * null means something ("not answered yet") says `allowNull` and gets it.
 */
export function QueryView<T>(
  props: QueryViewProps<T> & { allowNull: true; children: (data: T) => ReactNode },
): ReactNode;
export function QueryView<T>(
  props: QueryViewProps<T> & { allowNull?: false; children: (data: NonNullable<T>) => ReactNode },
): ReactNode;
export function QueryView<T>({
  query,
  children,
  label,
  errorTitle,
  arriving = false,
  allowNull = false,
}: QueryViewProps<T> & { allowNull?: boolean; children: (data: T) => ReactNode }) {
  if (query.isPending || (arriving && !query.isError)) return <LoadingState label={label} />;
  if (query.isError || (query.data == null && !allowNull))
    return (
      <ErrorState
        title={errorTitle}
        error={query.error ?? undefined}
        onRetry={() => void query.refetch()}
      />
    );
  return <>{children(query.data)}</>;
}
