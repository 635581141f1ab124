import { useQueries } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, PageContainer } from 'shared-kernel';
import { useOpenJobs, useVenues, venueQueryOptions } from '../../api/venues';
import { WageFloorFlag } from '../../kit/WageFloorFlag';
import { labelOf } from '../../kit/form';
import { QueryView, ButtonLink } from 'shared-kernel/ui';
import { MULTI_SITE_TEXTS as T, COMPANY_TEXTS } from '../../texts-company';

/** /multi-site: every active venue side by side with its open jobs and hires. */
export default function MultiSite() {
  const venues = useVenues(true);
  const jobs = useOpenJobs();
  const active = (venues.data?.items ?? []).filter((v) => !v.archived);
  const counts = useQueries({
    queries: active.map((v) => venueQueryOptions(v.id)),
  });

  return (
    <PageContainer
      title={T.title}
      subtitle={T.subtitle}
      actions={
        <ButtonLink variant="outlined" to="/company-management">
          {COMPANY_TEXTS.addVenue}
        </ButtonLink>
      }
    >
      <QueryView query={venues}>
        {() =>
          active.length === 0 ? (
            <EmptyState title={T.empty} description={T.emptyHint} />
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
              }}
            >
              {active.map((venue, index) => {
                const numbers = counts[index]?.data;
                const open = (jobs.data?.items ?? []).filter((j) => j.venue.id === venue.id);
                return (
                  <Card key={venue.id} variant="outlined" component="article">
                    <CardContent>
                      <Typography variant="h6" component="h2">
                        {venue.name}
                      </Typography>
                      <Typography color="text.secondary" gutterBottom>
                        {labelOf(venue.venueType)} · {venue.city}
                      </Typography>
                      <Box sx={{ display: 'flex', gap: 3, my: 1 }}>
                        <Box>
                          <Typography variant="h5" component="p">
                            {numbers ? numbers.openJobs : '…'}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {T.openJobs}
                          </Typography>
                        </Box>
                        <Box>
                          <Typography variant="h5" component="p">
                            {numbers ? numbers.hires : '…'}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {T.hires}
                          </Typography>
                        </Box>
                      </Box>
                      {jobs.isSuccess && open.length === 0 && (
                        <Typography variant="body2" color="text.secondary">
                          {T.noJobs}
                        </Typography>
                      )}
                      <Box component="ul" sx={{ pl: 2, m: 0 }}>
                        {open.map((job) => (
                          <li key={job.id}>
                            <Link component={RouterLink} to={`/job-applications/${job.id}`}>
                              {job.title}
                            </Link>{' '}
                            <Typography component="span" variant="body2" color="text.secondary">
                              ({T.applications(job.totalApplications)})
                            </Typography>
                            <WageFloorFlag why={job.belowWageFloor} />
                          </li>
                        ))}
                      </Box>
                    </CardContent>
                    <CardActions>
                      <ButtonLink variant="outlined" size="small" to={`/venue/${venue.id}`}>
                        {T.manage}
                        <span
                          style={{
                            position: 'absolute',
                            width: 1,
                            height: 1,
                            overflow: 'hidden',
                            clip: 'rect(0 0 0 0)',
                          }}
                        >
                          {' '}
                          {venue.name}
                        </span>
                      </ButtonLink>
                    </CardActions>
                  </Card>
                );
              })}
            </Box>
          )
        }
      </QueryView>
    </PageContainer>
  );
}
