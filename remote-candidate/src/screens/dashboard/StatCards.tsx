import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { applicationStats, type ApplicationLike } from 'shared-kernel/rules';
import { DASHBOARD } from '../../texts';

const ORDER = ['total', 'pendingReview', 'interviews', 'jobOffers'] as const;

/** Total Applications, Pending Review, Interviews, Job Offers: counted from real applications. */
export function StatCards({
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
          <CardContent>
            <Typography variant="body2" color="text.secondary" component="h3">
              {DASHBOARD.stats[key]}
            </Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
              {stats ? stats[key] : failed ? '—' : <Skeleton width={40} />}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
