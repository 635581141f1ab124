import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Link as RRLink } from 'react-router-dom';
import { isRecruiter, toast, useCurrentUser, useToggleSaved } from 'shared-kernel';
import { withIntent } from '../../components/form';
import type { JobDetail } from '../../queries/jobs';
import { JOB_PAGE } from '../../texts';

/**
 * What the visitor can do with the job. Signed out: apply through the job seeker sign-up or
 * sign-in, which carry `?apply=<id>` and open this job's application afterwards (form.ts,
 * `destinationFor`). A candidate: apply (or see the application they sent) and save the job. An
 * employer: nothing.
 */
export function JobApply({ job }: { job: JobDetail }) {
  const { data: user } = useCurrentUser();
  if (user && isRecruiter(user)) return null;
  if (!user) {
    return (
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            component={RRLink}
            to={withIntent('/candidate-signup', { apply: job.id })}
            variant="contained"
            size="large"
          >
            {JOB_PAGE.apply}
          </Button>
          <Button
            component={RRLink}
            to={withIntent('/sign-in', { apply: job.id })}
            variant="outlined"
            size="large"
          >
            {JOB_PAGE.signInToApply}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {JOB_PAGE.applyHint}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' } }}
    >
      {job.applied ? (
        <>
          <Chip color="success" icon={<CheckCircleIcon />} label={JOB_PAGE.applied} />
          {job.applicationId && (
            <Button
              component={RRLink}
              to={`/applications/${encodeURIComponent(job.applicationId)}`}
              variant="contained"
              size="large"
            >
              {JOB_PAGE.viewApplication}
            </Button>
          )}
        </>
      ) : (
        <Button
          component={RRLink}
          to={`/apply/${encodeURIComponent(job.id)}`}
          variant="contained"
          size="large"
        >
          {JOB_PAGE.apply}
        </Button>
      )}
      <SaveJobButton job={job} />
    </Stack>
  );
}

/** Saves or unsaves the job for the signed-in candidate (a toggle: aria-pressed). */
function SaveJobButton({ job }: { job: JobDetail }) {
  const toggle = useToggleSaved();
  const saved = Boolean(job.saved);
  return (
    <Button
      variant={saved ? 'contained' : 'outlined'}
      color={saved ? 'secondary' : 'primary'}
      size="large"
      startIcon={saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
      aria-pressed={saved}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(
          { jobId: job.id, saved },
          {
            onError: () =>
              toast({
                title: saved ? JOB_PAGE.unsaveFailed : JOB_PAGE.saveFailed,
                variant: 'destructive',
              }),
          },
        )
      }
    >
      {saved ? JOB_PAGE.saved : JOB_PAGE.save}
    </Button>
  );
}
