import { useState } from 'react';
import { Link as RRLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageContainer, useCulture } from 'shared-kernel';
import { type SalaryType } from 'shared-kernel/rules';
import { useCompany } from '../../api/company';
import { useJobVenues, type EmploymentType } from '../../api/jobs';
import { COMMON, EMPLOYMENT_LABEL, GENERATOR, JOB_FORM } from '../../texts';
import { QueryView } from 'shared-kernel/ui';
import { splitList } from '../../kit/format';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import type { JobDraft } from '../job-form/job-form-model';
import { writeJobDescription } from './write-description';

type Field = 'role' | 'venueId' | 'employmentType' | 'salaryType' | 'salaryAmount' | 'skills';
type GeneratorValues = Record<Field, string>;

/** The pay typed, or null when left empty. */
const amountOf = (values: GeneratorValues) =>
  values.salaryAmount.trim() ? Number(values.salaryAmount) : null;

/** The generator's checks, in the job form's words. */
function check(values: GeneratorValues): Partial<Record<Field, string>> {
  const amount = amountOf(values);
  return {
    role: values.role.trim() ? undefined : COMMON.required(GENERATOR.role),
    venueId: values.venueId ? undefined : COMMON.required(GENERATOR.venue),
    salaryAmount:
      amount === null || amount > 0 ? undefined : JOB_FORM.mustBeNumber(GENERATOR.payAmount),
  };
}

export default function AiJobGenerator() {
  const venues = useJobVenues();
  const culture = useCulture('company');
  const company = useCompany();
  const navigate = useNavigate();
  const form = useContractForm<GeneratorValues>(null, {
    defaultValues: {
      role: '',
      venueId: '',
      employmentType: 'full_time',
      salaryType: 'hourly',
      salaryAmount: '',
      skills: '',
    },
    checks: check,
  });
  const fields = {
    role: useContractField(form, 'role'),
    venueId: useContractField(form, 'venueId'),
    employmentType: useContractField(form, 'employmentType'),
    salaryType: useContractField(form, 'salaryType'),
    salaryAmount: useContractField(form, 'salaryAmount'),
    skills: useContractField(form, 'skills'),
  };
  // The description written (and then edited by hand), handed to the post-job form.
  const [text, setText] = useState('');
  const companyName = company.data?.company.name ?? GENERATOR.ourTeam;

  const { onSubmit } = useFormSubmit(form, (values: GeneratorValues) => {
    const venue = venues.data?.find((v) => v.id === values.venueId);
    if (!venue) return;
    const amount = amountOf(values);
    setText(
      writeJobDescription({
        role: values.role,
        companyName,
        venue,
        employmentType: values.employmentType as EmploymentType,
        salaryType: amount === null ? null : (values.salaryType as SalaryType),
        salaryAmount: amount,
        skills: splitList(values.skills),
        culture: culture.data?.responses ?? null,
      }),
    );
  });

  const useDraft = () => {
    const values = form.getValues();
    const amount = values.salaryAmount.trim() ? values.salaryAmount.trim() : '';
    const draft: JobDraft = {
      title: values.role.trim(),
      venueId: values.venueId,
      description: text,
      skills: splitList(values.skills).join(', '),
      employmentType: values.employmentType as EmploymentType,
      payMode: amount ? 'amount' : 'none',
      salaryType: values.salaryType as SalaryType,
      salaryAmount: amount,
    };
    navigate('/post-job', { state: { draft } });
  };

  const field = (name: Field, label: string, helperText?: string) => ({
    id: `gen-${name}`,
    label,
    ...textFieldProps(fields[name], helperText),
    fullWidth: true,
  });
  const native = {
    slotProps: { select: { native: true }, inputLabel: { shrink: true } },
    select: true,
  };

  return (
    <PageContainer title={GENERATOR.title} subtitle={GENERATOR.subtitle}>
      <QueryView query={venues}>
        {(list) => (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' } }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Box component="form" noValidate onSubmit={onSubmit}>
                <Stack spacing={2.5}>
                  {culture.isSuccess && !culture.data && (
                    <Alert severity="info">
                      {GENERATOR.noCulture}{' '}
                      <RRLink to="/company-cultural-assessment">{GENERATOR.cultureLink}</RRLink>
                    </Alert>
                  )}
                  <TextField {...field('role', GENERATOR.role)} placeholder="Head Bartender" />
                  <TextField {...field('venueId', GENERATOR.venue)} {...native}>
                    <option value="">—</option>
                    {list.map((v) => (
                      <option key={v.id} value={v.id}>
                        {v.name}, {v.city}
                      </option>
                    ))}
                  </TextField>
                  <TextField {...field('employmentType', GENERATOR.employmentType)} {...native}>
                    {Object.entries(EMPLOYMENT_LABEL).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </TextField>
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
                    <TextField {...field('salaryType', GENERATOR.payType)} {...native}>
                      <option value="hourly">{JOB_FORM.salaryTypes.hourly}</option>
                      <option value="yearly">{JOB_FORM.salaryTypes.yearly}</option>
                    </TextField>
                    <TextField
                      {...field('salaryAmount', `${GENERATOR.payAmount} (£)`)}
                      inputMode="decimal"
                    />
                  </Box>
                  <TextField {...field('skills', GENERATOR.skills, JOB_FORM.skillsHelp)} />
                  <Button type="submit" variant="contained">
                    {GENERATOR.generate}
                  </Button>
                </Stack>
              </Box>
            </Paper>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {GENERATOR.preview}
              </Typography>
              {text ? (
                <Stack spacing={2}>
                  <TextField
                    id="gen-description"
                    label={GENERATOR.preview}
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    multiline
                    minRows={14}
                    fullWidth
                  />
                  <Button variant="contained" onClick={useDraft} sx={{ alignSelf: 'flex-end' }}>
                    {GENERATOR.useDraft}
                  </Button>
                </Stack>
              ) : (
                <Typography color="text.secondary">{GENERATOR.emptyPreview}</Typography>
              )}
            </Paper>
          </Box>
        )}
      </QueryView>
    </PageContainer>
  );
}
