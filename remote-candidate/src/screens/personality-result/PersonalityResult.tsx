import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, PageContainer } from 'shared-kernel';
import { QueryView } from 'shared-kernel/ui';
import { formatShortDate } from 'shared-kernel/rules';
import { usePersonalityQuiz } from '../../api/assessments';
import { LinkButtons } from '../../components/LinkButtons';
import { PERSONALITY_RESULT } from '../../texts';

/** The candidate's stored personality type: what it means at work and the roles it suits. */
export default function PersonalityResult() {
  const quiz = usePersonalityQuiz();
  const result = quiz.data?.result ?? null;

  const body = (
    <QueryView query={quiz} errorTitle={PERSONALITY_RESULT.loadFailed} allowNull>
      {() => {
        if (!result)
          return (
            <EmptyState
              title={PERSONALITY_RESULT.emptyTitle}
              description={PERSONALITY_RESULT.emptyText}
              action={
                <Button variant="contained" component={RouterLink} to="/personality-quiz">
                  {PERSONALITY_RESULT.take}
                </Button>
              }
            />
          );
        return (
          <Stack spacing={3}>
            <Card
              variant="outlined"
              sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              <CardContent sx={{ py: 4 }}>
                <Typography variant="h3" component="h2" sx={{ fontWeight: 800 }}>
                  {result.personalityType}
                </Typography>
                {result.completedAt && (
                  <Typography sx={{ mt: 1, opacity: 0.9 }}>
                    {PERSONALITY_RESULT.takenOn(formatShortDate(result.completedAt))}
                  </Typography>
                )}
              </CardContent>
            </Card>
            {result.description && (
              <section>
                <Typography variant="h6" component="h2" gutterBottom>
                  {PERSONALITY_RESULT.meaning}
                </Typography>
                <Typography>{result.description}</Typography>
              </section>
            )}
            <Grid container spacing={2}>
              {result.strengths.length > 0 && (
                <Grid size={{ xs: 12, md: 6 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h6" component="h2" gutterBottom>
                        {PERSONALITY_RESULT.strengths}
                      </Typography>
                      <ul style={{ margin: 0, paddingLeft: 20 }}>
                        {result.strengths.map((s) => (
                          <li key={s}>
                            <Typography>{s}</Typography>
                          </li>
                        ))}
                      </ul>
                    </CardContent>
                  </Card>
                </Grid>
              )}
              {result.suitedRoles.length > 0 && (
                <Grid size={{ xs: 12, md: 6 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h6" component="h2" gutterBottom>
                        {PERSONALITY_RESULT.roles}
                      </Typography>
                      <Stack
                        direction="row"
                        spacing={1}
                        useFlexGap
                        sx={{ flexWrap: 'wrap' }}
                        component="ul"
                        aria-label={PERSONALITY_RESULT.roles}
                        style={{ listStyle: 'none', margin: 0, padding: 0 }}
                      >
                        {result.suitedRoles.map((role) => (
                          <li key={role}>
                            <Chip label={role} color="primary" variant="outlined" />
                          </li>
                        ))}
                      </Stack>
                    </CardContent>
                  </Card>
                </Grid>
              )}
            </Grid>
            <LinkButtons
              links={[
                {
                  to: '/cultural-assessment',
                  text: PERSONALITY_RESULT.toCulture,
                  variant: 'contained',
                },
                { to: '/jobs', text: PERSONALITY_RESULT.browseJobs, variant: 'outlined' },
                { to: '/personality-quiz', text: PERSONALITY_RESULT.retake, variant: 'text' },
              ]}
            />
          </Stack>
        );
      }}
    </QueryView>
  );

  return (
    <PageContainer title={PERSONALITY_RESULT.title} maxWidth={880}>
      {body}
    </PageContainer>
  );
}
