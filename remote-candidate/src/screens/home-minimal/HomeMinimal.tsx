import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { EmptyState, PageContainer, QueryView, useCurrentUser } from 'shared-kernel';
import {
  assessmentProgress,
  companyName,
  formatPayWithTips,
  jobTitle,
  matchColour,
  orMissing,
  PROFILE_COMPLETION,
  profileCompletion,
  type CultureResponses,
} from 'shared-kernel/rules';
import { useCandidateApplications } from '../../api/applications';
import { useCultureResponses } from '../../api/assessments';
import { useProfile, type CandidateProfile } from '../../api/profile';
import { useRecommendations } from '../../api/recommendations';
import { ButtonLink, TextLink, ScoreChip } from 'shared-kernel/ui';
import { CAROUSEL, HOME_MINIMAL } from '../../texts';

const TOP_PICKS = 3;

type Step = keyof typeof HOME_MINIMAL.steps;

/** The one next step: finish the profile, then the assessments, then apply, then follow up. */
export function nextStep(completion: number, assessmentsDone: boolean, applications: number): Step {
  if (completion < PROFILE_COMPLETION.max) return 'profile';
  if (!assessmentsDone) return 'assessment';
  return applications === 0 ? 'apply' : 'follow';
}

const STEP_HREF: Record<Step, (assessmentHref: string) => string> = {
  profile: () => '/profile',
  assessment: (href) => href,
  apply: () => '/jobs',
  follow: () => '/applications',
};

/** The one next step, once the profile, the culture answers and the applications are read. */
function NextStep({
  me,
  responses,
  applied,
}: {
  me: CandidateProfile | null;
  responses: CultureResponses | null;
  applied: unknown[] | null;
}) {
  const progress = assessmentProgress(me, responses);
  const step = nextStep(profileCompletion(me), progress.percent === 100, applied?.length ?? 0);
  return (
    <Box data-testid="next-step">
      <Typography variant="h6" component="p">
        {HOME_MINIMAL.steps[step].title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {HOME_MINIMAL.steps[step].body}
      </Typography>
      <ButtonLink to={STEP_HREF[step](progress.nextHref)} variant="contained">
        {HOME_MINIMAL.steps[step].action}
      </ButtonLink>
    </Box>
  );
}

/** /home-minimal: a compact home with the top recommendations and the next step to take. */
export default function HomeMinimal() {
  const { data: user } = useCurrentUser();
  const profile = useProfile({ dashboard: true });
  const culture = useCultureResponses();
  const applications = useCandidateApplications({ dashboard: true });
  const recommendations = useRecommendations('skills');

  const picks = (recommendations.data?.jobs ?? []).slice(0, TOP_PICKS);

  return (
    <PageContainer
      title={HOME_MINIMAL.title}
      subtitle={HOME_MINIMAL.greeting(user?.firstName ?? '')}
      maxWidth={720}
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Card component="section" aria-labelledby="next-step-title">
          <CardContent>
            <Typography
              id="next-step-title"
              variant="overline"
              component="h2"
              color="text.secondary"
            >
              {HOME_MINIMAL.nextStep}
            </Typography>
            <QueryView query={profile} allowNull>
              {(me) => (
                <QueryView query={culture} allowNull>
                  {(responses) => (
                    <QueryView query={applications} allowNull>
                      {(applied) => <NextStep me={me} responses={responses} applied={applied} />}
                    </QueryView>
                  )}
                </QueryView>
              )}
            </QueryView>
          </CardContent>
        </Card>
        <Box component="section" aria-labelledby="top-picks-title">
          <Typography id="top-picks-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            {HOME_MINIMAL.topPicks}
          </Typography>
          <QueryView query={recommendations} errorTitle={CAROUSEL.failed} allowNull>
            {() =>
              picks.length === 0 ? (
                <EmptyState title={CAROUSEL.empty} />
              ) : (
                <Box
                  component="ul"
                  sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
                >
                  {picks.map((job) => (
                    <Card component="li" key={job.id} data-testid="top-pick">
                      <CardContent
                        sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
                      >
                        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                          <TextLink to={`/view-job/${job.id}`}>{jobTitle(job)}</TextLink>
                          <Typography variant="body2" color="text.secondary">
                            {companyName(job)} · {orMissing(job.location)} ·{' '}
                            {formatPayWithTips(job, job.tips)}
                          </Typography>
                        </Box>
                        {job.matchScore != null && (
                          <ScoreChip
                            label={CAROUSEL.match(job.matchScore)}
                            colour={matchColour(job.matchScore)}
                          />
                        )}
                        <ButtonLink
                          to={`/apply/${job.id}`}
                          size="small"
                          variant="outlined"
                          aria-label={`${CAROUSEL.applyNow}: ${jobTitle(job)}`}
                        >
                          {CAROUSEL.applyNow}
                        </ButtonLink>
                      </CardContent>
                    </Card>
                  ))}
                </Box>
              )
            }
          </QueryView>
        </Box>
        <TextLink to="/dashboard">{HOME_MINIMAL.openDashboard}</TextLink>
      </Box>
    </PageContainer>
  );
}
