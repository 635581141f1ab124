import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { applicationStats, type ApplicationLike } from 'shared-kernel/rules';
import { DASHBOARD } from '../../texts';

const ORDER = ['total', 'pendingReview', 'interviews', 'jobOffers'] as const;

/** Each card opens the list it counts. */
export const STAT_LINKS: Record<(typeof ORDER)[number], string> = {
  total: '/applications',
  pendingReview: '/applications?show=open',
  interviews: '/interviews',
  jobOffers: '/job-offers',
};

/**
 * Total Applications, Pending Review, Interviews, Job Offers: counted from real applications;
 * each card is a link to its list.
 */
export const StatCards = memo(function StatCards({
  applications,
  failed = false,
}: {
  applications: ApplicationLike[] | undefined;
  failed?: boolean;
}) {
  const stats = applications ? applicationStats(applications) : null;
  return (
    <Box
      component="section"
      aria-label={DASHBOARD.statsLabel}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {ORDER.map((key) => (
        <Card key={key} data-testid={`stat-${key}`}>
          <CardActionArea component={RouterLink} to={STAT_LINKS[key]} sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {DASHBOARD.stats[key]}
              </Typography>
              <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
                {stats ? stats[key] : failed ? '—' : <Skeleton width={40} />}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
});
