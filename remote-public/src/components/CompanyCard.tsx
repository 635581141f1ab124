import type { ReactNode } from 'react';
import { Link as RRLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanySummary } from '../queries/companies';
import { COMPANY_CARD, vocabLabel } from '../texts';
import { CompanyLogo } from './CompanyLogo';
import { gridListSx } from './grid-list';

/** One company in a list: logo, name (the link to its profile), venue types, venues and jobs. */
export function CompanyCard({
  company,
  headingLevel = 'h3',
}: {
  company: CompanySummary;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{
        p: 2.5,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        position: 'relative',
        transition: 'box-shadow 120ms',
        '&:hover': { boxShadow: 3 },
        '&:focus-within': { boxShadow: 3 },
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        <CompanyLogo name={company.name} logoUrl={company.logoUrl} />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component={headingLevel}
            sx={{ fontWeight: 700, fontSize: '1.125rem', lineHeight: 1.3 }}
          >
            {/* The whole card is clickable through this link's stretched ::after. */}
            <Link
              component={RRLink}
              to={`/company/${encodeURIComponent(company.slug)}`}
              underline="hover"
              color="inherit"
              sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
            >
              {company.name}
            </Link>
          </Typography>
          {company.venueTypes.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {company.venueTypes.map((type) => vocabLabel('venueType', type)).join(' · ')}
            </Typography>
          )}
        </Box>
      </Stack>
      {company.description && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {company.description}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 'auto', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {COMPANY_CARD.venues(company.venueCount)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'primary.main' }}>
          {COMPANY_CARD.openJobs(company.openJobs)}
        </Typography>
      </Stack>
    </Paper>
  );
}

/** A responsive grid of company cards: one column on phones, up to three on desktops. */
export function CompanyGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        ...gridListSx,
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}
