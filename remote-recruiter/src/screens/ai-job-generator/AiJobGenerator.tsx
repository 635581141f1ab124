import { useMemo, useState, type FormEvent } from 'react';
import { Link as RRLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageContainer } from 'shared-kernel';
import { type SalaryType } from 'shared-kernel/rules';
import { useCompany } from '../../api/company';
import { useCompanyCulture } from '../../api/culture';
import { useJobVenues, type EmploymentType } from '../../api/jobs';
import { COMMON, EMPLOYMENT_LABEL, GENERATOR, JOB_FORM } from '../../texts';
import { QueryView } from 'shared-kernel/ui';
import { splitList } from '../../kit/format';
import type { JobDraft } from '../job-form/job-form-model';
import { writeJobDescription } from './write-description';

type Field = 'role' | 'venueId' | 'employmentType' | 'salaryType' | 'salaryAmount' | 'skills';

export default function AiJobGenerator() {
  const venues = useJobVenues();
  const culture = useCompanyCulture();
  const company = useCompany();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    role: '',
    venueId: '',
    employmentType: 'full_time',
    salaryType: 'hourly',
    salaryAmount: '',
    skills: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [text, setText] = useState('');
  const companyName = company.data?.company.name ?? GENERATOR.ourTeam;

  const venue = useMemo(
    () => venues.data?.find((v) => v.id === values.venueId) ?? null,
    [venues.data, values.venueId],
  );

  const change = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const generate = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.role.trim()) found.role = COMMON.required(GENERATOR.role);
    if (!venue) found.venueId = COMMON.required(GENERATOR.venue);
    const amount = values.salaryAmount.trim() ? Number(values.salaryAmount) : null;
    if (amount !== null && !(amount > 0))
      found.salaryAmount = JOB_FORM.mustBeNumber(GENERATOR.payAmount);
    setErrors(found);
    if (Object.keys(found).length || !venue) {
      const first = (['role', 'venueId', 'salaryAmount'] as Field[]).find((f) => found[f]);
      if (first) document.getElementById(`gen-${first}`)?.focus();
      return;
    }
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
  };

  const useDraft = () => {
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

  const field = (name: Field, label: string, extra: object = {}) => ({
    id: `gen-${name}`,
    label,
    value: values[name],
    onChange: change(name),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    ...extra,
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
              <Box component="form" noValidate onSubmit={generate}>
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
                  <TextField
                    {...field('skills', GENERATOR.skills)}
                    helperText={errors.skills ?? JOB_FORM.skillsHelp}
                  />
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
