import type { ComponentType } from 'react';
import { Link as RRLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Handshake from '@mui/icons-material/Handshake';
import PostAdd from '@mui/icons-material/PostAdd';
import ViewKanban from '@mui/icons-material/ViewKanban';
import { PUBLIC_COLOURS, accentButtonSx, cardHeadingSx } from '../../components/palette';
import { SectionHeading } from './SectionHeading';
import { LANDING } from '../../texts';
import { gridListSx } from '../../components/grid-list';

const FEATURE_ICONS: ComponentType[] = [PostAdd, ViewKanban, Handshake];

/** The section for employers: post jobs, run the pipeline, see culture fit; "Post a job". */
export function EmployersSection() {
  const { employers } = LANDING;
  return (
    <Box
      component="section"
      aria-labelledby="for-employers"
      sx={{ py: { xs: 7, md: 10 }, bgcolor: '#fff' }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{
            justifyContent: 'space-between',
            alignItems: { md: 'flex-end' },
            mb: { xs: 4, md: 6 },
          }}
        >
          <Box sx={{ maxWidth: 640 }}>
            <SectionHeading
              id="for-employers"
              heading={employers.heading}
              intro={employers.intro}
            />
          </Box>
          <Button
            component={RRLink}
            to="/recruiter-signup"
            variant="contained"
            size="large"
            sx={{ ...accentButtonSx, alignSelf: { xs: 'stretch', md: 'auto' }, px: 4 }}
          >
            {employers.cta}
          </Button>
        </Stack>
        <Box
          component="ul"
          sx={{
            ...gridListSx,
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {employers.features.map((feature, i) => {
            const Icon = FEATURE_ICONS[i];
            return (
              <Box
                component="li"
                key={feature.name}
                sx={{
                  p: { xs: 3, md: 4 },
                  borderRadius: 4,
                  bgcolor: PUBLIC_COLOURS.sand,
                }}
              >
                <Box
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: PUBLIC_COLOURS.primary,
                    color: '#fff',
                    mb: 2,
                  }}
                >
                  <Icon />
                </Box>
                <Typography variant="h6" component="h3" gutterBottom sx={cardHeadingSx}>
                  {feature.name}
                </Typography>
                <Typography color="text.secondary">{feature.body}</Typography>
              </Box>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}
