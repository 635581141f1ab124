import { Link as RRLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Hotel from '@mui/icons-material/Hotel';
import LocalBar from '@mui/icons-material/LocalBar';
import LocalCafe from '@mui/icons-material/LocalCafe';
import Restaurant from '@mui/icons-material/Restaurant';
import Diversity3 from '@mui/icons-material/Diversity3';
import WorkOutline from '@mui/icons-material/WorkOutline';
import { PUBLIC_COLOURS, accentButtonSx } from '../../components/palette';
import { LANDING } from '../../texts';
import { JobSearchForm } from './JobSearchForm';

const VENUE_ICONS = { restaurant: Restaurant, bar: LocalBar, cafe: LocalCafe, hotel: Hotel };
const VENUE_TYPES = Object.keys(LANDING.venues) as (keyof typeof LANDING.venues)[];

/** The two things every match is made of, as the hero's side panel explains them. */
function FitPanel() {
  const { skills, culture } = LANDING.matching;
  return (
    <Paper
      elevation={0}
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: 4,
        bgcolor: 'rgba(255,255,255,0.08)',
        color: '#fff',
        border: '1px solid rgba(255,255,255,0.18)',
      }}
    >
      <Stack spacing={3}>
        {[
          { Icon: WorkOutline, name: skills.heading, body: skills.body },
          {
            Icon: Diversity3,
            name: culture.heading,
            body: culture.points.map((p) => p.name).join(' · '),
          },
        ].map(({ Icon, name, body }) => (
          <Stack key={name} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box
              sx={{
                flexShrink: 0,
                width: 48,
                height: 48,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: PUBLIC_COLOURS.peach,
                color: PUBLIC_COLOURS.deep,
              }}
            >
              <Icon />
            </Box>
            <Box>
              <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{name} fit</Typography>
              <Typography sx={{ color: PUBLIC_COLOURS.mist }}>{body}</Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="landing-heading"
      sx={{
        color: '#fff',
        background: `linear-gradient(160deg, ${PUBLIC_COLOURS.deep} 0%, ${PUBLIC_COLOURS.primary} 100%)`,
        py: { xs: 6, md: 10 },
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
            alignItems: 'center',
          }}
        >
          <Stack spacing={3}>
            <Typography sx={{ color: PUBLIC_COLOURS.peach, fontWeight: 700, letterSpacing: 0.5 }}>
              {LANDING.eyebrow}
            </Typography>
            <Typography
              id="landing-heading"
              variant="h1"
              sx={{ fontSize: { xs: '2.5rem', sm: '3.25rem', md: '4rem' }, lineHeight: 1.05 }}
            >
              {LANDING.heading}
            </Typography>
            <Typography
              sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' }, color: PUBLIC_COLOURS.mist }}
            >
              {LANDING.intro}
            </Typography>
            <Box
              component="ul"
              sx={{ m: 0, pl: 2.5, color: PUBLIC_COLOURS.mist, '& li': { mb: 0.5 } }}
            >
              <li>{LANDING.seekerLine}</li>
              <li>{LANDING.employerLine}</li>
            </Box>
            <JobSearchForm />
            <Typography variant="body2" sx={{ color: PUBLIC_COLOURS.mist, mt: '8px !important' }}>
              {LANDING.searchHint}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button
                component={RRLink}
                to="/candidate-signup"
                variant="contained"
                size="large"
                sx={accentButtonSx}
              >
                {LANDING.ctaSeeker}
              </Button>
              <Button
                component={RRLink}
                to="/recruiter-signup"
                variant="outlined"
                size="large"
                sx={{
                  color: '#fff',
                  borderColor: 'rgba(255,255,255,0.7)',
                  '&:hover': { borderColor: '#fff' },
                }}
              >
                {LANDING.ctaEmployer}
              </Button>
            </Stack>
            <Typography sx={{ color: PUBLIC_COLOURS.mist }}>
              {LANDING.haveAccount}{' '}
              <Link component={RRLink} to="/sign-in" sx={{ color: '#fff', fontWeight: 700 }}>
                {LANDING.signIn}
              </Link>
            </Typography>
          </Stack>
          <Stack spacing={3}>
            <FitPanel />
            <Stack
              component="ul"
              aria-label={LANDING.venuesLabel}
              direction="row"
              sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', gap: 1 }}
            >
              {VENUE_TYPES.map((type) => {
                const Icon = VENUE_ICONS[type];
                return (
                  <li key={type}>
                    <Link
                      component={RRLink}
                      to={`/job-search?venueType=${type}`}
                      underline="none"
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1,
                        px: 1.75,
                        py: 0.75,
                        borderRadius: 999,
                        border: '1px solid rgba(255,255,255,0.35)',
                        color: '#fff',
                        fontWeight: 600,
                        '&:hover': {
                          bgcolor: 'rgba(255,255,255,0.12)',
                          borderColor: '#fff',
                        },
                      }}
                    >
                      <Icon fontSize="small" aria-hidden />
                      {LANDING.venues[type]}
                    </Link>
                  </li>
                );
              })}
            </Stack>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
