import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useContractField, textFieldProps } from 'shared-kernel/forms';
import type { MinimumAge } from 'shared-kernel/contract';
import {
  londonDay,
  MINIMUM_AGE_LABELS,
  MINIMUM_AGES,
  under18AlcoholNotice,
  wageFloor,
} from 'shared-kernel/rules';
import { splitList } from '../../kit/format';
import { WeekGrid } from 'shared-kernel/ui';
import type { JobVenue } from '../../api/jobs';
import { EMPLOYMENT_LABEL, JOB_FORM, PACE_LABEL, TEAM_SIZE_LABEL } from '../../texts';
import type { JobField } from './job-form-model';
import { RequiredCertificates } from './RequiredCertificates';
import { ScreeningEditor } from './ScreeningEditor';
import { TipsFields } from './TipsFields';
import type { JobForm } from './useJobForm';

export const jobFieldId = (field: JobField) => `job-${field}`;

const F = JOB_FORM.fields;

/** Every field of a job, labelled; an error replaces the helper text under its field. */
export function JobFormFields({ form, venues }: { form: JobForm; venues: JobVenue[] }) {
  const title = useContractField(form, 'title');
  const venueId = useContractField(form, 'venueId');
  const employmentType = useContractField(form, 'employmentType');
  const description = useContractField(form, 'description');
  const skills = useContractField(form, 'skills');
  const payMode = useContractField(form, 'payMode');
  const minimumAge = useContractField(form, 'minimumAge');
  const age = Number(minimumAge.value) as MinimumAge;
  const floor = wageFloor(age, londonDay());
  const requiredCertificates = useContractField(form, 'requiredCertificates');
  const venueType = venues.find((v) => v.id === venueId.value)?.venueType;
  const under18Rule = venueType
    ? under18AlcoholNotice({
        title: title.value,
        skills: splitList(skills.value),
        venueType,
        requiredCertificates: requiredCertificates.value,
        minimumAge: age,
      })
    : null;
  const salaryType = useContractField(form, 'salaryType');
  const salaryAmount = useContractField(form, 'salaryAmount');
  const salaryMin = useContractField(form, 'salaryMin');
  const salaryMax = useContractField(form, 'salaryMax');
  const pace = useContractField(form, 'pace');
  const teamSize = useContractField(form, 'teamSize');
  const urgent = useContractField(form, 'urgent');
  const closesOn = useContractField(form, 'closesOn');
  const dayParts = useContractField(form, 'dayParts');

  const select = <V extends string>(
    field: Parameters<typeof textFieldProps<V>>[0],
    label: string,
    options: [string, string][],
  ) => (
    <TextField
      id={jobFieldId(field.name as JobField)}
      label={label}
      {...textFieldProps(field)}
      fullWidth
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
      <TextField
        id={jobFieldId('title')}
        label={F.title}
        {...textFieldProps(title)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Box sx={grid}>
        {select(venueId, F.venueId, [
          ['', '—'],
          ...venues.map((v): [string, string] => [v.id, `${v.name}, ${v.city}`]),
        ])}
        {select(
          employmentType,
          F.employmentType,
          Object.entries(EMPLOYMENT_LABEL) as [string, string][],
        )}
      </Box>
      <TextField
        id={jobFieldId('description')}
        label={F.description}
        {...textFieldProps(description)}
        fullWidth
        multiline
        minRows={6}
        slotProps={{ htmlInput: { maxLength: 20000 } }}
      />
      <TextField
        id={jobFieldId('skills')}
        label={F.skills}
        {...textFieldProps(skills, JOB_FORM.skillsHelp)}
        fullWidth
      />
      <Box sx={grid}>
        <TextField
          id={jobFieldId('minimumAge')}
          label={F.minimumAge}
          {...textFieldProps(minimumAge, JOB_FORM.minimumAgeHelp(`£${floor.hourly.toFixed(2)}`))}
          fullWidth
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {MINIMUM_AGES.map((age) => (
            <option key={age} value={String(age)}>
              {MINIMUM_AGE_LABELS[age]}
            </option>
          ))}
        </TextField>
        {select(payMode, F.payMode, Object.entries(JOB_FORM.payModes) as [string, string][])}
      </Box>
      {under18Rule && (
        <Alert severity="info" role="note">
          {under18Rule}
        </Alert>
      )}
      {payMode.value !== 'none' && (
        <Box sx={grid}>
          {select(
            salaryType,
            F.salaryType,
            Object.entries(JOB_FORM.salaryTypes) as [string, string][],
          )}
        </Box>
      )}
      {payMode.value === 'amount' && (
        <TextField
          id={jobFieldId('salaryAmount')}
          label={`${F.salaryAmount} (£)`}
          {...textFieldProps(salaryAmount)}
          fullWidth
          inputMode="decimal"
        />
      )}
      {payMode.value === 'range' && (
        <Box sx={grid}>
          <TextField
            id={jobFieldId('salaryMin')}
            label={`${F.salaryMin} (£)`}
            {...textFieldProps(salaryMin)}
            fullWidth
            inputMode="decimal"
          />
          <TextField
            id={jobFieldId('salaryMax')}
            label={`${F.salaryMax} (£)`}
            {...textFieldProps(salaryMax)}
            fullWidth
            inputMode="decimal"
          />
        </Box>
      )}
      <TipsFields form={form} />
      <Box sx={grid}>
        {select(pace, F.pace, [
          ['', JOB_FORM.notStated],
          ...(Object.entries(PACE_LABEL) as [string, string][]),
        ])}
        {select(teamSize, F.teamSize, [
          ['', JOB_FORM.notStated],
          ...(Object.entries(TEAM_SIZE_LABEL) as [string, string][]),
        ])}
      </Box>
      <Box sx={grid}>
        <TextField
          id={jobFieldId('closesOn')}
          label={F.closesOn}
          {...textFieldProps(closesOn)}
          fullWidth
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControlLabel
          control={
            <Checkbox
              id={jobFieldId('urgent')}
              name={urgent.name}
              checked={urgent.value}
              onChange={(e) => urgent.onChange(e.target.checked)}
              inputRef={urgent.inputRef}
            />
          }
          label={F.urgent}
        />
      </Box>
      <WeekGrid
        legend={F.dayParts}
        help={JOB_FORM.dayPartsHelp}
        value={dayParts.value}
        onChange={dayParts.onChange}
        inputRef={dayParts.inputRef}
        error={dayParts.error}
      />
      <RequiredCertificates form={form} />
      <ScreeningEditor form={form} />
    </Box>
  );
}
