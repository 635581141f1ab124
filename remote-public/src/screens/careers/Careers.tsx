import { Link as RRLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, useCurrentUser, usePageTitle } from 'shared-kernel';
import { useCareersPage, type CareersPage as CareersPageData } from '../../queries/companies';
import { CompanyLogo } from '../../components/CompanyLogo';
import { CompanyRead } from '../../components/CompanyRead';
import { CompanyColumns, OpenJobList, Section, VenueList } from '../../components/CompanySections';
import { isHexColour, readableTextOn } from '../../components/contrast';
import { PUBLIC_COLOURS } from '../../components/palette';
import { PublicFooter } from '../../components/PublicFooter';
import { CAREERS, COMPANY } from '../../texts';

/** /careers/:slug: the company's own careers page, in its colours and logo, with its open jobs. */
export default function Careers() {
  const { slug = '' } = useParams();
  const query = useCareersPage(slug);
  const { data: user } = useCurrentUser();
  usePageTitle(query.data ? `${query.data.name} ${CAREERS.titleSuffix}` : COMPANY.loading);

  return (
    <CompanyRead query={query}>
      {(page) => <CareersPage page={page} signedIn={Boolean(user)} />}
    </CompanyRead>
  );
}

/** The careers page itself, drawn in the company's colours. */
function CareersPage({ page, signedIn }: { page: CareersPageData; signedIn: boolean }) {
  const primary = isHexColour(page.branding.primaryColor)
    ? page.branding.primaryColor
    : PUBLIC_COLOURS.deep;
  const accent = isHexColour(page.branding.accentColor)
    ? page.branding.accentColor
    : PUBLIC_COLOURS.accent;
  const onPrimary = readableTextOn(primary);
  const applySx = {
    bgcolor: accent,
    color: readableTextOn(accent),
    '&:hover': { bgcolor: accent, filter: 'brightness(0.92)' },
  };

  return (
    <Box>
      <Box
        component="header"
        data-testid="careers-header"
        sx={{ bgcolor: primary, color: onPrimary, py: { xs: 5, md: 8 } }}
      >
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={3}
            sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <CompanyLogo
              name={page.name}
              logoUrl={page.branding.logoUrl}
              size={88}
              initialsColours={{ bg: onPrimary, fg: primary }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, opacity: 0.95 }}>
                {page.name} · {CAREERS.titleSuffix}
              </Typography>
              <Typography
                variant="h3"
                component="h1"
                sx={{ fontSize: { xs: '2rem', md: '3rem' }, overflowWrap: 'anywhere' }}
              >
                {page.branding.careersHeadline || CAREERS.defaultHeadline(page.name)}
              </Typography>
            </Box>
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <CompanyColumns
          main={
            <Section id="careers-jobs" title={CAREERS.openRoles}>
              {!signedIn && page.openJobs.length > 0 && (
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {CAREERS.applyHint}
                </Typography>
              )}
              <OpenJobList
                jobs={page.openJobs}
                applySx={applySx}
                empty={<EmptyState title={COMPANY.noJobs} description={COMPANY.noJobsHint} />}
              />
            </Section>
          }
          side={
            <>
              <Section id="careers-about" title={CAREERS.aboutUs}>
                <Typography sx={{ whiteSpace: 'pre-line', mb: 1.5 }}>
                  {page.description || COMPANY.noDescription}
                </Typography>
                <Link component={RRLink} to={`/company/${encodeURIComponent(page.slug)}`}>
                  {CAREERS.profile}
                </Link>
              </Section>
              <Section id="careers-venues" title={CAREERS.ourVenues}>
                <VenueList venues={page.venues} />
              </Section>
            </>
          }
        />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 2 }}>
          {CAREERS.poweredBy}
        </Typography>
      </Container>
      <PublicFooter />
    </Box>
  );
}
