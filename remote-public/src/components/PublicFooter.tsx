import { Link as RRLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LANDING } from '../texts';
import { PUBLIC_COLOURS } from './palette';

const LINKS = [
  { to: '/about', label: LANDING.footer.about },
  { to: '/companies', label: LANDING.footer.companies },
  { to: '/cookie-policy', label: LANDING.footer.cookiePolicy },
] as const;

/** The public pages' footer: the brand line and links to About, Companies and the cookie policy. */
export function PublicFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: PUBLIC_COLOURS.deep, color: '#fff', py: 5 }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Box>
            <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>HospoHire</Typography>
            <Typography sx={{ color: PUBLIC_COLOURS.mist }}>{LANDING.footer.tagline}</Typography>
          </Box>
          <Box component="nav" aria-label={LANDING.footer.nav}>
            <Stack
              component="ul"
              direction="row"
              spacing={3}
              sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}
            >
              {LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    component={RRLink}
                    to={link.to}
                    underline="hover"
                    sx={{ color: '#fff', fontWeight: 600 }}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
