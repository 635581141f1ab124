import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { JOB_FORM } from '../texts';

type TermsField = 'salaryAmount' | 'salaryType' | 'startDate' | 'expiresOn';

/** An offer's pay, pay type, start date and answer-by day, as fields of the caller's form. */
export function OfferTermsFields({
  props,
  labels,
}: {
  props: (field: TermsField, label: string, extra?: object) => TextFieldProps;
  labels: Record<TermsField, string>;
}) {
  const shrink = { slotProps: { inputLabel: { shrink: true } } };
  return (
    <>
      <TextField
        {...props('salaryAmount', `${labels.salaryAmount} (£)`, {
          inputMode: 'decimal',
        })}
      />
      <TextField
        {...props('salaryType', labels.salaryType)}
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="hourly">{JOB_FORM.salaryTypes.hourly}</option>
        <option value="yearly">{JOB_FORM.salaryTypes.yearly}</option>
      </TextField>
      <TextField {...props('startDate', labels.startDate, { type: 'date', ...shrink })} />
      <TextField {...props('expiresOn', labels.expiresOn, { type: 'date', ...shrink })} />
    </>
  );
}
