import { Link as RRLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PUBLIC_COLOURS, accentButtonSx, sectionHeadingSx } from '../../components/palette';
import { LANDING } from '../../texts';

/** The last call to action: one sign-up per role. */
export function ClosingSection() {
  return (
    <Box
      component="section"
      aria-labelledby="ready-when-you-are"
      sx={{ py: { xs: 7, md: 9 }, bgcolor: PUBLIC_COLOURS.cream }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography
          id="ready-when-you-are"
          variant="h3"
          component="h2"
          gutterBottom
          sx={sectionHeadingSx}
        >
          {LANDING.closing.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1.125rem', mb: 4 }}>
          {LANDING.closing.body}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'center' }}
        >
          <Button component={RRLink} to="/candidate-signup" variant="contained" size="large">
            {LANDING.ctaSeeker}
          </Button>
          <Button
            component={RRLink}
            to="/recruiter-signup"
            variant="contained"
            size="large"
            sx={accentButtonSx}
          >
            {LANDING.ctaEmployer}
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
