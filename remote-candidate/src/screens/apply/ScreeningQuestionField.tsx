import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import RadioGroup from '@mui/material/RadioGroup';
import Select from '@mui/material/Select';
import type { ScreeningQuestion } from 'shared-kernel/contract';
import type { ContractTextField } from 'shared-kernel/forms';
import { SCREENING_NUMBER_RANGE, SCREENING_TEXT_MAX } from 'shared-kernel/rules';
import { RadioOptions } from '../../components/RadioQuestion';
import { SCREENING } from '../../texts';

/** A choice question with more choices than this is a select; with this many or fewer, radios. */
export const MAX_RADIO_CHOICES = 4;

/**
 * One screening question of the apply form, with the control its kind needs, named by the
 * question itself: yes/no and a few choices as a radio group (labelled by the question), more
 * choices as a select, a number as a number field, text as a multi-line field (each labelled by
 * the question). Under it, "Required" or "Optional", or the message when the answer will not do;
 * the control is described by that line. Ids: `screening-<questionId>` (the control),
 * `-label`, `-help`. Nothing here hints at which answer rules anyone out.
 */
export function ScreeningQuestionField({
  question,
  field,
}: {
  question: ScreeningQuestion;
  field: ContractTextField;
}) {
  const id = `screening-${question.id}`;
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const invalid = Boolean(field.error);
  const a11y = {
    'aria-describedby': helpId,
    'aria-required': question.required || undefined,
  };
  const onText = (event: { target: { value: string } }) => field.onChange(event.target.value);

  const options =
    question.kind === 'yes_no'
      ? [
          { value: 'yes', label: SCREENING.yes },
          { value: 'no', label: SCREENING.no },
        ]
      : question.kind === 'choice'
        ? (question.choices ?? []).map((choice) => ({ value: choice, label: choice }))
        : null;

  let control: ReactNode;
  if (options && options.length <= MAX_RADIO_CHOICES) {
    control = (
      <RadioGroup
        {...a11y}
        aria-labelledby={labelId}
        aria-invalid={invalid || undefined}
        row={question.kind === 'yes_no'}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        <RadioOptions options={options} field={field} />
      </RadioGroup>
    );
  } else if (options) {
    // Native: a phone's own picker, and a <select> named by its <label>.
    control = (
      <Select
        native
        input={<OutlinedInput />}
        name={field.name}
        value={field.value}
        onChange={onText}
        onBlur={field.onBlur}
        inputRef={field.inputRef}
        inputProps={{ id, ...a11y }}
        fullWidth
      >
        <option value="">{SCREENING.chooseOne}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    );
  } else {
    const number = question.kind === 'number';
    control = (
      <OutlinedInput
        id={id}
        name={field.name}
        value={field.value}
        onChange={onText}
        onBlur={field.onBlur}
        inputRef={field.inputRef}
        type={number ? 'number' : 'text'}
        multiline={!number}
        minRows={number ? undefined : 3}
        fullWidth
        inputProps={
          number
            ? { ...a11y, inputMode: 'numeric', ...SCREENING_NUMBER_RANGE, step: 'any' }
            : { ...a11y, maxLength: SCREENING_TEXT_MAX }
        }
        sx={number ? { maxWidth: { sm: 240 } } : undefined}
      />
    );
  }

  return (
    <FormControl fullWidth error={invalid} data-testid={`screening-question-${question.id}`}>
      <FormLabel
        id={labelId}
        htmlFor={options && options.length <= MAX_RADIO_CHOICES ? undefined : id}
        sx={{
          color: 'text.primary',
          fontWeight: 600,
          mb: 0.5,
          overflowWrap: 'anywhere',
          '&.Mui-focused': { color: 'text.primary' },
        }}
      >
        {question.question}
      </FormLabel>
      {control}
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {field.error ?? (question.required ? SCREENING.required : SCREENING.optional)}
      </FormHelperText>
    </FormControl>
  );
}
