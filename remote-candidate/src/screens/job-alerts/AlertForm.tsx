import { useState, type FormEvent } from 'react';
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
import { ApiError } from 'shared-kernel';
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
import { ALERTS } from '../../texts';

interface Draft {
  name: string;
  q: string;
  city: string;
  venueTypes: VenueType[];
  employmentTypes: EmploymentType[];
  minPay: string;
  salaryType: SalaryType;
  pace: WorkPace | '';
}

const draftOf = (alert?: JobAlert): Draft => ({
  name: alert?.name ?? '',
  q: alert?.criteria.q ?? '',
  city: alert?.criteria.city ?? '',
  venueTypes: alert?.criteria.venueTypes ?? [],
  employmentTypes: alert?.criteria.employmentTypes ?? [],
  minPay: alert?.criteria.minPay != null ? String(alert.criteria.minPay) : '',
  salaryType: alert?.criteria.salaryType ?? 'hourly',
  pace: alert?.criteria.pace ?? '',
});

type Errors = Partial<Record<'name' | 'minPay', string>>;

/** What the form sends: blank fields are left out (the API drops them too). */
export function alertInput(draft: Draft): AlertInput {
  const minPay = draft.minPay.trim() === '' ? null : Number(draft.minPay);
  return {
    name: draft.name.trim(),
    criteria: {
      q: draft.q.trim() || null,
      city: draft.city.trim() || null,
      venueTypes: draft.venueTypes.length ? draft.venueTypes : null,
      employmentTypes: draft.employmentTypes.length ? draft.employmentTypes : null,
      minPay,
      salaryType: minPay === null ? null : draft.salaryType,
      pace: draft.pace || null,
    },
  };
}

function validate(draft: Draft): Errors {
  const errors: Errors = {};
  if (!draft.name.trim()) errors.name = ALERTS.required(ALERTS.name);
  const pay = draft.minPay.trim();
  if (pay && (!Number.isFinite(Number(pay)) || Number(pay) < 0))
    errors.minPay = ALERTS.minPayInvalid;
  return errors;
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

/** Create or edit an alert; keeps what was typed when the save fails. */
export function AlertForm({
  alert,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  alert?: JobAlert;
  pending: boolean;
  error: unknown;
  onSubmit: (input: AlertInput) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(alert));
  const [errors, setErrors] = useState<Errors>({});
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // Typing in a field clears its message.
    setErrors((old) => {
      const next = { ...old };
      for (const key of Object.keys(patch)) delete next[key as keyof Errors];
      return next;
    });
  };

  const apiField = error instanceof ApiError ? error.field : undefined;
  const fieldError = (field: 'name' | 'minPay') =>
    errors[field] ??
    (apiField === field || apiField === `criteria.${field}` ? (error as Error).message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`alert-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    onSubmit(alertInput(draft));
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent>
        <Stack spacing={2.5}>
          {Boolean(error) && !apiField && (
            <Alert severity="error">
              {ALERTS.saveFailed}: {(error as Error).message}
            </Alert>
          )}
          <TextField
            id="alert-name"
            label={ALERTS.name}
            required
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
            error={Boolean(fieldError('name'))}
            helperText={fieldError('name')}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            id="alert-q"
            label={ALERTS.keywords}
            value={draft.q}
            onChange={(e) => set({ q: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            id="alert-city"
            label={ALERTS.city}
            value={draft.city}
            onChange={(e) => set({ city: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <CheckboxGroup
            label={ALERTS.venueTypes}
            options={VENUE_TYPES}
            labels={ALERTS.venueTypeLabels}
            value={draft.venueTypes}
            onChange={(venueTypes) => set({ venueTypes })}
          />
          <CheckboxGroup
            label={ALERTS.employmentTypes}
            options={EMPLOYMENT_TYPES}
            labels={ALERTS.employmentTypeLabels}
            value={draft.employmentTypes}
            onChange={(employmentTypes) => set({ employmentTypes })}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id="alert-minPay"
              label={ALERTS.minPay}
              inputMode="decimal"
              value={draft.minPay}
              onChange={(e) => set({ minPay: e.target.value })}
              error={Boolean(fieldError('minPay'))}
              helperText={fieldError('minPay')}
              sx={{ flex: 1 }}
            />
            <TextField
              id="alert-salaryType"
              select
              label={ALERTS.salaryType}
              value={draft.salaryType}
              onChange={(e) =>
                set({ salaryType: e.target.value === 'yearly' ? 'yearly' : 'hourly' })
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
            value={draft.pace}
            onChange={(e) => set({ pace: WORK_PACES.find((p) => p === e.target.value) ?? '' })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{ALERTS.anyPace}</MenuItem>
            {WORK_PACES.map((pace) => (
              <MenuItem key={pace} value={pace}>
                {ALERTS.paceLabels[pace]}
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
