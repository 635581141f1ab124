import { useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiError, EmptyState, PageContainer, toast } from 'shared-kernel';
import { useVenue } from '../../api/venues';
import { labelOf } from '../../kit/form';
import { QueryView, ButtonLink } from 'shared-kernel/ui';
import { VENUE_TEXTS as T } from '../../texts-company';

/** /venue-confirm?id=: the details of a newly added venue, to check before posting jobs there. */
export default function VenueConfirm() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const venue = useVenue(id);
  const missing = !id || (venue.error instanceof ApiError && venue.error.status === 404);

  return (
    <PageContainer title={T.confirmTitle} subtitle={T.confirmSubtitle} maxWidth={720}>
      {missing ? (
        <EmptyState
          title={T.noVenueToConfirm}
          description={T.noVenueToConfirmHint}
          action={
            <ButtonLink variant="outlined" to="/company-management">
              {T.goToCompany}
            </ButtonLink>
          }
        />
      ) : (
        <QueryView query={venue}>
          {(v) => (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
                  gap: 1,
                }}
              >
                {(
                  [
                    [T.name, v.name],
                    [T.venueType, labelOf(v.venueType)],
                    [T.addressLine, v.addressLine ?? '—'],
                    [T.city, v.city],
                    [T.postcode, v.postcode ?? '—'],
                    [T.description, v.description ?? '—'],
                  ] as const
                ).map(([label, value]) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography
                      component="dd"
                      sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
                    >
                      {value}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 3 }}>
                <Button
                  variant="contained"
                  onClick={() => {
                    toast({ title: T.confirmed, description: v.name });
                    navigate('/company-management');
                  }}
                >
                  {T.confirm}
                </Button>
                <ButtonLink variant="outlined" to={`/venue/${v.id}`}>
                  {T.editDetails}
                </ButtonLink>
                <ButtonLink to="/post-job" variant="text">
                  {T.postJob}
                </ButtonLink>
              </Box>
            </Paper>
          )}
        </QueryView>
      )}
    </PageContainer>
  );
}
