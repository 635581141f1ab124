import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { JobDetail } from '../../queries/jobs';
import { JOB_PAGE } from '../../texts';

/**
 * A signed-in candidate's fit with the job, as the API works it out for them: the culture match
 * and the reasons. Signed out (no scores, no reasons) there is nothing to show.
 */
export function JobMatch({ job }: { job: JobDetail }) {
  const reasons = [...(job.matchingReasons ?? []), ...(job.cultureReasons ?? [])];
  if (job.cultureScore == null && reasons.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="job-match" sx={{ mt: 3 }}>
      <Typography id="job-match" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {JOB_PAGE.whyMatch}
      </Typography>
      {job.cultureScore != null && (
        <Chip color="primary" variant="outlined" label={JOB_PAGE.cultureFit(job.cultureScore)} />
      )}
      {reasons.length > 0 && (
        <Typography component="ul" sx={{ pl: 2.5, mt: 1, mb: 0 }}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Typography>
      )}
    </Box>
  );
}
