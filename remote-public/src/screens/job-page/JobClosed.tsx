import { Link as RRLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { QueryView } from 'shared-kernel';
import { jobPagePath } from 'shared-kernel/rules';
import { PublicPage } from '../../components/PublicPage';
import { useNewestJobs } from '../../queries/jobs';
import { JOB_PAGE, JOB_SEARCH } from '../../texts';

/**
 * A job that is not open (closed, filled, past its closing day: the API answers 404) or an
 * address that names no job: says so, never shows a job that looks open, and offers the search
 * and the newest open jobs instead.
 */
export function JobClosed() {
  const others = useNewestJobs();
  return (
    <PublicPage
      title={JOB_PAGE.closedTitle}
      actions={
        <Button component={RRLink} to="/job-search" variant="contained">
          {JOB_PAGE.searchJobs}
        </Button>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {JOB_PAGE.closedHint}
      </Typography>
      <QueryView query={others} label={JOB_SEARCH.loading} errorTitle={JOB_SEARCH.error}>
        {(jobs) =>
          jobs.length === 0 ? (
            <Typography>{JOB_PAGE.noOtherJobs}</Typography>
          ) : (
            <>
              <Typography sx={{ mb: 1 }}>{JOB_PAGE.openNow}</Typography>
              <Box component="ul" aria-label={JOB_SEARCH.results} sx={{ pl: 2.5, m: 0 }}>
                {jobs.map((job) => (
                  <Box component="li" key={job.id} sx={{ mb: 1 }}>
                    <Link
                      component={RRLink}
                      to={jobPagePath({ id: job.id, title: job.title, city: job.venue.city })}
                      sx={{ fontWeight: 600 }}
                    >
                      {job.title}
                    </Link>
                    {` · ${job.company.name} · ${job.venue.city}`}
                  </Box>
                ))}
              </Box>
            </>
          )
        }
      </QueryView>
    </PublicPage>
  );
}
