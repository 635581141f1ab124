import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import BoltIcon from '@mui/icons-material/Bolt';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  companyName,
  formatDaysAgo,
  formatPayWithTips,
  formatShortDate,
  jobTitle,
  orMissing,
} from 'shared-kernel/rules';
import type { Job } from '../../api/jobs';
import { ButtonLink } from 'shared-kernel/ui';
import {
  CAROUSEL,
  EMPLOYMENT_TYPE_LABEL,
  JOBS,
  PACE_LABEL,
  VENUE_TYPE_LABEL,
  VIEW_JOB,
} from '../../texts';

/** One job in a list: what, where, pay, when posted, applied or not, and save / view / apply. */
export function JobListItem({
  job,
  saved,
  pending,
  onToggleSave,
}: {
  job: Job;
  saved: boolean;
  pending: boolean;
  onToggleSave: () => void;
}) {
  const title = jobTitle(job);
  const open = (job.status ?? 'open') === 'open';
  const venueType = job.venueType ?? job.venue?.venueType;
  const where = [companyName(job), orMissing(job.location ?? job.venue?.city)];
  if (job.distanceMiles != null) where.push(JOBS.milesAway(job.distanceMiles));
  return (
    <Card component="article" data-testid="job-item" aria-labelledby={`job-${job.id}`}>
      <CardContent sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography id={`job-${job.id}`} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{where.join(' · ')}</Typography>
          <Typography sx={{ fontWeight: 700, mt: 0.5 }}>
            {formatPayWithTips(job, job.tips)}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
            {job.applied && (
              <Chip size="small" color="success" icon={<CheckCircleIcon />} label={JOBS.applied} />
            )}
            {venueType && <Chip size="small" label={VENUE_TYPE_LABEL[venueType] ?? venueType} />}
            {job.employmentType && (
              <Chip
                size="small"
                label={EMPLOYMENT_TYPE_LABEL[job.employmentType] ?? job.employmentType}
              />
            )}
            {job.pace && <Chip size="small" label={PACE_LABEL[job.pace] ?? job.pace} />}
            {job.urgent && (
              <Chip size="small" color="secondary" icon={<BoltIcon />} label={CAROUSEL.urgent} />
            )}
            {!open && <Chip size="small" label={JOBS.closed} />}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {[
              job.publishedAt ? JOBS.posted(formatDaysAgo(job.publishedAt)) : null,
              job.closesOn ? VIEW_JOB.closes(formatShortDate(job.closesOn)) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant={saved ? 'contained' : 'outlined'}
            color="primary"
            size="small"
            startIcon={saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
            onClick={onToggleSave}
            disabled={pending}
            aria-pressed={saved}
            aria-label={saved ? JOBS.unsaveLabel(title) : JOBS.saveLabel(title)}
          >
            {saved ? JOBS.unsave : JOBS.save}
          </Button>
          <ButtonLink
            to={`/view-job/${job.id}`}
            size="small"
            variant="outlined"
            aria-label={`${JOBS.view}: ${title}`}
          >
            {JOBS.view}
          </ButtonLink>
          {open && !job.applied && (
            <ButtonLink
              to={`/apply/${job.id}`}
              size="small"
              variant="contained"
              aria-label={`${JOBS.apply}: ${title}`}
            >
              {JOBS.apply}
            </ButtonLink>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
