import { useEffect } from 'react';
import { Link as RRLink, useLocation, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, usePageTitle } from 'shared-kernel';
import { TIPPING_POLICY_ANCHOR } from 'shared-kernel/rules';
import {
  useCompanyProfile,
  type CompanyProfile as CompanyProfileData,
} from '../../queries/companies';
import { CompanyLogo } from '../../components/CompanyLogo';
import { CompanyRead } from '../../components/CompanyRead';
import {
  CompanyColumns,
  CultureSummary,
  OpenJobList,
  Section,
  VenueList,
} from '../../components/CompanySections';
import { PublicPage } from '../../components/PublicPage';
import { COMPANY, COMPANY_CARD } from '../../texts';
import { ResponseRate } from './ResponseRate';

/** /company/:slug: the company's public profile: who they are, venues, culture, open jobs. */
export default function Company() {
  const { slug = '' } = useParams();
  const query = useCompanyProfile(slug);
  usePageTitle(query.data?.name ?? COMPANY.loading);

  return (
    <CompanyRead query={query}>{(company) => <CompanyProfile company={company} />}</CompanyRead>
  );
}

/**
 * The profile itself: who they are, open jobs, the tipping policy when written, culture and
 * venues. A link to a section (a job's "Tipping policy" goes to #tipping-policy) scrolls to it
 * once the profile is shown.
 */
function CompanyProfile({ company }: { company: CompanyProfileData }) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <PublicPage
      title={company.name}
      subtitle={
        <Stack direction="row" spacing={2} component="span" sx={{ flexWrap: 'wrap' }}>
          <span>{COMPANY_CARD.venues(company.venues.length)}</span>
          <span>{COMPANY_CARD.openJobs(company.openJobs.length)}</span>
          <ResponseRate percent={company.responseRate} />
        </Stack>
      }
      actions={
        <>
          <Button
            component={RRLink}
            to={`/careers/${encodeURIComponent(company.slug)}`}
            variant="outlined"
          >
            {COMPANY.careersPage}
          </Button>
          {company.websiteUrl && (
            <Button
              component="a"
              href={company.websiteUrl}
              rel="noopener noreferrer"
              target="_blank"
            >
              {COMPANY.website}
            </Button>
          )}
        </>
      }
    >
      <CompanyColumns
        main={
          <>
            <Section id="company-about" title={COMPANY.about}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={72} />
                <Typography
                  sx={{ whiteSpace: 'pre-line' }}
                  color={company.description ? undefined : 'text.secondary'}
                >
                  {company.description || COMPANY.noDescription}
                </Typography>
              </Stack>
            </Section>
            <Section id="company-jobs" title={COMPANY.openJobs}>
              <OpenJobList
                jobs={company.openJobs}
                empty={
                  <EmptyState
                    title={COMPANY.noJobs}
                    description={COMPANY.noJobsHint}
                    action={
                      <Link component={RRLink} to="/companies">
                        {COMPANY.browse}
                      </Link>
                    }
                  />
                }
              />
            </Section>
            {company.tippingPolicy && (
              <Section id={TIPPING_POLICY_ANCHOR} title={COMPANY.tippingPolicy}>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{company.tippingPolicy}</Typography>
              </Section>
            )}
          </>
        }
        side={
          <>
            <Section id="company-culture" title={COMPANY.culture}>
              <CultureSummary culture={company.culture} />
            </Section>
            <Section id="company-venues" title={COMPANY.venues}>
              <VenueList venues={company.venues} />
            </Section>
          </>
        }
      />
    </PublicPage>
  );
}
