import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMarketplaceStats } from '../../queries/companies';
import { formatNumber } from 'shared-kernel/rules';
import { PUBLIC_COLOURS } from '../../components/palette';
import { LIVE_FIGURES } from '../../texts';

/** Open jobs, companies and venues, counted live by the API. */
export function LiveFigures() {
  const stats = useMarketplaceStats();
  const figures = stats.data
    ? [
        { value: stats.data.openJobs, label: LIVE_FIGURES.openJobs(stats.data.openJobs) },
        { value: stats.data.companies, label: LIVE_FIGURES.companies(stats.data.companies) },
        { value: stats.data.venues, label: LIVE_FIGURES.venues(stats.data.venues) },
      ]
    : null;
  return (
    <Box
      component="section"
      aria-label={LIVE_FIGURES.label}
      aria-busy={stats.isPending}
      sx={{ bgcolor: PUBLIC_COLOURS.cream, py: { xs: 3, md: 4 } }}
    >
      <Container maxWidth="lg">
        {stats.isError ? (
          <Box
            role="alert"
            sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center' }}
          >
            <Typography>{LIVE_FIGURES.error}</Typography>
            <Button variant="outlined" onClick={() => stats.refetch()}>
              Retry
            </Button>
          </Box>
        ) : (
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(3, 1fr)',
              gap: 2,
              textAlign: 'center',
            }}
          >
            {(figures ?? [0, 1, 2].map(() => null)).map((figure, i) => (
              <Box key={i} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
                <Typography component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                  {figure ? figure.label : <Skeleton width="60%" sx={{ mx: 'auto' }} />}
                </Typography>
                <Typography
                  component="dd"
                  sx={{
                    m: 0,
                    fontWeight: 800,
                    fontSize: { xs: '1.75rem', md: '2.5rem' },
                    color: PUBLIC_COLOURS.deep,
                  }}
                >
                  {figure ? (
                    formatNumber(figure.value)
                  ) : (
                    <Skeleton width="40%" sx={{ mx: 'auto' }} />
                  )}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}
