import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScreeningQuestion } from 'shared-kernel/contract';
import { useContractField } from 'shared-kernel/forms';
import { SCREENING } from '../../texts';
import type { ApplyFormApi } from './apply-values';
import { answerField } from './screening-answers';
import { ScreeningQuestionField } from './ScreeningQuestionField';

/** One question, wired to its field of the form. */
function Question({ form, question }: { form: ApplyFormApi; question: ScreeningQuestion }) {
  const field = useContractField(form, answerField(question.id));
  return <ScreeningQuestionField question={question} field={field} />;
}

/**
 * The apply form's "Screening questions": the job's questions in its order, each with its control.
 * Shown only when the job asks some.
 */
export function ScreeningQuestions({
  form,
  questions,
}: {
  form: ApplyFormApi;
  questions: readonly ScreeningQuestion[];
}) {
  if (questions.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="apply-screening-title">
      <CardContent>
        <Typography id="apply-screening-title" variant="h6" component="h2">
          {SCREENING.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {SCREENING.intro}
        </Typography>
        <Stack spacing={3}>
          {questions.map((question) => (
            <Question key={question.id} form={form} question={question} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
