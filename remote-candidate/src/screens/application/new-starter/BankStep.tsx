import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BankInputSchema } from 'shared-kernel/contract';
import {
  FormTextField,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import {
  accountNumberProblem,
  NEW_STARTER_STEP_LABELS,
  normaliseSortCode,
  sortCodeProblem,
} from 'shared-kernel/rules';
import { useSaveStep, type BankInput, type NewStarter } from '../../../api/new-starter';
import { Facts } from './Facts';
import { NEW_STARTER } from '../../../texts';
import { packDay } from './dates';
import { phoneWide, StepForm } from './StepForm';

const T = NEW_STARTER.bank;

const EMPTY: BankInput = { accountName: '', sortCode: '', accountNumber: '' };

const bankInput = (values: BankInput): BankInput => ({
  accountName: values.accountName.trim(),
  sortCode: normaliseSortCode(values.sortCode),
  accountNumber: values.accountNumber.replace(/\s/g, ''),
});

type Bank = NonNullable<NewStarter['bank']>;

/** The details as the API gives them back: masked (••••5678), never the full numbers. */
function BankSaved({ bank }: { bank: Bank }) {
  return (
    <Facts>
      <dt>{T.accountName}</dt>
      <dd>{bank.accountName}</dd>
      <dt>{T.sortCode}</dt>
      <dd data-testid="bank-sort-code">{bank.sortCode}</dd>
      <dt>{T.accountNumber}</dt>
      <dd data-testid="bank-account-number">{bank.accountNumber}</dd>
    </Facts>
  );
}

/**
 * Bank details, for pay. After a save the screen holds only the masked values the API answers:
 * the form is emptied, and changing them starts from an empty form.
 */
export function BankStep({ id, record }: { id: string; record: NewStarter }) {
  const bank = record.bank ?? null;
  const [changing, setChanging] = useState(false);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'stretch' }}>
      <Typography variant="body2" role="note">
        {T.who(record.company.name)}
      </Typography>
      {bank && !changing ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <BankSaved bank={bank} />
          <Typography variant="body2" color="text.secondary">
            {T.shownMasked} {NEW_STARTER.savedOn(packDay(bank.savedAt))}
          </Typography>
          <Button variant="outlined" onClick={() => setChanging(true)} sx={phoneWide}>
            {NEW_STARTER.change}
          </Button>
        </Stack>
      ) : (
        <BankForm
          id={id}
          onSaved={() => setChanging(false)}
          onCancel={bank ? () => setChanging(false) : undefined}
        />
      )}
    </Stack>
  );
}

function BankForm({
  id,
  onSaved,
  onCancel,
}: {
  id: string;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const save = useSaveStep(id, 'bank');
  const form = useContractForm<typeof BankInputSchema, BankInput>(BankInputSchema, {
    defaultValues: EMPTY,
    checks: (values) => ({
      accountName: values.accountName.trim() ? undefined : NEW_STARTER.required(T.accountName),
      sortCode: values.sortCode.trim()
        ? (sortCodeProblem(values.sortCode) ?? undefined)
        : NEW_STARTER.required(T.sortCode),
      accountNumber: values.accountNumber.trim()
        ? (accountNumberProblem(values.accountNumber) ?? undefined)
        : NEW_STARTER.required(T.accountNumber),
    }),
    toBody: bankInput,
  });
  const accountName = useContractField(form, 'accountName');
  const sortCode = useContractField(form, 'sortCode');
  const accountNumber = useContractField(form, 'accountNumber');
  const { alert, onSubmit } = useFormSubmit(form, (body, fail) =>
    save.mutate(body, {
      onError: fail,
      // The full numbers leave the screen with the save: only the masked answer stays.
      onSuccess: () => {
        form.reset(EMPTY);
        save.reset();
        onSaved();
      },
    }),
  );

  return (
    <StepForm
      label={NEW_STARTER_STEP_LABELS.bank}
      alert={alert}
      pending={save.isPending}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <FormTextField
        id="bank-account-name"
        label={T.accountName}
        autoComplete="cc-name"
        required
        {...accountName}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          id="bank-sort-code-input"
          label={T.sortCode}
          helperText={T.sortCodeHelp}
          autoComplete="off"
          required
          {...sortCode}
        />
        <FormTextField
          id="bank-account-number-input"
          label={T.accountNumber}
          helperText={T.accountNumberHelp}
          autoComplete="off"
          required
          {...accountNumber}
        />
      </Stack>
    </StepForm>
  );
}
