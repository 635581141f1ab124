import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { ErrorState, LoadingState } from 'shared-kernel';
import { CultureResponsesInputSchema, type CultureResponsesInput } from 'shared-kernel/contract';
import { applyApiError, useContractField, useContractForm } from 'shared-kernel/forms';
import {
  GUEST_INTERACTIONS,
  PRIMARY_VALUES,
  SERVICE_APPROACHES,
  TEAM_SIZES,
  WORK_PACES,
  type CultureResponses,
  type PrimaryValue,
} from 'shared-kernel/rules';
import { SubmitButton } from '../../components/SubmitButton';
import { COMMON, ONBOARDING, VOCAB } from '../../texts';
import { useCompanyCulture, useSaveCulture } from '../../queries/onboarding';
import { StepFrame } from './StepFrame';
import type { Errors } from './validation';

type Single = 'workPace' | 'guestInteraction' | 'teamSize' | 'serviceApproach';
type Field = Single | 'primaryValues';
const T = ONBOARDING.culture;
const idOf = (field: Field) => `onboarding-culture-${field}`;

// The candidate's culture questions (spec section 3), asked from the company's side; the
// vocabularies are shared-kernel's.
const QUESTIONS: { field: Single; values: readonly string[]; label: (v: string) => string }[] = [
  { field: 'workPace', values: WORK_PACES, label: (v) => VOCAB.workPace[v as 'fast'] },
  {
    field: 'guestInteraction',
    values: GUEST_INTERACTIONS,
    label: (v) => VOCAB.guestInteraction[v as 'high'],
  },
  {
    field: 'teamSize',
    values: TEAM_SIZES,
    label: (v) => `${VOCAB.teamSize[v as 'small']} (${T.teamSizeHint[v as 'small']})`,
  },
  {
    field: 'serviceApproach',
    values: SERVICE_APPROACHES,
    label: (v) => VOCAB.serviceApproach[v as 'formal'],
  },
];

type Answers = Record<Single, string> & { primaryValues: PrimaryValue[] };

/** The form's own checks: every question answered, in the product's words. */
function validate(answers: Answers): Errors<Field> {
  const found: Errors<Field> = {};
  for (const { field } of QUESTIONS) {
    if (!answers[field]) found[field] = T.pick(T.questions[field]);
  }
  if (answers.primaryValues.length === 0) found.primaryValues = T.pickValues;
  return found;
}

/** react-hook-form over PUT /api/cultural-assessment's `responses` schema (shared-kernel/forms). */
const useCultureForm = (initial: CultureResponses | null) =>
  useContractForm<typeof CultureResponsesInputSchema, Answers>(CultureResponsesInputSchema, {
    defaultValues: {
      workPace: initial?.workPace ?? '',
      guestInteraction: initial?.guestInteraction ?? '',
      teamSize: initial?.teamSize ?? '',
      serviceApproach: initial?.serviceApproach ?? '',
      primaryValues: initial?.primaryValues ?? [],
    },
    checks: validate,
    // Every answer is given once the checks pass; the schema checks each is one of the choices.
    toBody: (answers) => ({
      workPace: answers.workPace as CultureResponsesInput['workPace'],
      guestInteraction: answers.guestInteraction as CultureResponsesInput['guestInteraction'],
      teamSize: answers.teamSize as CultureResponsesInput['teamSize'],
      serviceApproach: answers.serviceApproach as CultureResponsesInput['serviceApproach'],
      primaryValues: answers.primaryValues,
    }),
  });
type CultureForm = ReturnType<typeof useCultureForm>;

/** The API names an answer `responses.workPace`; the form `workPace`. */
const fieldOf = (apiField: string) => apiField.replace(/^responses\./, '') as Field;

const legend = { fontWeight: 700, color: 'text.primary', mb: 0.5 } as const;

function Question({ form, question }: { form: CultureForm; question: (typeof QUESTIONS)[0] }) {
  const { field: name, values, label } = question;
  const field = useContractField(form, name);
  return (
    <FormControl component="fieldset" error={Boolean(field.error)}>
      <FormLabel component="legend" sx={legend}>
        {T.questions[name]}
      </FormLabel>
      <RadioGroup
        id={idOf(name)}
        name={idOf(name)}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        row
      >
        {values.map((value, i) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio inputRef={i === 0 ? field.inputRef : undefined} />}
            label={label(value)}
          />
        ))}
      </RadioGroup>
      {field.error && <FormHelperText>{field.error}</FormHelperText>}
    </FormControl>
  );
}

function PrimaryValues({ form }: { form: CultureForm }) {
  const field = useContractField(form, 'primaryValues');
  const chosen = field.value;
  // In the vocabulary's order, whatever the order they were ticked in.
  const toggle = (value: PrimaryValue) =>
    field.onChange(
      chosen.includes(value)
        ? chosen.filter((v) => v !== value)
        : PRIMARY_VALUES.filter((v) => v === value || chosen.includes(v)),
    );
  return (
    <FormControl component="fieldset" error={Boolean(field.error)}>
      <FormLabel component="legend" sx={legend}>
        {T.questions.primaryValues}
      </FormLabel>
      <FormGroup id={idOf('primaryValues')} row>
        {PRIMARY_VALUES.map((value, i) => (
          <FormControlLabel
            key={value}
            control={
              <Checkbox
                checked={chosen.includes(value)}
                onChange={() => toggle(value)}
                name={value}
                inputRef={i === 0 ? field.inputRef : undefined}
              />
            }
            label={VOCAB.primaryValues[value]}
          />
        ))}
      </FormGroup>
      {field.error && <FormHelperText>{field.error}</FormHelperText>}
    </FormControl>
  );
}

function CultureAnswersForm({
  initial,
  onSaved,
  onBack,
}: {
  initial: CultureResponses | null;
  onSaved: () => Promise<void>;
  onBack: () => void;
}) {
  const form = useCultureForm(initial);
  const [alert, setAlert] = useState<string | null>(null);

  const mutation = useSaveCulture({
    onSuccess: async () => {
      await onSaved();
    },
    onError: (error) =>
      setAlert(applyApiError(form, error, { fieldOf, networkMessage: COMMON.networkError })),
  });
  const send = form.handleSubmit((responses) => mutation.mutate(responses));

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        setAlert(null);
        void send(event);
      }}
    >
      <StepFrame
        id="onboarding-step-culture"
        heading={T.heading}
        intro={T.intro}
        actions={
          <>
            <Button variant="outlined" size="large" onClick={onBack}>
              {ONBOARDING.back}
            </Button>
            <SubmitButton pending={mutation.isPending} fullWidth={false}>
              {ONBOARDING.saveContinue}
            </SubmitButton>
          </>
        }
      >
        <Stack spacing={3}>
          {alert && <Alert severity="error">{alert}</Alert>}
          {QUESTIONS.map((question) => (
            <Question key={question.field} form={form} question={question} />
          ))}
          <PrimaryValues form={form} />
        </Stack>
      </StepFrame>
    </Box>
  );
}

/** Step 3: the company culture assessment, prefilled with the answers already saved. */
export function CultureStep(props: { onSaved: () => Promise<void>; onBack: () => void }) {
  const culture = useCompanyCulture();
  if (culture.isPending) return <LoadingState />;
  if (culture.isError)
    return <ErrorState error={culture.error} onRetry={() => culture.refetch()} />;
  return <CultureAnswersForm initial={culture.data} {...props} />;
}
