import { Link as RRLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { EmptyState, QueryView } from 'shared-kernel';
import { FEATURED_COMPANIES, useCompanies } from '../../queries/companies';
import { CompanyCard, CompanyGrid } from '../../components/CompanyCard';
import { SectionHeading } from './SectionHeading';
import { FEATURED } from '../../texts';

/** The companies with the most open jobs, live from the API. */
export function FeaturedCompanies() {
  const query = useCompanies({ sort: 'openJobs', pageSize: FEATURED_COMPANIES });
  return (
    <Box component="section" aria-labelledby="featured-companies" sx={{ py: { xs: 7, md: 9 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="featured-companies"
          heading={FEATURED.heading}
          intro={FEATURED.intro}
          introGap={4}
        />
        <QueryView query={query} errorTitle={FEATURED.error}>
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState title={FEATURED.empty} />
            ) : (
              <CompanyGrid label={FEATURED.heading}>
                {data.items.map((company) => (
                  <li key={company.id}>
                    <CompanyCard company={company} />
                  </li>
                ))}
              </CompanyGrid>
            )
          }
        </QueryView>
        <Box sx={{ mt: 4 }}>
          <Button component={RRLink} to="/companies" variant="outlined" size="large">
            {FEATURED.all}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
