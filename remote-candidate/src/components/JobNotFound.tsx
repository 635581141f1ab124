import { VIEW_JOB } from '../texts';
import { EmptyWithJobsLink } from './EmptyWithJobsLink';

/** A job the API does not know (400/404): "not found" with a way back to /jobs. */
export function JobNotFound() {
  return (
    <EmptyWithJobsLink
      title={VIEW_JOB.notFound}
      description={VIEW_JOB.notFoundHint}
      link={VIEW_JOB.backToJobs}
    />
  );
}
