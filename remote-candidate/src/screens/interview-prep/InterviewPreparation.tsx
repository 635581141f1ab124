import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageContainer } from 'shared-kernel';
import {
  INTERVIEW_QUESTIONS,
  INTERVIEW_TIPS,
  matchesPrep,
  PRACTICE_SCENARIOS,
  ROLE_GUIDES,
  searchText,
} from '../../content/interview-prep';
import { PREP } from '../../texts';
import { prepSearch, PrepFilterBar, usePrepFilter } from './PrepFilterBar';

/** The hub: choose a role (and search words), see how much there is in each section, open one. */
export default function InterviewPreparation() {
  const [filter] = usePrepFilter();
  const sections = [
    {
      key: 'questions' as const,
      to: '/interview-questions',
      count: INTERVIEW_QUESTIONS.filter((q) => matchesPrep(q, searchText.question(q), filter))
        .length,
    },
    {
      key: 'tips' as const,
      to: '/interview-tips',
      count: INTERVIEW_TIPS.filter((t) => matchesPrep(t, searchText.tip(t), filter)).length,
    },
    {
      key: 'guides' as const,
      to: '/role-guides',
      count: ROLE_GUIDES.filter((g) => matchesPrep(g, searchText.guide(g), filter)).length,
    },
    {
      key: 'scenarios' as const,
      to: '/practice-scenarios',
      count: PRACTICE_SCENARIOS.filter((s) => matchesPrep(s, searchText.scenario(s), filter))
        .length,
    },
  ];
  const search = prepSearch(filter);
  return (
    <PageContainer
      title={PREP.hubTitle}
      subtitle={PREP.hubSubtitle}
      actions={
        <Button variant="outlined" component={RouterLink} to="/interviews">
          {PREP.yourInterviews}
        </Button>
      }
    >
      <PrepFilterBar />
      <Grid container spacing={2}>
        {sections.map((section) => (
          <Grid key={section.key} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={`${section.to}${search}`}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {PREP.sections[section.key]}
                  </Typography>
                  <Typography color="text.secondary" sx={{ my: 1 }}>
                    {PREP.sectionText[section.key]}
                  </Typography>
                  <Typography sx={{ fontWeight: 700 }} color="primary">
                    {PREP.results(section.count)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageContainer>
  );
}
