import { Link as RRLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { ApiError, EmptyState } from 'shared-kernel';
import { COMPANY } from '../texts';
import { PublicPage } from './PublicPage';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** An unknown company slug: a clear not-found page with the way back to the directory. */
export function CompanyNotFound() {
  return (
    <PublicPage title={COMPANY.notFoundTitle}>
      <EmptyState
        title={COMPANY.notFound}
        action={
          <Button component={RRLink} to="/companies" variant="contained">
            {COMPANY.browse}
          </Button>
        }
      />
    </PublicPage>
  );
}
