import Box from '@mui/material/Box';
import { usePageTitle } from 'shared-kernel';
import { PublicFooter } from '../../components/PublicFooter';
import { LANDING } from '../../texts';
import { ClosingSection } from './ClosingSection';
import { EmployersSection } from './EmployersSection';
import { Hero } from './Hero';
import { MatchingSection } from './MatchingSection';

/**
 * The landing page for signed-out visitors at /. It shows no figures and no companies: live
 * figures and featured companies come from the API in a later issue.
 */
export default function Landing() {
  usePageTitle(LANDING.title);
  return (
    <Box>
      <Hero />
      <MatchingSection />
      <EmployersSection />
      <ClosingSection />
      <PublicFooter />
    </Box>
  );
}
