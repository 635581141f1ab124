import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CreateJobAlertBodySchema } from 'shared-kernel/contract';
import { useContractField, useContractForm, useFormSubmit } from 'shared-kernel/forms';
import {
  EMPLOYMENT_TYPES,
  VENUE_TYPES,
  WORK_PACES,
  type EmploymentType,
  type SalaryType,
  type VenueType,
  type WorkPace,
} from 'shared-kernel/rules';
import type { AlertInput, JobAlert } from '../../api/alerts';
import { DEFAULT_WITHIN_MILES, WITHIN_MILES } from '../../api/jobs';
import { ALERTS, JOBS } from '../../texts';

/** What the form holds; the request body (CreateJobAlertBodySchema) is `alertInput` of it. */
export interface AlertValues {
  name: string;
  q: string;
  city: string;
  near: string;
  within: string;
  venueTypes: VenueType[];
  employmentTypes: EmploymentType[];
  minPay: string;
  salaryType: SalaryType;
  pace: WorkPace | '';
}

const valuesOf = (alert?: JobAlert): AlertValues => ({
  name: alert?.name ?? '',
  q: alert?.criteria.q ?? '',
  city: alert?.criteria.city ?? '',
  near: alert?.criteria.near ?? '',
  within: alert?.criteria.within != null ? String(alert.criteria.within) : '',
  venueTypes: alert?.criteria.venueTypes ?? [],
  employmentTypes: alert?.criteria.employmentTypes ?? [],
  minPay: alert?.criteria.minPay != null ? String(alert.criteria.minPay) : '',
  salaryType: alert?.criteria.salaryType ?? 'hourly',
  pace: alert?.criteria.pace ?? '',
});

/** What the form sends: blank fields are sent as null (the API drops them). */
export function alertInput(values: AlertValues): AlertInput {
  const minPay = values.minPay.trim() === '' ? null : Number(values.minPay);
  const near = values.near.trim() || null;
  return {
    name: values.name.trim(),
    criteria: {
      q: values.q.trim() || null,
      city: values.city.trim() || null,
      ...(near ? { near, within: Number(values.within) || DEFAULT_WITHIN_MILES } : {}),
      venueTypes: values.venueTypes.length ? values.venueTypes : null,
      employmentTypes: values.employmentTypes.length ? values.employmentTypes : null,
      minPay,
      salaryType: minPay === null ? null : values.salaryType,
      pace: values.pace || null,
    },
  };
}

function CheckboxGroup<T extends string>({
  label,
  options,
  labels,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  labels: Record<string, string>;
  value: T[];
  onChange: (next: T[]) => void;
}) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            control={
              <Checkbox
                checked={value.includes(option)}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...value, option] : value.filter((v) => v !== option),
                  )
                }
              />
            }
            label={labels[option] ?? option}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

/** The API names criteria fields as `criteria.minPay`; the form as `minPay`. */
const fieldOf = (apiField: string) =>
  apiField.replace(/^criteria\./, '') as keyof AlertValues | undefined;

/**
 * Create or edit an alert (shared-kernel/forms over CreateJobAlertBodySchema); keeps what was
 * typed when the save fails, and puts the API's 400 under its field.
 */
