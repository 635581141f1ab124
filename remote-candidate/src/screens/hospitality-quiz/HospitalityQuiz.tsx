import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer, QueryView } from 'shared-kernel';
import { formatShortDate } from 'shared-kernel/rules';
import { useHospitalityQuiz, type KnowledgeQuestion, type QuizAttempt } from '../../api/quiz';
import { HOSPITALITY_QUIZ, HOSPITALITY_QUIZ_PASS_SHARE } from '../../texts';
import { ToneChip } from '../../components/ToneChip';
import { QuizForm } from './QuizForm';

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
  const [retaking, setRetaking] = useState(false);
  const scored = () => {
    setRetaking(false);
    window.scrollTo?.({ top: 0 });
  };

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
                onRetake={() => setRetaking(true)}
              />
            </Stack>
          );
        return <QuizForm questions={data.questions} onScored={scored} />;
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
