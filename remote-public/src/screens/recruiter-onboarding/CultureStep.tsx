import { useState, type FormEvent } from 'react';
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
import { apiErrorMessage } from 'shared-kernel/forms';
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
const FIELDS: readonly Field[] = [
  'workPace',
  'guestInteraction',
  'teamSize',
  'serviceApproach',
  'primaryValues',
];
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

function validate(answers: Answers): Errors<Field> {
  const found: Errors<Field> = {};
  for (const { field } of QUESTIONS) {
    if (!answers[field]) found[field] = T.pick(T.questions[field]);
  }
  if (answers.primaryValues.length === 0) found.primaryValues = T.pickValues;
  return found;
}

function CultureForm({
  initial,
  onSaved,
  onBack,
}: {
  initial: CultureResponses | null;
  onSaved: () => Promise<void>;
  onBack: () => void;
}) {
  const [answers, setAnswers] = useState<Answers>({
    workPace: initial?.workPace ?? '',
    guestInteraction: initial?.guestInteraction ?? '',
    teamSize: initial?.teamSize ?? '',
    serviceApproach: initial?.serviceApproach ?? '',
    primaryValues: initial?.primaryValues ?? [],
  });
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const mutation = useSaveCulture({
    onSuccess: async () => {
      await onSaved();
    },
    onError: (error) => setAlert(apiErrorMessage(error, COMMON.networkError)),
  });

  const focusFirst = (found: Errors<Field>) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) document.querySelector<HTMLInputElement>(`#${idOf(first)} input`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(answers);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    mutation.mutate({
      workPace: answers.workPace as CultureResponses['workPace'],
      guestInteraction: answers.guestInteraction as CultureResponses['guestInteraction'],
      teamSize: answers.teamSize,
      serviceApproach: answers.serviceApproach as CultureResponses['serviceApproach'],
      primaryValues: answers.primaryValues,
    });
  };

  const toggleValue = (value: PrimaryValue) => {
    setAnswers((a) => ({
      ...a,
      primaryValues: a.primaryValues.includes(value)
        ? a.primaryValues.filter((v) => v !== value)
        : PRIMARY_VALUES.filter((v) => v === value || a.primaryValues.includes(v)),
    }));
    setErrors((e) => ({ ...e, primaryValues: undefined }));
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
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
          {QUESTIONS.map(({ field, values, label }) => (
            <FormControl key={field} component="fieldset" error={Boolean(errors[field])}>
              <FormLabel
                component="legend"
                sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}
              >
                {T.questions[field]}
              </FormLabel>
              <RadioGroup
                id={idOf(field)}
                name={idOf(field)}
                value={answers[field]}
                onChange={(e) => {
                  const value = e.target.value;
                  setAnswers((a) => ({ ...a, [field]: value }));
                  setErrors((er) => ({ ...er, [field]: undefined }));
                }}
                row
              >
                {values.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={label(value)}
                  />
                ))}
              </RadioGroup>
              {errors[field] && <FormHelperText>{errors[field]}</FormHelperText>}
            </FormControl>
          ))}
          <FormControl component="fieldset" error={Boolean(errors.primaryValues)}>
            <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
              {T.questions.primaryValues}
            </FormLabel>
            <FormGroup id={idOf('primaryValues')} row>
              {PRIMARY_VALUES.map((value) => (
                <FormControlLabel
                  key={value}
                  control={
                    <Checkbox
                      checked={answers.primaryValues.includes(value)}
                      onChange={() => toggleValue(value)}
                      name={value}
                    />
                  }
                  label={VOCAB.primaryValues[value]}
                />
              ))}
            </FormGroup>
            {errors.primaryValues && <FormHelperText>{errors.primaryValues}</FormHelperText>}
          </FormControl>
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
  return <CultureForm initial={culture.data} {...props} />;
}
