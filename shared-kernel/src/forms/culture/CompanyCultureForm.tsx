import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { CultureResponsesInputSchema, type CultureResponsesInput } from '../../contract';
import {
  GUEST_INTERACTIONS,
  PRIMARY_VALUES,
  SERVICE_APPROACHES,
  TEAM_SIZES,
  WORK_PACES,
  type CultureResponses,
  type PrimaryValue,
} from '../../rules';
import { useContractField } from '../useContractField';
import { useContractForm, type FormChecks } from '../useContractForm';
import { useFormSubmit } from '../useFormSubmit';

// The company's culture answers (spec section 3), one form for the onboarding step
// (remote-public) and the Company Culture page (remote-recruiter): each screen gives its words,
// its rule (every answer, or at least one) and its frame.

export type CultureQuestion = 'workPace' | 'guestInteraction' | 'teamSize' | 'serviceApproach';
export type CultureField = CultureQuestion | 'primaryValues';

const QUESTIONS: { field: CultureQuestion; values: readonly string[] }[] = [
  { field: 'workPace', values: WORK_PACES },
  { field: 'guestInteraction', values: GUEST_INTERACTIONS },
  { field: 'teamSize', values: TEAM_SIZES },
  { field: 'serviceApproach', values: SERVICE_APPROACHES },
];

/** The screen's words for the questions and their answers. */
export interface CompanyCultureTexts {
  questions: Record<CultureField, string>;
  option: (question: CultureQuestion, value: string) => string;
  value: (value: PrimaryValue) => string;
}

/**
 * What must be answered before saving: every question (a required onboarding step), each missing
 * one said under it; or at least one, said in the form's alert (the schema's minProperties).
 */
export type CultureRule =
  { every: { pickOne: (question: string) => string; pickValues: string } } | { atLeastOne: string };

/** What the form holds: an answer not given is ''. */
type Answers = Record<CultureQuestion, string> & { primaryValues: PrimaryValue[] };

/** The answers given (PUT's `responses`): an answer not given is not sent. */
const givenOf = (answers: Answers) =>
  Object.fromEntries(
    Object.entries(answers).filter(([, v]) => (Array.isArray(v) ? v.length : v)),
  ) as CultureResponsesInput;

const everyAnswer =
  (texts: CompanyCultureTexts, words: { pickOne: (q: string) => string; pickValues: string }) =>
  (answers: Answers) => {
    const found: ReturnType<FormChecks<Answers>> = {};
    for (const { field } of QUESTIONS)
      if (!answers[field]) found[field] = words.pickOne(texts.questions[field]);
    if (answers.primaryValues.length === 0) found.primaryValues = words.pickValues;
    return found;
  };

/** react-hook-form over PUT /api/cultural-assessment's `responses` schema. */
const useCultureForm = (
  initial: CultureResponses | null,
  texts: CompanyCultureTexts,
  rule: CultureRule,
) =>
  useContractForm<typeof CultureResponsesInputSchema, Answers>(CultureResponsesInputSchema, {
    defaultValues: {
      workPace: initial?.workPace ?? '',
      guestInteraction: initial?.guestInteraction ?? '',
      teamSize: initial?.teamSize ?? '',
      serviceApproach: initial?.serviceApproach ?? '',
      primaryValues: initial?.primaryValues ?? [],
    },
    checks: 'every' in rule ? everyAnswer(texts, rule.every) : undefined,
    toBody: givenOf,
  });
type CultureForm = ReturnType<typeof useCultureForm>;

/** The API names an answer `responses.workPace`; the form `workPace`. */
const fieldOf = (apiField: string) => apiField.replace(/^responses\./, '') as CultureField;

const legend = { fontWeight: 700, color: 'text.primary', mb: 0.5 } as const;

interface QuestionProps {
  form: CultureForm;
  texts: CompanyCultureTexts;
  idPrefix: string;
  row: boolean;
}

function Question({ question, ...props }: QuestionProps & { question: (typeof QUESTIONS)[0] }) {
  const { form, texts, idPrefix, row } = props;
  const { field: name, values } = question;
  const field = useContractField(form, name);
  const id = `${idPrefix}-${name}`;
  return (
    <FormControl component="fieldset" error={Boolean(field.error)}>
      <FormLabel component="legend" sx={legend}>
        {texts.questions[name]}
      </FormLabel>
      <RadioGroup
        id={id}
        name={id}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        row={row}
      >
        {values.map((value, i) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio inputRef={i === 0 ? field.inputRef : undefined} />}
            label={texts.option(name, value)}
          />
        ))}
      </RadioGroup>
      {field.error && <FormHelperText>{field.error}</FormHelperText>}
    </FormControl>
  );
}

function PrimaryValues({ form, texts, idPrefix, row }: QuestionProps) {
  const field = useContractField(form, 'primaryValues');
  const chosen = field.value;
  // Kept in the vocabulary's order, whatever the order they were ticked in: the same answers are
  // stored the same way (docs/decisions.md, "primary values' order").
  const toggle = (value: PrimaryValue) =>
    field.onChange(
      chosen.includes(value)
        ? chosen.filter((v) => v !== value)
        : PRIMARY_VALUES.filter((v) => v === value || chosen.includes(v)),
    );
  return (
    <FormControl component="fieldset" error={Boolean(field.error)}>
      <FormLabel component="legend" sx={legend}>
        {texts.questions.primaryValues}
      </FormLabel>
      <FormGroup id={`${idPrefix}-primaryValues`} row={row}>
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
            label={texts.value(value)}
          />
        ))}
      </FormGroup>
      {field.error && <FormHelperText>{field.error}</FormHelperText>}
    </FormControl>
  );
}

/** The save call (a TanStack mutation): a failure goes under its question or in the alert. */
export interface SaveCulture {
  mutate(responses: CultureResponsesInput, options: { onError: (error: unknown) => void }): void;
  isPending: boolean;
}

export interface CompanyCultureFormProps {
  initial: CultureResponses | null;
  texts: CompanyCultureTexts;
  rule: CultureRule;
  save: SaveCulture;
  /** The alert when the API was not reached, in the screen's words. */
  networkMessage: string;
  /** Ids are `${idPrefix}-${field}`. */
  idPrefix: string;
  /** Answers side by side (a wide step) or one under another (a grid of questions). */
  row?: boolean;
  /** The screen's frame around the form's alert and its questions (and its submit button). */
  children: (parts: { alert: ReactNode; questions: ReactNode; pending: boolean }) => ReactNode;
}

/** The company culture form: the four questions and the primary values, saved in one PUT. */
export function CompanyCultureForm({
  initial,
  texts,
  rule,
  save,
  networkMessage,
  idPrefix,
  row = false,
  children,
}: CompanyCultureFormProps) {
  const form = useCultureForm(initial, texts, rule);
  const { alert, setAlert, onSubmit } = useFormSubmit(form, save, { fieldOf, networkMessage });
  const submit = (event: FormEvent) => {
    if ('atLeastOne' in rule && Object.keys(givenOf(form.getValues())).length === 0) {
      event.preventDefault();
      setAlert(rule.atLeastOne);
      return;
    }
    onSubmit(event);
  };
  const parts = { form, texts, idPrefix, row };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      {children({
        alert: alert && <Alert severity="error">{alert}</Alert>,
        questions: (
          <>
            {QUESTIONS.map((question) => (
              <Question key={question.field} question={question} {...parts} />
            ))}
            <PrimaryValues {...parts} />
          </>
        ),
        pending: save.isPending,
      })}
    </Box>
  );
}
