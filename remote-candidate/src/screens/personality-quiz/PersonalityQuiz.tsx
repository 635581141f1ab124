import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer, toast } from 'shared-kernel';
import { QueryView } from 'shared-kernel/ui';
import { usePersonalityQuiz, useSubmitPersonalityQuiz } from '../../api/assessments';
import { PERSONALITY, PERSONALITY_RESULT } from '../../texts';

/** One question at a time; the API scores the answers and stores the type on the profile. */
export default function PersonalityQuiz() {
  const navigate = useNavigate();
  const quiz = usePersonalityQuiz();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [index, setIndex] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const submit = useSubmitPersonalityQuiz({
    onSuccess: (result) => {
      toast({ title: PERSONALITY_RESULT.title, description: result?.personalityType });
      navigate('/personality/result');
    },
  });

  const quizCard = (data: NonNullable<typeof quiz.data>) => {
    const questions = data.questions;
    const question = questions[index];
    const last = index === questions.length - 1;
    const answeredCount = questions.filter((q) => answers[q.id]).length;

    const next = () => {
      if (!answers[question.id]) {
        setError(PERSONALITY.unanswered(index + 1));
        return;
      }
      setError(null);
      if (!last) {
        setIndex(index + 1);
        return;
      }
      const missing = questions.findIndex((q) => !answers[q.id]);
      if (missing >= 0) {
        setIndex(missing);
        setError(PERSONALITY.unanswered(missing + 1));
        return;
      }
      submit.mutate(answers);
    };

    const labelId = `personality-${question.id}`;
    return (
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2.5}>
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {PERSONALITY.questionOf(index + 1, questions.length)}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={(answeredCount / questions.length) * 100}
                aria-label={PERSONALITY.answered(answeredCount, questions.length)}
              />
            </Box>
            {submit.isError && (
              <Alert severity="error">
                {PERSONALITY.saveFailed}: {(submit.error as Error).message}
              </Alert>
            )}
            <FormControl error={Boolean(error)}>
              <FormLabel id={labelId} sx={{ mb: 1 }}>
                <Typography variant="h6" component="span" color="text.primary">
                  {question.text}
                </Typography>
              </FormLabel>
              <RadioGroup
                aria-labelledby={labelId}
                aria-describedby={error ? `${labelId}-error` : undefined}
                name={question.id}
                value={answers[question.id] ?? ''}
                onChange={(event) => {
                  setAnswers({ ...answers, [question.id]: event.target.value });
                  setError(null);
                }}
              >
                {question.options.map((option) => (
                  <FormControlLabel
                    key={option.id}
                    value={option.id}
                    control={<Radio />}
                    label={option.text}
                    sx={{ py: 0.5 }}
                  />
                ))}
              </RadioGroup>
              {error && (
                <FormHelperText error id={`${labelId}-error`}>
                  {error}
                </FormHelperText>
              )}
            </FormControl>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Button
                variant="text"
                disabled={index === 0 || submit.isPending}
                onClick={() => {
                  setError(null);
                  setIndex(index - 1);
                }}
              >
                {PERSONALITY.back}
              </Button>
              <Button variant="contained" onClick={next} disabled={submit.isPending}>
                {last ? PERSONALITY.submit : PERSONALITY.next}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    );
  };

  return (
    <PageContainer title={PERSONALITY.title} subtitle={PERSONALITY.subtitle} maxWidth={720}>
      <QueryView query={quiz} errorTitle={PERSONALITY.loadFailed}>
        {quizCard}
      </QueryView>
    </PageContainer>
  );
}
