import { EmptyState } from 'shared-kernel';
import { ButtonLink } from 'shared-kernel/ui';

/** Nothing to show yet (or not there): says so, with the way to /jobs as the next step. */
export function EmptyWithJobsLink({
  title,
  description,
  link,
}: {
  title: string;
  description?: string;
  /** The button's words ('Browse jobs', 'Back to jobs'). */
  link: string;
}) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <ButtonLink to="/jobs" variant="contained">
          {link}
        </ButtonLink>
      }
    />
  );
}
