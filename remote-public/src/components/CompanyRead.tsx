import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { QueryView } from 'shared-kernel';
import { COMPANY } from '../texts';
import { CompanyNotFound, isNotFound } from './CompanyNotFound';
import { PublicPage } from './PublicPage';

/**
 * A company page's read (its profile or its careers page): an unknown slug gets the not-found
 * page; the loading state stands alone (the page's own frame needs the data), a failure shows in
 * the public frame; once read, `children(data)` draws the page.
 */
export function CompanyRead<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  if (query.isError && isNotFound(query.error)) return <CompanyNotFound />;
  const view = (
    <QueryView query={query} label={COMPANY.loading} errorTitle={COMPANY.error}>
      {children}
    </QueryView>
  );
  if (query.isPending) return <Box>{view}</Box>;
  if (query.isError || query.data == null)
    return <PublicPage title={COMPANY.error}>{view}</PublicPage>;
  return view;
}
