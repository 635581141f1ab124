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
import { PageContainer, QueryView, useCulture } from 'shared-kernel';
import { assessmentProgress, formatShortDate, type CultureResponses } from 'shared-kernel/rules';
import { usePersonalityQuiz, type PersonalityResult } from '../../api/assessments';
import { useProfile, type CandidateProfile } from '../../api/profile';
import { useHospitalityQuiz, type HospitalityQuiz } from '../../api/quiz';
import { ASSESSMENTS, CULTURE, CULTURE_OPTION_LABELS, PERSONALITY_RESULT } from '../../texts';
import { LinkButtons } from '../../components/LinkButtons';
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

/** The assessments once read: the progress, a tab per assessment, and the knowledge quiz. */
function Overview({
  me,
  result,
  responses,
  quiz,
  tab,
  onTab,
}: {
  me: CandidateProfile | null;
  result: PersonalityResult | null;
  responses: CultureResponses | null;
  quiz: HospitalityQuiz | undefined;
  tab: TabKey;
  onTab: (tab: TabKey) => void;
}) {
  const progress = assessmentProgress(me, responses);
  return (
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
            <Typography color="text.secondary">{ASSESSMENTS.progress(progress.percent)}</Typography>
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
        onChange={(_, value: TabKey) => onTab(value)}
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
            {result || me?.personalityType ? (
              <Stack spacing={1.5}>
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
                  {ASSESSMENTS.personalityDone(
                    result?.personalityType ?? me?.personalityType ?? '',
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
                <LinkButtons
                  links={[
                    {
                      to: '/personality/result',
                      text: ASSESSMENTS.viewResult,
                      variant: 'contained',
                    },
                    {
                      to: '/personality-quiz',
                      text: ASSESSMENTS.retakePersonality,
                      variant: 'outlined',
                    },
                  ]}
                />
              </Stack>
            ) : (
              <NotTaken
                intro={ASSESSMENTS.personalityIntro}
                to="/personality-quiz"
                action={ASSESSMENTS.takePersonality}
              />
            )}
          </Panel>
        ) : (
          <Panel heading={ASSESSMENTS.cultureHeading} done={progress.cultureDone}>
            {responses && progress.cultureDone ? (
              <Stack spacing={2}>
                <CultureSummary responses={responses} />
                <LinkButtons
                  links={[
                    {
                      to: '/cultural-assessment',
                      text: ASSESSMENTS.editCulture,
                      variant: 'contained',
                    },
                    { to: '/jobs', text: PERSONALITY_RESULT.browseJobs, variant: 'outlined' },
                  ]}
                />
              </Stack>
            ) : (
              <NotTaken
                intro={ASSESSMENTS.cultureIntro}
                to="/cultural-assessment"
                action={ASSESSMENTS.takeCulture}
              />
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
          {quiz?.bestScore != null && (
            <Typography sx={{ mb: 2, fontWeight: 600 }}>
              {ASSESSMENTS.quizBest(quiz.bestScore, quiz.questions.length)}
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

/** An assessment not taken yet: what it is, and the button to take it. */
function NotTaken({ intro, to, action }: { intro: string; to: string; action: string }) {
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{intro}</Typography>
      <Box>
        <Button variant="contained" component={RouterLink} to={to}>
          {action}
        </Button>
      </Box>
    </Stack>
  );
}

export default function Assessments() {
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'culture' ? 'culture' : 'personality';
  const profile = useProfile();
  const personality = usePersonalityQuiz();
  const culture = useCulture('candidate');
  const quiz = useHospitalityQuiz();

  // Each read's loading and failure in turn, under the screen's headline.
  return (
    <PageContainer title={ASSESSMENTS.title} subtitle={ASSESSMENTS.subtitle} maxWidth={880}>
      <QueryView query={profile} errorTitle={ASSESSMENTS.loadFailed} allowNull>
        {(me) => (
          <QueryView query={personality} errorTitle={ASSESSMENTS.loadFailed} allowNull>
            {(taken) => (
              <QueryView query={culture} errorTitle={ASSESSMENTS.loadFailed} allowNull>
                {(stored) => (
                  <Overview
                    me={me}
                    result={taken?.result ?? null}
                    responses={stored?.responses ?? null}
                    quiz={quiz.data ?? undefined}
                    tab={tab}
                    onTab={(value) => setParams({ tab: value }, { replace: true })}
                  />
                )}
              </QueryView>
            )}
          </QueryView>
        )}
      </QueryView>
    </PageContainer>
  );
}
