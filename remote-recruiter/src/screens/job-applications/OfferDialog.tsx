import { Link as RRLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  dayOutside,
  daysFromToday,
  isBeforeToday,
  lastDayOf,
  londonDay,
  payProblem,
  WINDOW_TEXTS,
  type SalaryType,
} from 'shared-kernel/rules';
import type { OfferInput } from '../../api/offers';
import { COMMON, JOB_FORM, OFFER_FORM } from '../../texts';
import { WITHDRAW_OFFER } from '../../texts-board';
import { OfferTermsFields } from '../../kit/OfferTermsFields';
import { MakeOfferBodySchema } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { FormDialog } from '../../kit/FormDialog';

type Field = 'salaryAmount' | 'salaryType' | 'startDate' | 'expiresOn' | 'message';
type Values = Record<Field, string>;
const API_FIELD: Record<string, Field> = {
  salaryAmount: 'salaryAmount',
  salaryType: 'salaryType',
  startDate: 'startDate',
  expiresAt: 'expiresOn',
  message: 'message',
};

/** The end of a local day, as the offer's expiry. */
export const endOfDay = (day: string) => new Date(`${day}T23:59:00`).toISOString();

/** The offer's labels: the answer-by day is the response deadline (issue 13). */
const LABELS = { ...OFFER_FORM, expiresOn: WITHDRAW_OFFER.deadline };

/** The form's own checks, in the product's words; the contract's schema checks what is sent. */
function check(values: Values): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  const amount = Number(values.salaryAmount);
  if (!values.salaryAmount.trim() || !(amount > 0))
    found.salaryAmount = JOB_FORM.mustBeNumber(OFFER_FORM.salaryAmount);
  else {
    const pay = payProblem(amount, values.salaryType as SalaryType, OFFER_FORM.salaryAmount);
    if (pay) found.salaryAmount = pay;
  }
  if (!values.startDate) found.startDate = COMMON.required(LABELS.startDate);
  else if (isBeforeToday(values.startDate))
    found.startDate = WINDOW_TEXTS.pastDay(LABELS.startDate);
  else if (dayOutside(values.startDate, 'offerStart'))
    found.startDate = WINDOW_TEXTS.beyond(LABELS.startDate, 'offerStart');
  if (!values.expiresOn) found.expiresOn = COMMON.required(LABELS.expiresOn);
  else if (new Date(endOfDay(values.expiresOn)).getTime() <= Date.now())
    found.expiresOn = WINDOW_TEXTS.pastInstant(LABELS.expiresOn);
  else if (values.expiresOn > lastDayOf('offerResponse'))
    found.expiresOn = WINDOW_TEXTS.beyond(LABELS.expiresOn, 'offerResponse');
  return found;
}

/** POST /api/applications/:id/offer's body from what was typed. */
const toInput = (values: Values): OfferInput => ({
  salaryAmount: Number(values.salaryAmount),
  salaryType: values.salaryType as SalaryType,
  startDate: values.startDate,
  expiresAt: endOfDay(values.expiresOn),
  ...(values.message.trim() ? { message: values.message.trim() } : {}),
});

/**
 * Makes an offer: pay (in range for its type, shared-kernel/rules PAY_LIMITS), a start date
 * (today to a year ahead), the response deadline (required, in the future, at most 60 days
 * ahead: INPUT_WINDOWS) and a message. The API checks the same (a 400 names the field).
 */
export function OfferDialog({
  open,
  defaults,
  onClose,
  onSave,
}: {
  open: boolean;
  defaults: { salaryAmount: number | null; salaryType: SalaryType | null };
  onClose: () => void;
  onSave: (input: OfferInput) => Promise<unknown>;
}) {
  const today = londonDay();
  const form = useContractForm<typeof MakeOfferBodySchema, Values>(MakeOfferBodySchema, {
    defaultValues: {
      salaryAmount: defaults.salaryAmount != null ? String(defaults.salaryAmount) : '',
      salaryType: defaults.salaryType ?? 'hourly',
      startDate: '',
      expiresOn: daysFromToday(7),
      message: '',
    },
    checks: check,
    toBody: toInput,
  });
  const fields = {
    salaryAmount: useContractField(form, 'salaryAmount'),
    salaryType: useContractField(form, 'salaryType'),
    startDate: useContractField(form, 'startDate'),
    expiresOn: useContractField(form, 'expiresOn'),
    message: useContractField(form, 'message'),
  };
  const { alert, onSubmit } = useFormSubmit(
    form,
    (input, fail) => onSave(input).then(onClose, fail),
    { fieldOf: (apiField) => API_FIELD[apiField], networkMessage: COMMON.networkError },
  );
  /** A field's TextField props (id `offer-${field}`). */
  const text = (field: Field, label: string, extra: object = {}) => ({
    id: `offer-${field}`,
    label,
    ...textFieldProps(fields[field]),
    fullWidth: true,
    ...extra,
  });

  return (
    <FormDialog
      open={open}
      titleId="offer-dialog-title"
      title={OFFER_FORM.title}
      alert={alert}
      submitLabel={OFFER_FORM.submit}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <OfferTermsFields
          props={(field, label, extra) =>
            text(field, label, {
              ...extra,
              ...(field === 'startDate' || field === 'expiresOn'
                ? {
                    slotProps: {
                      inputLabel: { shrink: true },
                      htmlInput: {
                        min: today,
                        max: lastDayOf(field === 'startDate' ? 'offerStart' : 'offerResponse'),
                      },
                    },
                  }
                : {}),
            })
          }
          labels={LABELS}
        />
      </Box>
      <TextField {...text('message', OFFER_FORM.message, { multiline: true, minRows: 3 })} />
      <Button
        component={RRLink}
        to="/test-offer"
        target="_blank"
        size="small"
        sx={{ alignSelf: 'flex-start' }}
      >
        {OFFER_FORM.preview}
      </Button>
    </FormDialog>
  );
}
