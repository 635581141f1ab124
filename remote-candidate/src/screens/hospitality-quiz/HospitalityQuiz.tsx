import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from 'shared-kernel';
import { QueryView } from 'shared-kernel/ui';
import { formatShortDate } from 'shared-kernel/rules';
import {
  useHospitalityQuiz,
  useSubmitHospitalityQuiz,
  type KnowledgeQuestion,
  type QuizAttempt,
} from '../../api/quiz';
import { HOSPITALITY_QUIZ, HOSPITALITY_QUIZ_PASS_SHARE } from '../../texts';
import { ToneChip } from '../../components/ToneChip';

function AttemptResult({
  attempt,
  questions,
  onRetake,
}: {
  attempt: QuizAttempt;
  questions: KnowledgeQuestion[];
  onRetake: () => void;
}) {
  const passed = attempt.score >= attempt.total * HOSPITALITY_QUIZ_PASS_SHARE;
  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h2" role="status">
            {HOSPITALITY_QUIZ.score(attempt.score, attempt.total)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {passed ? HOSPITALITY_QUIZ.passed : HOSPITALITY_QUIZ.review}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
            {(Object.keys(attempt.byCategory) as (keyof typeof attempt.byCategory)[]).map((c) => (
              <Chip
                key={c}
                label={`${HOSPITALITY_QUIZ.categories[c]}: ${attempt.byCategory[c].score}/${attempt.byCategory[c].total}`}
              />
            ))}
          </Stack>
          <Button variant="contained" sx={{ mt: 2 }} onClick={onRetake}>
            {HOSPITALITY_QUIZ.retake}
          </Button>
        </CardContent>
      </Card>
      <Stack component="ol" spacing={2} sx={{ pl: 0, m: 0, listStyle: 'none' }}>
        {questions.map((question, i) => {
          const feedback = attempt.feedback.find((f) => f.questionId === question.id);
          if (!feedback) return null;
          const right = question.options.find((o) => o.id === feedback.correctOptionId);
          return (
            <Card component="li" variant="outlined" key={question.id}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <ToneChip
                    tone={feedback.correct ? 'success' : 'warning'}
                    label={feedback.correct ? HOSPITALITY_QUIZ.correct : HOSPITALITY_QUIZ.incorrect}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {HOSPITALITY_QUIZ.categories[question.category]}
                  </Typography>
                </Stack>
                <Typography sx={{ fontWeight: 600 }}>
                  {i + 1}. {question.text}
                </Typography>
                {!feedback.correct && right && (
                  <Typography sx={{ mt: 1 }}>
                    {HOSPITALITY_QUIZ.correctAnswer(right.text)}
                  </Typography>
                )}
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {feedback.explanation}
                </Typography>
              </CardContent>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** A scored knowledge quiz on service, UK food safety and bar basics; the API scores it. */
export default function HospitalityQuiz() {
  const quiz = useHospitalityQuiz();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string | null>(null);
  const [retaking, setRetaking] = useState(false);

  const submit = useSubmitHospitalityQuiz({
    onSuccess: () => {
      setRetaking(false);
      window.scrollTo?.({ top: 0 });
    },
  });

  const body = (
    <QueryView query={quiz} errorTitle={HOSPITALITY_QUIZ.loadFailed}>
      {(data) => {
        if (data.latest && !retaking)
          return (
            <Stack spacing={2}>
              <Typography color="text.secondary">
                {HOSPITALITY_QUIZ.previous(
                  data.latest.score,
                  data.latest.total,
                  formatShortDate(data.latest.completedAt),
                )}
                {data.bestScore != null &&
                  ` · ${HOSPITALITY_QUIZ.best(data.bestScore, data.latest.total)}`}
              </Typography>
              <AttemptResult
                attempt={data.latest}
                questions={data.questions}
                onRetake={() => {
                  setAnswers({});
                  setRetaking(true);
                }}
              />
            </Stack>
          );
        {
          const questions = data.questions;
          const onSubmit = (event: FormEvent) => {
            event.preventDefault();
            const first = questions.find((q) => !answers[q.id]);
            setMissing(first?.id ?? null);
            if (first) {
              document.getElementById(`quiz-${first.id}`)?.querySelector('input')?.focus();
              return;
            }
            submit.mutate(answers);
          };
          return (
            <Box component="form" noValidate onSubmit={onSubmit}>
              <Stack spacing={2}>
                {submit.isError && (
                  <Alert severity="error">
                    {HOSPITALITY_QUIZ.saveFailed}: {(submit.error as Error).message}
                  </Alert>
                )}
                {questions.map((question, i) => {
                  const labelId = `quiz-${question.id}-label`;
                  return (
                    <Card variant="outlined" key={question.id}>
                      <CardContent>
                        <FormControl error={missing === question.id} id={`quiz-${question.id}`}>
                          <Typography variant="body2" color="text.secondary">
                            {HOSPITALITY_QUIZ.categories[question.category]}
                          </Typography>
                          <FormLabel id={labelId} sx={{ color: 'text.primary', fontWeight: 600 }}>
                            {i + 1}. {question.text}
                          </FormLabel>
                          <RadioGroup
                            aria-labelledby={labelId}
                            aria-describedby={
                              missing === question.id ? `quiz-${question.id}-error` : undefined
                            }
                            name={question.id}
                            value={answers[question.id] ?? ''}
                            onChange={(event) => {
                              setAnswers({ ...answers, [question.id]: event.target.value });
                              if (missing === question.id) setMissing(null);
                            }}
                          >
                            {question.options.map((option) => (
                              <FormControlLabel
                                key={option.id}
                                value={option.id}
                                control={<Radio />}
                                label={option.text}
                              />
                            ))}
                          </RadioGroup>
                          {missing === question.id && (
                            <FormHelperText error id={`quiz-${question.id}-error`}>
                              {HOSPITALITY_QUIZ.unanswered(i + 1)}
                            </FormHelperText>
                          )}
                        </FormControl>
                      </CardContent>
                    </Card>
                  );
                })}
                <Box>
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    disabled={submit.isPending}
                  >
                    {HOSPITALITY_QUIZ.submit}
                  </Button>
                </Box>
              </Stack>
            </Box>
          );
        }
      }}
    </QueryView>
  );

  return (
    <PageContainer
      title={HOSPITALITY_QUIZ.title}
      subtitle={HOSPITALITY_QUIZ.subtitle}
      maxWidth={760}
    >
      {body}
    </PageContainer>
  );
}
