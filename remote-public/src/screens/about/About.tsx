import { useEffect } from 'react';
import { Link as RRLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Section } from '../../components/CompanySections';
import { TextLink } from 'shared-kernel/ui';
import { PublicPage } from '../../components/PublicPage';
import { ABOUT, LANDING } from '../../texts';
import { gridListSx } from '../../components/grid-list';

function Cards({ items }: { items: readonly { name: string; body: string }[] }) {
  return (
    <Box
      component="ul"
      sx={{
        ...gridListSx,
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
      }}
    >
      {items.map((item) => (
        <Paper component="li" variant="outlined" key={item.name} sx={{ p: 2.5 }}>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            {item.name}
          </Typography>
          <Typography color="text.secondary">{item.body}</Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** /about: who HospoHire is for, how matching works, help (the nav's Help goes to #help). */
export default function About() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  const { matching } = LANDING;

  return (
    <PublicPage title={ABOUT.title} subtitle={ABOUT.subtitle}>
      <Box sx={{ maxWidth: 880 }}>
        <Section id="about-who" title={ABOUT.whoHeading}>
          <Cards items={ABOUT.who} />
        </Section>

        <Section id="about-matching" title={ABOUT.matchingHeading}>
          <Typography sx={{ mb: 2 }}>{matching.intro}</Typography>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {matching.skills.heading}
          </Typography>
          <Typography sx={{ mb: 1.5 }}>{matching.skills.body}</Typography>
          <Cards items={matching.skills.points} />
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mt: 3 }}>
            {matching.culture.heading}
          </Typography>
          <Typography sx={{ mb: 1.5 }}>{matching.culture.body}</Typography>
          <Cards items={matching.culture.points} />
        </Section>

        <Section id="about-scores" title={ABOUT.scoresHeading}>
          <Typography>{ABOUT.scores}</Typography>
        </Section>

        <Section id="about-data" title={ABOUT.privacyHeading}>
          <Typography sx={{ mb: 1 }}>{ABOUT.privacy}</Typography>
          <TextLink to="/cookie-policy">{ABOUT.cookiePolicy}</TextLink>
        </Section>

        <Section id="help" title={ABOUT.helpHeading}>
          <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 700 }, '& dd': { m: 0, mb: 2 } }}>
            {ABOUT.help.map((item) => (
              <Box key={item.q}>
                <dt>{item.q}</dt>
                <dd>{item.a}</dd>
              </Box>
            ))}
          </Box>
        </Section>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RRLink} to="/candidate-signup" variant="contained" size="large">
            {ABOUT.ctaSeeker}
          </Button>
          <Button component={RRLink} to="/recruiter-signup" variant="outlined" size="large">
            {ABOUT.ctaEmployer}
          </Button>
        </Stack>
      </Box>
    </PublicPage>
  );
}
