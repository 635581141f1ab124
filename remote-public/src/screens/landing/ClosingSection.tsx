import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { PUBLIC_COLOURS } from '../../components/palette';
import { SignUpButtons } from '../../components/SignUpButtons';
import { SectionHeading } from './SectionHeading';
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
        <SectionHeading
          id="ready-when-you-are"
          heading={LANDING.closing.heading}
          intro={LANDING.closing.body}
          introGap={4}
        />
        <SignUpButtons seeker={LANDING.ctaSeeker} employer={LANDING.ctaEmployer} />
      </Container>
    </Box>
  );
}
