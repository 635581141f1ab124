import type { ComponentType } from 'react';
import { Link as RRLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Checklist from '@mui/icons-material/Checklist';
import Diversity3 from '@mui/icons-material/Diversity3';
import EmojiPeople from '@mui/icons-material/EmojiPeople';
import Favorite from '@mui/icons-material/Favorite';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import RoomService from '@mui/icons-material/RoomService';
import Speed from '@mui/icons-material/Speed';
import TipsAndUpdates from '@mui/icons-material/TipsAndUpdates';
import WorkOutline from '@mui/icons-material/WorkOutline';
import { PUBLIC_COLOURS, cardHeadingSx } from '../../components/palette';
import { SectionHeading } from './SectionHeading';
import { LANDING } from '../../texts';
import { gridListSx } from '../../components/grid-list';

const SKILL_ICONS: ComponentType[] = [History, TipsAndUpdates, Checklist];
const CULTURE_ICONS: ComponentType[] = [Speed, EmojiPeople, Groups, RoomService, Favorite];

function IconBadge({ Icon }: { Icon: ComponentType }) {
  return (
    <Box
      sx={{
        flexShrink: 0,
        width: 44,
        height: 44,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        bgcolor: PUBLIC_COLOURS.cream,
        color: PUBLIC_COLOURS.accent,
      }}
    >
      <Icon />
    </Box>
  );
}

/** One side of a match: a card with its heading, a plain explanation and its parts. */
function AxisCard({
  Icon,
  heading,
  body,
  points,
  icons,
}: {
  Icon: ComponentType;
  heading: string;
  body: string;
  points: readonly { name: string; body: string }[];
  icons: ComponentType[];
}) {
  return (
    <Card sx={{ borderRadius: 4 }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <IconBadge Icon={Icon} />
          <Typography variant="h5" component="h3" sx={cardHeadingSx}>
            {heading}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {body}
        </Typography>
        <Box
          component="ul"
          sx={{
            ...gridListSx,
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: points.length > 3 ? '1fr 1fr' : '1fr' },
          }}
        >
          {points.map((point, i) => {
            const PointIcon = icons[i];
            return (
              <Stack component="li" key={point.name} direction="row" spacing={1.5}>
                <Box sx={{ color: PUBLIC_COLOURS.primary, pt: 0.25 }}>
                  <PointIcon />
                </Box>
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{point.name}</Typography>
                  <Typography color="text.secondary">{point.body}</Typography>
                </Box>
              </Stack>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}

/** "How matching works": skills, culture (five dimensions) and the job seeker's three steps. */
export function MatchingSection() {
  const { matching } = LANDING;
  return (
    <Box
      component="section"
      aria-labelledby="how-matching-works"
      sx={{ py: { xs: 7, md: 10 }, bgcolor: PUBLIC_COLOURS.sand }}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 720, mb: { xs: 4, md: 6 } }}>
          <SectionHeading
            id="how-matching-works"
            heading={matching.heading}
            intro={matching.intro}
          />
        </Box>

        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          }}
        >
          <AxisCard
            Icon={WorkOutline}
            heading={matching.skills.heading}
            body={matching.skills.body}
            points={matching.skills.points}
            icons={SKILL_ICONS}
          />
          <AxisCard
            Icon={Diversity3}
            heading={matching.culture.heading}
            body={matching.culture.body}
            points={matching.culture.points}
            icons={CULTURE_ICONS}
          />
        </Box>

        <Box sx={{ mt: { xs: 6, md: 8 } }}>
          <Typography variant="h5" component="h3" sx={{ ...cardHeadingSx, mb: 3 }}>
            {matching.steps.heading}
          </Typography>
          <Box
            component="ol"
            sx={{
              ...gridListSx,
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            {matching.steps.items.map((step, i) => (
              <Stack component="li" key={step.name} direction="row" spacing={2}>
                <Box
                  aria-hidden
                  sx={{
                    flexShrink: 0,
                    width: 40,
                    height: 40,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: PUBLIC_COLOURS.primary,
                    color: '#fff',
                    fontWeight: 800,
                  }}
                >
                  {i + 1}
                </Box>
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{step.name}</Typography>
                  <Typography color="text.secondary">{step.body}</Typography>
                </Box>
              </Stack>
            ))}
          </Box>
          <Button
            component={RRLink}
            to="/candidate-signup"
            variant="contained"
            size="large"
            sx={{ mt: 4 }}
          >
            {matching.steps.cta}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
