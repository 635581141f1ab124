import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_SAME_SITE } from 'shared-kernel/rules';
import { Section } from '../../components/CompanySections';
import { PublicPage } from '../../components/PublicPage';
import { COOKIE_POLICY } from '../../texts';

/** /cookie-policy: each category of the consent dialog, what its cookies hold, and for how long. */
export default function CookiePolicy() {
  return (
    <PublicPage title={COOKIE_POLICY.title} subtitle={COOKIE_POLICY.subtitle}>
      <Box sx={{ maxWidth: 880 }}>
        <Typography sx={{ mb: 4 }}>{COOKIE_POLICY.intro}</Typography>
        <Section id="cookie-categories" title={COOKIE_POLICY.categoryHeading}>
          <Stack spacing={2}>
            {COOKIE_POLICY.categories.map((category) => (
              <Paper
                key={category.name}
                component="section"
                aria-labelledby={`cookie-${category.name}`}
                variant="outlined"
                sx={{ p: { xs: 2, sm: 3 } }}
              >
                <Stack
                  direction="row"
                  spacing={1.5}
                  sx={{ alignItems: 'baseline', flexWrap: 'wrap', mb: 1 }}
                >
                  <Typography
                    id={`cookie-${category.name}`}
                    component="h3"
                    variant="h6"
                    sx={{ fontWeight: 700 }}
                  >
                    {category.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                    {category.always ? COOKIE_POLICY.alwaysOn : COOKIE_POLICY.optional}
                  </Typography>
                </Stack>
                <Typography sx={{ mb: 2 }}>{category.body}</Typography>
                {category.cookies.map((cookie) => (
                  <Box
                    key={cookie.holds}
                    component="dl"
                    sx={{
                      m: 0,
                      mb: 1.5,
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
                      columnGap: 2,
                      '& dt': { fontWeight: 700, color: 'text.secondary' },
                      '& dd': { m: 0, mb: { xs: 1, sm: 0.5 } },
                    }}
                  >
                    <dt>{COOKIE_POLICY.columns.cookie}</dt>
                    <dd>{cookie.holds}</dd>
                    <dt>{COOKIE_POLICY.columns.purpose}</dt>
                    <dd>{cookie.purpose}</dd>
                    <dt>{COOKIE_POLICY.columns.lasts}</dt>
                    <dd>{cookie.lasts}</dd>
                  </Box>
                ))}
              </Paper>
            ))}
          </Stack>
        </Section>
        <Section id="cookie-consent" title={COOKIE_POLICY.consentHeading}>
          <Typography>
            {COOKIE_POLICY.consent(COOKIE_CONSENT_DAYS, COOKIE_CONSENT_SAME_SITE)}
          </Typography>
        </Section>
        <Section id="cookie-change" title={COOKIE_POLICY.changeHeading}>
          <Typography>{COOKIE_POLICY.change}</Typography>
        </Section>
      </Box>
    </PublicPage>
  );
}
