import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast, useSaveCulture } from 'shared-kernel';
import { CultureResponsesInputSchema, type CultureResponsesInput } from 'shared-kernel/contract';
import { useContractField, useContractForm, useFormSubmit } from 'shared-kernel/forms';
import {
  formatShortDate,
  GUEST_INTERACTIONS,
  PRIMARY_VALUES,
  SERVICE_APPROACHES,
  TEAM_SIZES,
  WORK_PACES,
  type CultureResponses,
  type PrimaryValue,
} from 'shared-kernel/rules';
import type { CandidateCulture } from '../../api/assessments';
import { RadioQuestion } from '../../components/RadioQuestion';
import { CULTURE, CULTURE_OPTION_LABELS } from '../../texts';

type SingleField = 'workPace' | 'guestInteraction' | 'teamSize' | 'serviceApproach';
type Field = SingleField | 'primaryValues';

const SINGLE_FIELDS: { field: SingleField; options: readonly string[] }[] = [
  { field: 'workPace', options: WORK_PACES },
  { field: 'guestInteraction', options: GUEST_INTERACTIONS },
  { field: 'teamSize', options: TEAM_SIZES },
  { field: 'serviceApproach', options: SERVICE_APPROACHES },
];

const FIELD_ORDER: Field[] = [...SINGLE_FIELDS.map((f) => f.field), 'primaryValues'];

/** The first unanswered field, or null: every answer of spec section 3 is asked for. */
export function firstMissing(
  answers: Partial<Record<Field, string | readonly string[] | null>>,
): Field | null {
  for (const field of FIELD_ORDER) {
    const value = answers[field];
    if (Array.isArray(value) ? value.length === 0 : !value) return field;
  }
  return null;
}

/** What the form holds: an answer not given is ''. */
type Answers = Record<SingleField, string> & { primaryValues: PrimaryValue[] };

/** The answers given (PUT's `responses`): an answer not given is not sent. */
const givenOf = (answers: Answers) =>
  Object.fromEntries(
    Object.entries(answers).filter(([, v]) => (Array.isArray(v) ? v.length : v)),
  ) as CultureResponsesInput;

const useCultureForm = (stored: CultureResponses | undefined) =>
  useContractForm<typeof CultureResponsesInputSchema, Answers>(CultureResponsesInputSchema, {
    defaultValues: {
      workPace: stored?.workPace ?? '',
      guestInteraction: stored?.guestInteraction ?? '',
      teamSize: stored?.teamSize ?? '',
      serviceApproach: stored?.serviceApproach ?? '',
      primaryValues: stored?.primaryValues ?? [],
    },
    // Only the first unanswered question is named (and focused).
    checks: (answers) => {
      const missing = firstMissing(answers);
      return missing ? { [missing]: CULTURE.required(CULTURE[missing]) } : {};
    },
    toBody: givenOf,
  });
type CultureFormValues = ReturnType<typeof useCultureForm>;

/** The API names an answer `responses.workPace`; the form `workPace`. */
const fieldOf = (apiField: string) => apiField.replace(/^responses\./, '') as Field;

function Question({
  form,
  field: name,
  options,
}: {
  form: CultureFormValues;
  field: SingleField;
  options: readonly string[];
}) {
  const field = useContractField(form, name);
  const labels = CULTURE_OPTION_LABELS[name] as Record<string, string>;
  const id = `culture-${name}`;
  return (
    <Card variant="outlined">
      <CardContent>
        <RadioQuestion
          id={id}
          name={name}
          field={field}
          required
          label={
            <Typography variant="h6" component="span" color="text.primary">
              {CULTURE[name]}
            </Typography>
          }
          options={options.map((option) => ({ value: option, label: labels[option] }))}
        />
      </CardContent>
    </Card>
  );
}

function PrimaryValues({ form }: { form: CultureFormValues }) {
  const field = useContractField(form, 'primaryValues');
  const chosen = field.value;
  return (
    <Card variant="outlined">
      <CardContent>
        <FormControl
          component="fieldset"
          error={Boolean(field.error)}
          required
          id="culture-primaryValues"
        >
          <FormLabel component="legend">
            <Typography variant="h6" component="span" color="text.primary">
              {CULTURE.primaryValues}
            </Typography>
          </FormLabel>
          <FormHelperText error={false} sx={{ mx: 0 }}>
            {CULTURE.valuesHint}
          </FormHelperText>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
            {PRIMARY_VALUES.map((value, i) => (
              <FormControlLabel
                key={value}
                control={
                  <Checkbox
                    checked={chosen.includes(value)}
                    inputRef={i === 0 ? field.inputRef : undefined}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...chosen, value]
                          : chosen.filter((v: PrimaryValue) => v !== value),
                      )
                    }
                  />
                }
                label={CULTURE_OPTION_LABELS.primaryValues[value]}
              />
            ))}
          </FormGroup>
          {field.error && (
            <FormHelperText error sx={{ mx: 0 }}>
              {field.error}
            </FormHelperText>
          )}
        </FormControl>
      </CardContent>
    </Card>
  );
}

/**
 * The candidate's culture answers (shared-kernel/forms over CultureResponsesInputSchema), from
 * the stored ones; saved, it goes back to the assessments. A failed save keeps the answers.
 */
export function CultureForm({ stored }: { stored: CandidateCulture | null }) {
  const navigate = useNavigate();
  const save = useSaveCulture('candidate', {
    onSuccess: () => {
      toast({ title: CULTURE.saved, description: CULTURE.savedText });
      navigate('/assessments?tab=culture');
    },
  });
  const form = useCultureForm(stored?.responses);
  const { alert, onSubmit } = useFormSubmit(form, save, { fieldOf });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={3}>
        {stored?.updatedAt && (
          <Typography color="text.secondary">
            {CULTURE.lastSaved(formatShortDate(stored.updatedAt))}
          </Typography>
        )}
        {alert && (
          <Alert severity="error">
            {CULTURE.saveFailed}: {alert}
          </Alert>
        )}
        {SINGLE_FIELDS.map(({ field, options }) => (
          <Question key={field} form={form} field={field} options={options} />
        ))}
        <PrimaryValues form={form} />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {CULTURE.save}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
