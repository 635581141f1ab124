import { Link as RRLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { isRecruiter, useCurrentUser } from 'shared-kernel';
import { JOBS } from '../texts';
import { withIntent } from './form';

/**
 * A job's apply call to action. A signed-in job seeker goes straight to /apply/:id; a visitor goes
 * through the job seeker sign-up, which then opens the application. Employers see none.
 */
export function ApplyLink({
  jobId,
  title,
  sx,
}: {
  jobId: string;
  title: string;
  sx?: Record<string, unknown>;
}) {
  const { data: user } = useCurrentUser();
  if (user && isRecruiter(user)) return null;
  const to = user
    ? `/apply/${encodeURIComponent(jobId)}`
    : withIntent('/candidate-signup', { apply: jobId });
  return (
    <Button
      component={RRLink}
      to={to}
      variant="contained"
      aria-label={JOBS.applyFor(title)}
      sx={{ flexShrink: 0, ...sx }}
    >
      {JOBS.apply}
    </Button>
  );
}
