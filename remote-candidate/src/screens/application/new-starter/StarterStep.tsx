import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { StarterInputSchema } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import {
  NEW_STARTER_STEP_LABELS,
  niNumberProblem,
  normaliseNiNumber,
  STARTER_STATEMENT_TEXTS,
  STARTER_STATEMENTS,
  STUDENT_LOAN_PLAN_LABELS,
  STUDENT_LOAN_PLANS,
  type StarterStatement,
  type StudentLoanPlan,
} from 'shared-kernel/rules';
import { useSaveStep, type NewStarter, type StarterInput } from '../../../api/new-starter';
import { Facts } from './Facts';
import { NEW_STARTER } from '../../../texts';
import { packDay } from './dates';
import { phoneWide, StepForm } from './StepForm';

const T = NEW_STARTER.starter;

interface StarterValues {
  statement: StarterStatement | '';
  niNumber: string;
  studentLoanPlan: StudentLoanPlan;
  postgraduateLoan: boolean;
}

export const starterInput = (values: StarterValues): StarterInput => ({
  statement: values.statement as StarterStatement,
  niNumber: normaliseNiNumber(values.niNumber),
  studentLoanPlan: values.studentLoanPlan,
  postgraduateLoan: values.postgraduateLoan,
});

type Starter = NonNullable<NewStarter['starter']>;

function StarterSaved({ starter }: { starter: Starter }) {
  return (
    <Facts>
      <dt>{T.statement(starter.statement)}</dt>
      <dd>{STARTER_STATEMENT_TEXTS[starter.statement]}</dd>
      <dt>{T.niNumber}</dt>
      <dd>{starter.niNumber}</dd>
      <dt>{T.studentLoanPlan}</dt>
      <dd>{STUDENT_LOAN_PLAN_LABELS[starter.studentLoanPlan]}</dd>
      <dt>{T.postgraduateLoan}</dt>
      <dd>{starter.postgraduateLoan ? T.yes : T.no}</dd>
    </Facts>
  );
}

/** HMRC's starter checklist: the statement, the National Insurance number, student loans. */
export function StarterStep({ id, record }: { id: string; record: NewStarter }) {
  const starter = record.starter ?? null;
  const [changing, setChanging] = useState(false);
  if (starter && !changing)
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <StarterSaved starter={starter} />
        <Typography variant="body2" color="text.secondary">
          {NEW_STARTER.savedOn(packDay(starter.savedAt))}
        </Typography>
        <Button variant="outlined" onClick={() => setChanging(true)} sx={phoneWide}>
          {NEW_STARTER.change}
        </Button>
      </Stack>
    );
  return (
    <StarterForm
      id={id}
      starter={starter}
      onSaved={() => setChanging(false)}
      onCancel={starter ? () => setChanging(false) : undefined}
    />
  );
}

function StarterForm({
  id,
  starter,
  onSaved,
  onCancel,
}: {
  id: string;
  starter: Starter | null;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const save = useSaveStep(id, 'starter');
  const form = useContractForm<typeof StarterInputSchema, StarterValues>(StarterInputSchema, {
    defaultValues: {
      statement: starter?.statement ?? '',
      niNumber: starter?.niNumber ?? '',
      studentLoanPlan: starter?.studentLoanPlan ?? 'none',
      postgraduateLoan: starter?.postgraduateLoan ?? false,
    },
    checks: (values) => ({
      statement: values.statement ? undefined : NEW_STARTER.required('The statement'),
      niNumber: values.niNumber.trim()
        ? (niNumberProblem(values.niNumber) ?? undefined)
        : NEW_STARTER.required(T.niNumber),
    }),
    toBody: starterInput,
  });
  const statement = useContractField(form, 'statement');
  const niNumber = useContractField(form, 'niNumber');
  const studentLoanPlan = useContractField(form, 'studentLoanPlan');
  const postgraduateLoan = useContractField(form, 'postgraduateLoan');
  const { alert, onSubmit } = useFormSubmit(form, (body, fail) =>
    save.mutate(body, { onError: fail, onSuccess: onSaved }),
  );

  return (
    <StepForm
      label={NEW_STARTER_STEP_LABELS.starter}
      alert={alert}
      pending={save.isPending}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <FormControl error={Boolean(statement.error)}>
        <FormLabel id="starter-statement-legend">{T.statementLegend}</FormLabel>
        <RadioGroup
          aria-labelledby="starter-statement-legend"
          name={statement.name}
          value={statement.value}
          onChange={(event) => statement.onChange(event.target.value as StarterStatement)}
        >
          {STARTER_STATEMENTS.map((letter, i) => (
            <FormControlLabel
              key={letter}
              value={letter}
              control={<Radio inputRef={i === 0 ? statement.inputRef : undefined} />}
              label={`${T.statement(letter)}: ${STARTER_STATEMENT_TEXTS[letter]}`}
              sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
            />
          ))}
        </RadioGroup>
        {statement.error && <FormHelperText>{statement.error}</FormHelperText>}
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="starter-ni-number"
          label={T.niNumber}
          {...textFieldProps(niNumber, T.niNumberHelp)}
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { 'aria-required': true, maxLength: 20 } }}
        />
        <TextField
          id="starter-student-loan"
          select
          label={T.studentLoanPlan}
          {...textFieldProps(studentLoanPlan)}
          fullWidth
        >
          {STUDENT_LOAN_PLANS.map((plan) => (
            <MenuItem key={plan} value={plan}>
              {STUDENT_LOAN_PLAN_LABELS[plan]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FormControlLabel
        control={
          <Checkbox
            name={postgraduateLoan.name}
            checked={Boolean(postgraduateLoan.value)}
            onChange={(event) => postgraduateLoan.onChange(event.target.checked)}
          />
        }
        label={T.postgraduateLoan}
      />
    </StepForm>
  );
}
