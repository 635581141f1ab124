import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QuizSubmissionSchema } from 'shared-kernel/contract';
import { useContractField, useContractForm, useFormSubmit } from 'shared-kernel/forms';
import { useSubmitHospitalityQuiz, type KnowledgeQuestion } from '../../api/quiz';
import { RadioQuestion } from '../../components/RadioQuestion';
import { HOSPITALITY_QUIZ } from '../../texts';

/** What the form holds: the chosen option's id by question id ('' while unanswered). */
type Answers = Record<string, string>;

const useQuizForm = (questions: KnowledgeQuestion[]) =>
  useContractForm<typeof QuizSubmissionSchema, Answers>(QuizSubmissionSchema, {
    defaultValues: Object.fromEntries(questions.map((q) => [q.id, ''])),
    // Only the first unanswered question is named (and focused), as the API's 400 does.
    checks: (answers) => {
      const first = questions.findIndex((q) => !answers[q.id]);
      return first < 0 ? {} : { [questions[first].id]: HOSPITALITY_QUIZ.unanswered(first + 1) };
    },
    toBody: (answers) => ({ answers }),
  });

function Question({
  form,
  question,
  number,
}: {
  form: ReturnType<typeof useQuizForm>;
  question: KnowledgeQuestion;
  number: number;
}) {
  const field = useContractField(form, question.id);
  const id = `quiz-${question.id}`;
  return (
    <Card variant="outlined">
      <CardContent>
        <RadioQuestion
          id={id}
          name={question.id}
          field={field}
          before={
            <Typography variant="body2" color="text.secondary">
              {HOSPITALITY_QUIZ.categories[question.category]}
            </Typography>
          }
          label={`${number}. ${question.text}`}
          labelSx={{ color: 'text.primary', fontWeight: 600 }}
          options={question.options.map((o) => ({ value: o.id, label: o.text }))}
        />
      </CardContent>
    </Card>
  );
}

/**
 * The quiz's questions (shared-kernel/forms over QuizSubmissionSchema): every one must be
 * answered; the API scores the answers. A failed submit keeps the answers and says why.
 */
export function QuizForm({
  questions,
  onScored,
}: {
  questions: KnowledgeQuestion[];
  onScored: () => void;
}) {
  const submit = useSubmitHospitalityQuiz({ onSuccess: onScored });
  const form = useQuizForm(questions);
  const { alert, onSubmit } = useFormSubmit(form, ({ answers }, fail) =>
    submit.mutate(answers, { onError: fail }),
  );
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2}>
        {alert && (
          <Alert severity="error">
            {HOSPITALITY_QUIZ.saveFailed}: {alert}
          </Alert>
        )}
        {questions.map((question, i) => (
          <Question key={question.id} form={form} question={question} number={i + 1} />
        ))}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={submit.isPending}>
            {HOSPITALITY_QUIZ.submit}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
