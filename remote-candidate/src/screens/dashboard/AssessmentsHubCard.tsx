import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  ASSESSMENT_COUNT,
  assessmentProgress,
  type CultureResponses,
  type ProfileFields,
} from 'shared-kernel/rules';
import { ButtonLink } from 'shared-kernel/ui';
import { ASSESSMENTS_HUB } from '../../texts';

/** 2 assessments, 50% each; the link goes to personality, then culture, then personality again. */
export function AssessmentsHubCard({
  profile,
  culture,
}: {
  profile: ProfileFields | null | undefined;
  culture: CultureResponses | null | undefined;
}) {
  const progress = assessmentProgress(profile, culture);
  const done = Number(progress.personalityDone) + Number(progress.cultureDone);
  const action =
    done === ASSESSMENT_COUNT
      ? ASSESSMENTS_HUB.review
      : progress.personalityDone
        ? ASSESSMENTS_HUB.startCulture
        : ASSESSMENTS_HUB.startPersonality;
  const item = (label: string, isDone: boolean) => (
    <Stack direction="row" spacing={1} alignItems="center">
      {isDone ? (
        <CheckCircleIcon color="success" fontSize="small" aria-hidden />
      ) : (
        <RadioButtonUncheckedIcon color="disabled" fontSize="small" aria-hidden />
      )}
      <Typography variant="body2">
        {label}: {isDone ? ASSESSMENTS_HUB.done : ASSESSMENTS_HUB.toDo}
      </Typography>
    </Stack>
  );
  return (
    <Card component="section" aria-labelledby="assessments-hub-title">
      <CardContent>
        <Typography id="assessments-hub-title" variant="h6" component="h2">
          {ASSESSMENTS_HUB.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {ASSESSMENTS_HUB.progress(done, ASSESSMENT_COUNT)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={progress.percent}
          aria-label={ASSESSMENTS_HUB.progressLabel}
          data-testid="assessments-percent"
          sx={{ height: 8, borderRadius: 4, mb: 1.5 }}
        />
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          {item(ASSESSMENTS_HUB.personality, progress.personalityDone)}
          {item(ASSESSMENTS_HUB.culture, progress.cultureDone)}
        </Stack>
        <ButtonLink to={progress.nextHref} variant="outlined" size="small">
          {action}
        </ButtonLink>
      </CardContent>
    </Card>
  );
}
