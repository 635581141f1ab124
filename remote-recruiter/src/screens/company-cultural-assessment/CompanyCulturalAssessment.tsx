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
import Typography from '@mui/material/Typography';
import { PageContainer, toast } from 'shared-kernel';
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
import { CultureResponsesInputSchema } from 'shared-kernel/contract';
import { applyApiError, useContractField, useContractForm } from 'shared-kernel/forms';
import {
  useCompanyCulture,
  useSaveCompanyCulture,
  type CultureResponsesInput,
} from '../../api/culture';
import { labelOf } from '../../kit/form';
import { COMMON } from '../../texts';
import { QueryView, Section } from 'shared-kernel/ui';
import { CULTURE_TEXTS as T } from '../../texts-company';

type SingleKey = 'workPace' | 'guestInteraction' | 'teamSize' | 'serviceApproach';
const QUESTIONS: { key: SingleKey; label: string; options: readonly string[] }[] = [
  { key: 'workPace', label: T.workPace, options: WORK_PACES },
  { key: 'guestInteraction', label: T.guestInteraction, options: GUEST_INTERACTIONS },
  { key: 'teamSize', label: T.teamSize, options: TEAM_SIZES },
  { key: 'serviceApproach', label: T.serviceApproach, options: SERVICE_APPROACHES },
];

const optionLabel = (key: SingleKey, value: string) =>
  key === 'teamSize'
    ? ((T.teamSizes as Record<string, string>)[value] ?? labelOf(value))
    : labelOf(value);

/** What the form holds: an answer not given is ''. */
type Answers = Record<SingleKey, string> & { primaryValues: PrimaryValue[] };
type CultureFormType = ReturnType<typeof useCultureForm>;

/** The answers given (PUT's `responses`): an answer not given is not sent. */
const givenOf = (answers: Answers) =>
  Object.fromEntries(
    Object.entries(answers).filter(([, v]) => (Array.isArray(v) ? v.length : v)),
  ) as CultureResponsesInput;

/** react-hook-form over PUT /api/cultural-assessment's `responses` schema (shared-kernel/forms). */
const useCultureForm = (initial: CultureResponses) =>
  useContractForm<typeof CultureResponsesInputSchema, Answers>(CultureResponsesInputSchema, {
    defaultValues: {
      workPace: initial.workPace ?? '',
      guestInteraction: initial.guestInteraction ?? '',
      teamSize: initial.teamSize ?? '',
      serviceApproach: initial.serviceApproach ?? '',
      primaryValues: initial.primaryValues ?? [],
    },
    toBody: givenOf,
  });

/** The API names an answer `responses.workPace`; the form `workPace`. */
const fieldOf = (apiField: string) => apiField.replace(/^responses\./, '') as keyof Answers;

function Question({ form, question }: { form: CultureFormType; question: (typeof QUESTIONS)[0] }) {
  const field = useContractField(form, question.key);
  return (
    <FormControl error={Boolean(field.error)}>
      <FormLabel id={`culture-${question.key}`}>{question.label}</FormLabel>
      <RadioGroup
        aria-labelledby={`culture-${question.key}`}
        name={field.name}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
      >
        {question.options.map((option, i) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio inputRef={i === 0 ? field.inputRef : undefined} />}
            label={optionLabel(question.key, option)}
          />
        ))}
      </RadioGroup>
      {field.error && <FormHelperText>{field.error}</FormHelperText>}
    </FormControl>
  );
}

function PrimaryValues({ form }: { form: CultureFormType }) {
  const field = useContractField(form, 'primaryValues');
  const values = field.value;
  const toggle = (value: PrimaryValue) =>
    field.onChange(values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);
  return (
    <FormControl component="fieldset" error={Boolean(field.error)}>
      <FormLabel component="legend">{T.primaryValues}</FormLabel>
      <FormGroup>
        {PRIMARY_VALUES.map((value, i) => (
          <FormControlLabel
            key={value}
            control={
              <Checkbox
                checked={values.includes(value)}
                onChange={() => toggle(value)}
                inputRef={i === 0 ? field.inputRef : undefined}
              />
            }
            label={labelOf(value)}
          />
        ))}
      </FormGroup>
      {field.error && <FormHelperText>{field.error}</FormHelperText>}
    </FormControl>
  );
}

function CultureForm({ initial, updatedAt }: { initial: CultureResponses; updatedAt?: string }) {
  const form = useCultureForm(initial);
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useSaveCompanyCulture({
    onSuccess: () => {
      toast({ title: T.saved });
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
        // At least one answer (the schema's minProperties), said in the product's words.
        if (Object.keys(givenOf(form.getValues())).length === 0) {
          event.preventDefault();
          setAlert(T.needOne);
          return;
        }
        setAlert(null);
        void send(event);
      }}
    >
      {!updatedAt && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {T.notYet}
        </Alert>
      )}
      {updatedAt && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {T.lastSaved(formatShortDate(updatedAt))}
        </Typography>
      )}
      <Section title="Your answers" id="culture-answers">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {QUESTIONS.map((q) => (
            <Question key={q.key} form={form} question={q} />
          ))}
          <PrimaryValues form={form} />
        </Box>
      </Section>
      {alert && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {alert}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={mutation.isPending}>
        {T.save}
      </Button>
    </Box>
  );
}

/** /company-cultural-assessment: the company's culture answers that jobs are matched on. */
export default function CompanyCulturalAssessment() {
  const culture = useCompanyCulture();
  return (
    <PageContainer title={T.title} subtitle={T.subtitle} maxWidth={900}>
      {/* null: the company has not answered yet (a 404). */}
      <QueryView query={culture} allowNull>
        {(found) => (
          <CultureForm
            key={found?.updatedAt ?? 'new'}
            initial={found?.responses ?? {}}
            updatedAt={found?.updatedAt}
          />
        )}
      </QueryView>
    </PageContainer>
  );
}
