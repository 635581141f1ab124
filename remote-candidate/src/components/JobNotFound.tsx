import { ApiError, EmptyState, ErrorState } from 'shared-kernel';
import { VIEW_JOB } from '../texts';
import { ButtonLink } from 'shared-kernel/ui';

/** A job that failed to load: "not found" with a way back to /jobs for 400/404, else a retryable error. */
export function JobNotFound({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = error instanceof ApiError && [400, 404].includes(error.status);
  return missing ? (
    <EmptyState
      title={VIEW_JOB.notFound}
      description={VIEW_JOB.notFoundHint}
      action={
        <ButtonLink to="/jobs" variant="contained">
          {VIEW_JOB.backToJobs}
        </ButtonLink>
      }
    />
  ) : (
    <ErrorState error={error} onRetry={onRetry} />
  );
}