export function AlertForm({
  alert,
  pending,
  onSave,
  onCancel,
}: {
  alert?: JobAlert;
  pending: boolean;
  /** Saves the alert; a failure goes to `fail`. */
  onSave: (input: AlertInput, fail: (error: unknown) => void) => void;
  onCancel: () => void;
}) {
  const form = useContractForm<typeof CreateJobAlertBodySchema, AlertValues>(
    CreateJobAlertBodySchema,
    {
      defaultValues: valuesOf(alert),
      checks: (values) => {
        const pay = values.minPay.trim();
        return {
          name: values.name.trim() ? undefined : ALERTS.required(ALERTS.name),
          minPay:
            pay && (!Number.isFinite(Number(pay)) || Number(pay) < 0)
              ? ALERTS.minPayInvalid
              : undefined,
        };
      },
      toBody: alertInput,
    },
  );
  const name = useContractField(form, 'name');
  const q = useContractField(form, 'q');
  const city = useContractField(form, 'city');
  const near = useContractField(form, 'near');
  const within = useContractField(form, 'within');
  const venueTypes = useContractField(form, 'venueTypes');
  const employmentTypes = useContractField(form, 'employmentTypes');
  const minPay = useContractField(form, 'minPay');
  const salaryType = useContractField(form, 'salaryType');
  const pace = useContractField(form, 'pace');

  // A failed save: its field's message under the field, anything else in the alert.
  const { alert: message, onSubmit } = useFormSubmit(form, onSave, { fieldOf });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogContent>
        <Stack spacing={2.5}>
          {message && (
            <Alert severity="error">
              {ALERTS.saveFailed}: {message}
            </Alert>
          )}
          <TextField
            id="alert-name"
            label={ALERTS.name}
            required
            name={name.name}
            value={name.value}
            onChange={(e) => name.onChange(e.target.value)}
            onBlur={name.onBlur}
            inputRef={name.inputRef}
            error={Boolean(name.error)}
            helperText={name.error}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            id="alert-q"
            label={ALERTS.keywords}
            name={q.name}
            value={q.value}
            onChange={(e) => q.onChange(e.target.value)}
            inputRef={q.inputRef}
            error={Boolean(q.error)}
            helperText={q.error}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id="alert-near"
              label={JOBS.near}
              placeholder={JOBS.nearPlaceholder}
              name={near.name}
              value={near.value}
              onChange={(e) => near.onChange(e.target.value)}
              inputRef={near.inputRef}
              error={Boolean(near.error)}
              helperText={near.error}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              sx={{ flex: 2 }}
            />
            <TextField
              id="alert-within"
              select
              label={JOBS.within}
              value={within.value || String(DEFAULT_WITHIN_MILES)}
              onChange={(e) => within.onChange(e.target.value)}
              error={Boolean(within.error)}
              helperText={within.error}
              sx={{ flex: 1 }}
            >
              {WITHIN_MILES.map((miles) => (
                <MenuItem key={miles} value={String(miles)}>
                  {JOBS.withinMiles(miles)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            id="alert-city"
            label={ALERTS.city}
            name={city.name}
            value={city.value}
            onChange={(e) => city.onChange(e.target.value)}
            inputRef={city.inputRef}
            error={Boolean(city.error)}
            helperText={city.error}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <CheckboxGroup
            label={ALERTS.venueTypes}
            options={VENUE_TYPES}
            labels={ALERTS.venueTypeLabels}
            value={venueTypes.value}
            onChange={venueTypes.onChange}
          />
          <CheckboxGroup
            label={ALERTS.employmentTypes}
            options={EMPLOYMENT_TYPES}
            labels={ALERTS.employmentTypeLabels}
            value={employmentTypes.value}
            onChange={employmentTypes.onChange}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id="alert-minPay"
              label={ALERTS.minPay}
              name={minPay.name}
              value={minPay.value}
              onChange={(e) => minPay.onChange(e.target.value)}
              onBlur={minPay.onBlur}
              inputRef={minPay.inputRef}
              error={Boolean(minPay.error)}
              helperText={minPay.error}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              id="alert-salaryType"
              select
              label={ALERTS.salaryType}
              value={salaryType.value}
              onChange={(e) =>
                salaryType.onChange(e.target.value === 'yearly' ? 'yearly' : 'hourly')
              }
              sx={{ flex: 1 }}
            >
              <MenuItem value="hourly">{ALERTS.hourly}</MenuItem>
              <MenuItem value="yearly">{ALERTS.yearly}</MenuItem>
            </TextField>
          </Stack>
          <TextField
            id="alert-pace"
            select
            label={ALERTS.pace}
            value={pace.value}
            onChange={(e) => pace.onChange(WORK_PACES.find((p) => p === e.target.value) ?? '')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{ALERTS.anyPace}</MenuItem>
            {WORK_PACES.map((option) => (
              <MenuItem key={option} value={option}>
                {ALERTS.paceLabels[option]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {ALERTS.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {ALERTS.save}
        </Button>
      </DialogActions>
    </Box>
  );
}
