import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, PageContainer, QueryView } from 'shared-kernel';

interface PageQueryViewProps<T> {
  query: UseQueryResult<T>;
  /** The page's title while the read loads. */
  loadingTitle: string;
  /** The page's title when the read failed (default: the loading title). */
  failedTitle?: string;
  /** What a 400 or 404 shows in place of the failure: the thing asked for is not there. */
  notFound?: ReactNode;
}

/**
 * A page that is one read: QueryView's loading and failure in a page titled for them, and the
 * data's own page (with its own title and actions) once it is in.
 */
export function PageQueryView<T>(
  props: PageQueryViewProps<T> & { allowNull: true; children: (data: T) => ReactNode },
): ReactNode;
export function PageQueryView<T>(
  props: PageQueryViewProps<T> & {
    allowNull?: false;
    children: (data: NonNullable<T>) => ReactNode;
  },
): ReactNode;
export function PageQueryView<T>({
  query,
  loadingTitle,
  failedTitle = loadingTitle,
  notFound,
  allowNull = false,
  children,
}: PageQueryViewProps<T> & { allowNull?: boolean; children: (data: T) => ReactNode }) {
  const missing =
    notFound !== undefined &&
    query.error instanceof ApiError &&
    [400, 404].includes(query.error.status);
  const view = missing ? (
    notFound
  ) : allowNull ? (
    <QueryView query={query} allowNull>
      {children}
    </QueryView>
  ) : (
    <QueryView query={query}>{(data) => children(data)}</QueryView>
  );
  const ready = query.isSuccess && (allowNull || query.data != null);
  return ready ? (
    view
  ) : (
    <PageContainer title={query.isPending ? loadingTitle : failedTitle}>{view}</PageContainer>
  );
}
