import Box from '@mui/material/Box';
import { usePageTitle } from 'shared-kernel';
import { PublicFooter } from '../../components/PublicFooter';
import { LANDING } from '../../texts';
import { ClosingSection } from './ClosingSection';
import { EmployersSection } from './EmployersSection';
import { FeaturedCompanies } from './FeaturedCompanies';
import { Hero } from './Hero';
import { LiveFigures } from './LiveFigures';
import { MatchingSection } from './MatchingSection';

/**
 * The landing page for signed-out visitors at /: what HospoHire does for each side, the job
 * search (kept through sign-up), live figures and featured companies from the API, how matching
 * works, and the sign-up calls to action.
 */
export default function Landing() {
  usePageTitle(LANDING.title);
  return (
    <Box>
      <Hero />
      <LiveFigures />
      <MatchingSection />
      <FeaturedCompanies />
      <EmployersSection />
      <ClosingSection />
      <PublicFooter />
    </Box>
  );
}
