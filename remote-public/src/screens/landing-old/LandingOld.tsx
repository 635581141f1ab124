import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from 'shared-kernel';
import { TextLink } from 'shared-kernel/ui';
import { PublicFooter } from '../../components/PublicFooter';
import { SignUpButtons } from '../../components/SignUpButtons';
import { LANDING_OLD } from '../../texts';

/** The earlier, simpler landing page: a hero and the two sign-up buttons. */
export default function LandingOld() {
  usePageTitle(LANDING_OLD.title);
  return (
    <Box>
      <Container maxWidth="md" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '2.25rem', md: '3.5rem' }, color: 'primary.main', mb: 2 }}
        >
          {LANDING_OLD.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1.25rem', mb: 5 }}>
          {LANDING_OLD.body}
        </Typography>
        <SignUpButtons seeker={LANDING_OLD.seeker} employer={LANDING_OLD.employer} gapBelow={3} />
        <TextLink to="/sign-in">{LANDING_OLD.signIn}</TextLink>
      </Container>
      <PublicFooter />
    </Box>
  );
}
