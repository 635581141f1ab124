import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEXTS } from 'shared-kernel';
import { formatPayWithTips, formatShortDate, type CultureResponses } from 'shared-kernel/rules';
import type { PublicJob, PublicVenue } from '../queries/companies';
import { COMPANY, CULTURE_QUESTION_LABELS, JOBS, vocabLabel } from '../texts';
import { ApplyLink } from './ApplyLink';
import { gridListSx } from './grid-list';

/** A company page's body: the main column (jobs) and the narrower side one (stacked on phones). */
export function CompanyColumns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 0, md: 5 },
        gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>{main}</Box>
      <Box sx={{ minWidth: 0 }}>{side}</Box>
    </Box>
  );
}

/** A titled section of a company page, with its h2. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography
        id={id}
        variant="h5"
        component="h2"
        sx={{ fontWeight: 700, mb: 2, scrollMarginTop: 96 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function VenueList({ venues }: { venues: PublicVenue[] }) {
  if (venues.length === 0)
    return <Typography color="text.secondary">{COMPANY.noVenues}</Typography>;
  return (
    <Box
      component="ul"
      sx={{
        ...gridListSx,
        gap: 1.5,
        // Two columns on tablets; one in the desktop sidebar the pages put the venues in.
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: '1fr' },
      }}
    >
      {venues.map((venue) => (
        <Paper component="li" variant="outlined" key={venue.id} sx={{ p: 2 }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {venue.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[vocabLabel('venueType', venue.venueType), venue.city].join(' · ')}
          </Typography>
          {(venue.pace || venue.teamSize) && (
            <Typography variant="body2">
              {[vocabLabel('workPace', venue.pace), vocabLabel('teamSize', venue.teamSize)]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}

/** The company's culture answers, one line per question answered. */
export function CultureSummary({ culture }: { culture: CultureResponses | null }) {
  const rows: { label: string; value: string }[] = [];
  if (culture?.workPace)
    rows.push({
      label: CULTURE_QUESTION_LABELS.workPace,
      value: vocabLabel('workPace', culture.workPace),
    });
  if (culture?.guestInteraction)
    rows.push({
      label: CULTURE_QUESTION_LABELS.guestInteraction,
      value: vocabLabel('guestInteraction', culture.guestInteraction),
    });
  if (culture?.teamSize)
    rows.push({
      label: CULTURE_QUESTION_LABELS.teamSize,
      value: vocabLabel('teamSize', culture.teamSize),
    });
  if (culture?.serviceApproach)
    rows.push({
      label: CULTURE_QUESTION_LABELS.serviceApproach,
      value: vocabLabel('serviceApproach', culture.serviceApproach),
    });
  if (culture?.primaryValues?.length)
    rows.push({
      label: CULTURE_QUESTION_LABELS.primaryValues,
      value: culture.primaryValues.map((v) => vocabLabel('primaryValues', v)).join(', '),
    });
  if (rows.length === 0) return <Typography color="text.secondary">{COMPANY.noCulture}</Typography>;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {COMPANY.cultureIntro}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
          '& dt': { fontWeight: 700 },
          '& dd': { m: 0, mb: { xs: 1.25, sm: 0 } },
        }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Box>
        ))}
      </Box>
    </>
  );
}

/** Open jobs, each with its venue, pay and an apply call to action. */
export function OpenJobList({
  jobs,
  empty,
  applySx,
}: {
  jobs: PublicJob[];
  empty: ReactNode;
  applySx?: Record<string, unknown>;
}) {
  if (jobs.length === 0) return <>{empty}</>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {jobs.map((job) => (
        <Paper
          component="li"
          variant="outlined"
          key={job.id}
          sx={{
            p: 2,
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
                {job.title || TEXTS.untitledRole}
              </Typography>
              {job.urgent && (
                <Box
                  component="span"
                  sx={{
                    px: 1,
                    py: 0.25,
                    borderRadius: 1,
                    bgcolor: '#fdecea',
                    color: '#8a1c12',
                    fontSize: '0.75rem',
                    fontWeight: 700,
                  }}
                >
                  {JOBS.urgent}
                </Box>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {[job.venueName, job.city, vocabLabel('employmentType', job.employmentType)].join(
                ' · ',
              )}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatPayWithTips(job, job.tips)}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {' · '}
                {JOBS.posted(formatShortDate(job.publishedAt))}
              </Box>
            </Typography>
          </Box>
          <ApplyLink jobId={job.id} title={job.title || TEXTS.untitledRole} sx={applySx} />
        </Paper>
      ))}
    </Stack>
  );
}
