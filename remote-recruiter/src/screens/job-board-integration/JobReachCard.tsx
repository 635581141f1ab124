import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatShortDate } from 'shared-kernel/rules';
import { visuallyHidden } from 'shared-kernel/ui';
import { JOB_STATUS_LABEL } from '../../texts';
import { JOB_BOARD_TEXTS as T } from '../../texts-job-board';
import { ChannelMarks } from './ChannelMarks';
import { JobProblems } from './JobProblems';
import type { JobBoardJob } from './job-board-status';

/**
 * One open job's reach: a card on a phone; from `md` up its three parts (the job, where it is
 * published, what to fix) sit side by side, so the list reads like a table's rows.
 */
export function JobReachCard({ job }: { job: JobBoardJob }) {
  const headingId = `job-reach-${job.id}`;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1.5fr)' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600 }}>
          <Link href={job.pageUrl} target="_blank" rel="noopener noreferrer" underline="hover">
            {job.title}
            <Box component="span" sx={visuallyHidden}>
              {` ${T.opensInNewTab}`}
            </Box>
          </Link>
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 1,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 1.5,
            rowGap: 0.5,
            alignItems: 'center',
            '& dt': { color: 'text.secondary', typography: 'body2' },
            '& dd': { m: 0, typography: 'body2' },
          }}
        >
          <dt>{T.status}</dt>
          <dd>
            <Chip size="small" label={JOB_STATUS_LABEL[job.status]} variant="outlined" />
          </dd>
          <dt>{T.closes}</dt>
          <dd>{job.closesOn ? formatShortDate(job.closesOn) : T.noClosingDate}</dd>
        </Box>
      </Box>
      <ChannelMarks channels={job.channels} />
      <JobProblems problems={job.problems} />
    </Paper>
  );
}
