import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ErrorState, LoadingState, PageContainer } from 'shared-kernel';
import { assessmentProgress, formatShortDate, type CultureResponses } from 'shared-kernel/rules';
import { useCandidateCulture, usePersonalityQuiz } from '../../api/assessments';
import { useProfile } from '../../api/profile';
import { useHospitalityQuiz } from '../../api/quiz';
import { ASSESSMENTS, CULTURE, CULTURE_OPTION_LABELS, PERSONALITY_RESULT } from '../../texts';
import { ToneChip } from '../../components/ToneChip';

type TabKey = 'personality' | 'culture';

function Status({ done }: { done: boolean }) {
  return (
    <ToneChip
      tone={done ? 'success' : 'neutral'}
      label={done ? ASSESSMENTS.done : ASSESSMENTS.notTaken}
    />
  );
}

function Panel({
  heading,
  done,
  children,
}: {
  heading: string;
  done: boolean;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {heading}
          </Typography>
          <Status done={done} />
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** The culture answers in words, one line per answer given. */
export function CultureSummary({ responses }: { responses: CultureResponses }) {
  const rows: [string, string][] = [];
  const labels = CULTURE_OPTION_LABELS;
  if (responses.workPace) rows.push([CULTURE.workPace, labels.workPace[responses.workPace]]);
  if (responses.guestInteraction)
    rows.push([CULTURE.guestInteraction, labels.guestInteraction[responses.guestInteraction]]);
  if (responses.teamSize)
    rows.push([
      CULTURE.teamSize,
      labels.teamSize[responses.teamSize as keyof typeof labels.teamSize] ?? responses.teamSize,
    ]);
  if (responses.serviceApproach)
    rows.push([CULTURE.serviceApproach, labels.serviceApproach[responses.serviceApproach]]);
  if (responses.primaryValues?.length)
    rows.push([
      CULTURE.primaryValues,
      responses.primaryValues.map((v) => labels.primaryValues[v] ?? v).join(', '),
    ]);
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      {rows.map(([term, value]) => (
        <Box key={term}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export default function Assessments() {
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'culture' ? 'culture' : 'personality';
  const profile = useProfile();
  const personality = usePersonalityQuiz();
  const culture = useCandidateCulture();
  const quiz = useHospitalityQuiz();

  const failed = [profile, personality, culture].find((q) => q.isError);
  const loading = profile.isPending || personality.isPending || culture.isPending;

  let content: ReactNode;
  if (failed) {
    content = (
      <ErrorState
        title={ASSESSMENTS.loadFailed}
        error={failed.error}
        onRetry={() => {
          void profile.refetch();
          void personality.refetch();
          void culture.refetch();
        }}
      />
    );
  } else if (loading) {
    content = <LoadingState />;
  } else {
    const result = personality.data?.result ?? null;
    const responses = culture.data?.responses ?? null;
    const progress = assessmentProgress(profile.data, responses);
    content = (
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}
            >
              <Typography variant="h6" component="h2">
                {ASSESSMENTS.progressHeading}
              </Typography>
              <Typography color="text.secondary">
                {ASSESSMENTS.progress(progress.percent)}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={progress.percent}
              aria-label={ASSESSMENTS.progress(progress.percent)}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </CardContent>
        </Card>

        <Tabs
          value={tab}
          onChange={(_, value: TabKey) => setParams({ tab: value }, { replace: true })}
          aria-label={ASSESSMENTS.title}
        >
          <Tab
            value="personality"
            label={ASSESSMENTS.tabPersonality}
            id="tab-personality"
            aria-controls="panel-personality"
          />
          <Tab
            value="culture"
            label={ASSESSMENTS.tabCulture}
            id="tab-culture"
            aria-controls="panel-culture"
          />
        </Tabs>

        <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'personality' ? (
            <Panel heading={ASSESSMENTS.personalityHeading} done={progress.personalityDone}>
              {result || profile.data?.personalityType ? (
                <Stack spacing={1.5}>
                  <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
                    {ASSESSMENTS.personalityDone(
                      result?.personalityType ?? profile.data?.personalityType ?? '',
                    )}
                  </Typography>
                  {result?.description && (
                    <Typography color="text.secondary">{result.description}</Typography>
                  )}
                  {result?.completedAt && (
                    <Typography variant="body2" color="text.secondary">
                      {PERSONALITY_RESULT.takenOn(formatShortDate(result.completedAt))}
                    </Typography>
                  )}
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                    <Button variant="contained" component={RouterLink} to="/personality/result">
                      {ASSESSMENTS.viewResult}
                    </Button>
                    <Button variant="outlined" component={RouterLink} to="/personality-quiz">
                      {ASSESSMENTS.retakePersonality}
                    </Button>
                  </Stack>
                </Stack>
              ) : (
                <Stack spacing={2}>
                  <Typography color="text.secondary">{ASSESSMENTS.personalityIntro}</Typography>
                  <Box>
                    <Button variant="contained" component={RouterLink} to="/personality-quiz">
                      {ASSESSMENTS.takePersonality}
                    </Button>
                  </Box>
                </Stack>
              )}
            </Panel>
          ) : (
            <Panel heading={ASSESSMENTS.cultureHeading} done={progress.cultureDone}>
              {responses && progress.cultureDone ? (
                <Stack spacing={2}>
                  <CultureSummary responses={responses} />
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                    <Button variant="contained" component={RouterLink} to="/cultural-assessment">
                      {ASSESSMENTS.editCulture}
                    </Button>
                    <Button variant="outlined" component={RouterLink} to="/jobs">
                      {PERSONALITY_RESULT.browseJobs}
                    </Button>
                  </Stack>
                </Stack>
              ) : (
                <Stack spacing={2}>
                  <Typography color="text.secondary">{ASSESSMENTS.cultureIntro}</Typography>
                  <Box>
                    <Button variant="contained" component={RouterLink} to="/cultural-assessment">
                      {ASSESSMENTS.takeCulture}
                    </Button>
                  </Box>
                </Stack>
              )}
            </Panel>
          )}
        </Box>

        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {ASSESSMENTS.quizHeading}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {ASSESSMENTS.quizIntro}
            </Typography>
            {quiz.data?.bestScore != null && (
              <Typography sx={{ mb: 2, fontWeight: 600 }}>
                {ASSESSMENTS.quizBest(quiz.data.bestScore, quiz.data.questions.length)}
              </Typography>
            )}
            <Button variant="outlined" component={RouterLink} to="/hospitality-quiz">
              {ASSESSMENTS.takeQuiz}
            </Button>
          </CardContent>
        </Card>
      </Stack>
    );
  }

  return (
    <PageContainer title={ASSESSMENTS.title} subtitle={ASSESSMENTS.subtitle} maxWidth={880}>
      {content}
    </PageContainer>
  );
}
