import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { MAX_SCREENING_QUESTIONS } from 'shared-kernel/contract';
import type { ReadyQuestion } from 'shared-kernel/rules';
import { SCREENING } from '../../texts-workflows';
import { ReadyQuestionMenu } from './ReadyQuestionMenu';
import { ScreeningQuestionCard } from './ScreeningQuestionCard';
import { moved, ownQuestion, screeningValuesOf, type ScreeningValues } from './screening-form';
import type { JobForm } from './useJobForm';

/**
 * The job's screening questions (issue 33): up to MAX_SCREENING_QUESTIONS, in order, each edited
 * in its card; added from the library of ready questions or written here. Saved with the job.
 */
export function ScreeningEditor({ form }: { form: JobForm }) {
  const questions = form.watch('screening');
  const full = questions.length >= MAX_SCREENING_QUESTIONS;
  const change = (next: ScreeningValues[]) => {
    form.clearErrors('screening');
    form.setValue('screening', next, { shouldDirty: true });
  };
  // A refusal of the list itself (the contract's schema names the list, as 'root').
  const listErrors = form.formState.errors.screening as
    { message?: string; root?: { message?: string } } | undefined;
  const listError = listErrors?.root?.message ?? listErrors?.message;

  return (
    <Box component="section" aria-labelledby="screening-heading">
      <Typography id="screening-heading" variant="h6" component="h2">
        {SCREENING.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {SCREENING.help(MAX_SCREENING_QUESTIONS)}
      </Typography>
      <Stack spacing={1.5}>
        {questions.length === 0 && <Typography color="text.secondary">{SCREENING.none}</Typography>}
        {questions.map((q, index) => (
          <ScreeningQuestionCard
            key={q.key}
            form={form}
            index={index}
            count={questions.length}
            onMove={(by) => change(moved(questions, index, by))}
            onRemove={() => change(questions.filter((_, other) => other !== index))}
          />
        ))}
        {listError && <Alert severity="error">{listError}</Alert>}
        {full && (
          <Typography variant="body2" color="text.secondary">
            {SCREENING.atMax(MAX_SCREENING_QUESTIONS)}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <ReadyQuestionMenu
            questions={questions}
            onAdd={(ready: ReadyQuestion) =>
              change([...questions, screeningValuesOf(ready.question)])
            }
          />
          <Button
            startIcon={<AddIcon />}
            disabled={full}
            onClick={() => change([...questions, ownQuestion()])}
          >
            {SCREENING.addOwn}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
