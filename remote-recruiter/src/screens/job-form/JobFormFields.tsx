import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { JobVenue } from '../../api/jobs';
import { EMPLOYMENT_LABEL, JOB_FORM, PACE_LABEL, TEAM_SIZE_LABEL } from '../../texts';
import type { JobField, JobFormErrors, JobFormValues } from './job-form-model';

export const jobFieldId = (field: JobField) => `job-${field}`;

const F = JOB_FORM.fields;

/** Every field of a job, labelled; an error replaces the helper text under its field. */
export function JobFormFields({
  values,
  errors,
  venues,
  onChange,
}: {
  values: JobFormValues;
  errors: JobFormErrors;
  venues: JobVenue[];
  onChange: <K extends JobField>(field: K, value: JobFormValues[K]) => void;
}) {
  const text = (field: JobField, label: string, extra: Record<string, unknown> = {}) => ({
    id: jobFieldId(field),
    name: field,
    label,
    value: values[field] as string,
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value as never),
    error: Boolean(errors[field]),
    helperText: errors[field] ?? (extra.helperText as ReactNode),
    fullWidth: true,
    ...extra,
  });
  const select = (field: JobField, label: string, options: [string, string][]) => (
    <TextField
      {...text(field, label)}
      select
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map(([value, optionLabel]) => (
        <option key={value} value={value}>
          {optionLabel}
        </option>
      ))}
    </TextField>
  );
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <TextField {...text('title', F.title)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <Box sx={grid}>
        {select('venueId', F.venueId, [
          ['', '—'],
          ...venues.map((v): [string, string] => [v.id, `${v.name}, ${v.city}`]),
        ])}
        {select(
          'employmentType',
          F.employmentType,
          Object.entries(EMPLOYMENT_LABEL) as [string, string][],
        )}
      </Box>
      <TextField
        {...text('description', F.description)}
        multiline
        minRows={6}
        slotProps={{ htmlInput: { maxLength: 20000 } }}
      />
      <TextField {...text('skills', F.skills, { helperText: JOB_FORM.skillsHelp })} />
      <Box sx={grid}>
        {select('payMode', F.payMode, Object.entries(JOB_FORM.payModes) as [string, string][])}
        {values.payMode !== 'none' &&
          select(
            'salaryType',
            F.salaryType,
            Object.entries(JOB_FORM.salaryTypes) as [string, string][],
          )}
      </Box>
      {values.payMode === 'amount' && (
        <TextField
          {...text('salaryAmount', `${F.salaryAmount} (£)`)}
          id={jobFieldId('salaryAmount')}
          inputMode="decimal"
        />
      )}
      {values.payMode === 'range' && (
        <Box sx={grid}>
          <TextField {...text('salaryMin', `${F.salaryMin} (£)`)} inputMode="decimal" />
          <TextField {...text('salaryMax', `${F.salaryMax} (£)`)} inputMode="decimal" />
        </Box>
      )}
      <Box sx={grid}>
        {select('pace', F.pace, [
          ['', JOB_FORM.notStated],
          ...(Object.entries(PACE_LABEL) as [string, string][]),
        ])}
        {select('teamSize', F.teamSize, [
          ['', JOB_FORM.notStated],
          ...(Object.entries(TEAM_SIZE_LABEL) as [string, string][]),
        ])}
      </Box>
      <Box sx={grid}>
        <TextField
          {...text('closesOn', F.closesOn)}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControlLabel
          control={
            <Checkbox
              id={jobFieldId('urgent')}
              checked={values.urgent}
              onChange={(e) => onChange('urgent', e.target.checked)}
            />
          }
          label={F.urgent}
        />
      </Box>
    </Box>
  );
}
