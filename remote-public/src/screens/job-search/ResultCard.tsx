import { Link as RRLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BoltIcon from '@mui/icons-material/Bolt';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { formatPayWithTips, formatShortDate, jobPagePath } from 'shared-kernel/rules';
import type { JobListItem } from '../../queries/jobs';
import { JOB_SEARCH, JOBS, VOCAB } from '../../texts';

/**
 * One result: the title links to the job's public page; where, pay (with its tips beside it), the kind of job, when posted.
 * A signed-in candidate's own marks (applied, saved) come with the results.
 */
export function ResultCard({ job }: { job: JobListItem }) {
  const where = [job.company.name, job.venue.name, job.venue.city];
  if (job.distanceMiles != null) where.push(JOB_SEARCH.milesAway(job.distanceMiles));
  return (
    <Card component="article" variant="outlined" aria-labelledby={`job-${job.id}`}>
      <CardContent>
        <Typography id={`job-${job.id}`} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
          <Link
            component={RRLink}
            to={jobPagePath({ id: job.id, title: job.title, city: job.venue.city })}
            underline="hover"
          >
            {job.title}
          </Link>
        </Typography>
        <Typography color="text.secondary">{where.join(' · ')}</Typography>
        <Typography sx={{ fontWeight: 700, mt: 0.5 }}>
          {formatPayWithTips(job.pay, job.tips)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {job.applied && (
            <Chip
              size="small"
              color="success"
              icon={<CheckCircleIcon />}
              label={JOB_SEARCH.applied}
            />
          )}
          {job.saved && (
            <Chip size="small" color="primary" icon={<BookmarkIcon />} label={JOB_SEARCH.saved} />
          )}
          <Chip
            size="small"
            label={VOCAB.employmentType[job.employmentType] ?? job.employmentType}
          />
          <Chip size="small" label={VOCAB.venueType[job.venueType] ?? job.venueType} />
          {job.urgent && (
            <Chip size="small" color="secondary" icon={<BoltIcon />} label={JOB_SEARCH.urgent} />
          )}
        </Stack>
        {job.publishedAt && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {JOBS.posted(formatShortDate(job.publishedAt))}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
