import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageContainer } from 'shared-kernel';
import { useCompanyJobs } from '../../api/jobs';
import type { OpenJob } from '../../api/venues';
import type { FieldErrors } from '../../kit/form';
import { Section } from 'shared-kernel/ui';
import { WIZARD_TEXTS as T } from '../../texts-company';
import { recommendBoards, type BoardInput, type BoardRecommendation } from './board-rules';

type Field = 'role' | 'city' | 'payAmount';

/** A job's pay as one figure: its amount, else the middle of its range. */
function payOf(job: OpenJob): number | null {
  if (job.salaryAmount !== null) return job.salaryAmount;
  if (job.salaryMin !== null && job.salaryMax !== null) return (job.salaryMin + job.salaryMax) / 2;
  return job.salaryMin ?? job.salaryMax;
}

/** /job-board-wizard: where to advertise a role, from its title, city and pay. */
export default function JobBoardWizard() {
  const jobs = useCompanyJobs();
  const [jobId, setJobId] = useState('');
  const [values, setValues] = useState({
    role: '',
    city: '',
    payType: 'hourly' as BoardInput['payType'],
    payAmount: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [results, setResults] = useState<BoardRecommendation[] | null>(null);

  const pickJob = (id: string) => {
    setJobId(id);
    const job = jobs.data?.items.find((j) => j.id === id);
    if (!job) return;
    const pay = payOf(job);
    setValues({
      role: job.title,
      city: job.venue.city,
      payType: job.salaryType ?? 'hourly',
      payAmount: pay === null ? '' : String(pay),
    });
    setErrors({});
  };
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (!values.role.trim()) found.role = T.roleRequired;
    if (!values.city.trim()) found.city = T.cityRequired;
    const amount = values.payAmount.trim() === '' ? null : Number(values.payAmount);
    if (amount !== null && !(amount > 0)) found.payAmount = T.payInvalid;
    setErrors(found);
    const first = (['role', 'city', 'payAmount'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`wizard-${first}`)?.focus();
      return;
    }
    setResults(
      recommendBoards({
        role: values.role,
        city: values.city,
        payType: values.payType,
        payAmount: amount,
      }),
    );
  };

  return (
    <PageContainer title={T.title} subtitle={T.subtitle} maxWidth={960}>
      <Section title="The role" id="wizard-form">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {T.intro}
        </Typography>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            {jobs.isError && <Alert severity="warning">{jobs.error.message}</Alert>}
            {(jobs.data?.items.length ?? 0) > 0 && (
              <TextField
                id="wizard-job"
                select
                label={T.fromJob}
                value={jobId}
                onChange={(e) => pickJob(e.target.value)}
              >
                <MenuItem value="">{T.noJob}</MenuItem>
                {jobs.data?.items.map((job) => (
                  <MenuItem key={job.id} value={job.id}>
                    {job.title} · {job.venue.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                id="wizard-role"
                label={T.role}
                value={values.role}
                onChange={set('role')}
                error={Boolean(errors.role)}
                helperText={errors.role}
                fullWidth
              />
              <TextField
                id="wizard-city"
                label={T.city}
                value={values.city}
                onChange={set('city')}
                error={Boolean(errors.city)}
                helperText={errors.city}
                fullWidth
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                id="wizard-payType"
                select
                label={T.payType}
                value={values.payType}
                onChange={set('payType')}
                sx={{ minWidth: 160 }}
              >
                <MenuItem value="hourly">{T.hourly}</MenuItem>
                <MenuItem value="yearly">{T.yearly}</MenuItem>
              </TextField>
              <TextField
                id="wizard-payAmount"
                label={T.payAmount}
                type="number"
                value={values.payAmount}
                onChange={set('payAmount')}
                error={Boolean(errors.payAmount)}
                helperText={errors.payAmount}
                slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
                fullWidth
              />
            </Stack>
            <Box>
              <Button type="submit" variant="contained">
                {T.recommend}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Section>
      {results && (
        <Section title={T.results} id="wizard-results">
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {results.map((board) => (
              <Card component="li" key={board.id} variant="outlined">
                <CardContent>
                  <Box
                    sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
                  >
                    <Typography variant="h6" component="h3">
                      {board.name}
                    </Typography>
                    <Chip
                      size="small"
                      label={T.fit[board.fit]}
                      color={
                        board.fit === 'best'
                          ? 'success'
                          : board.fit === 'good'
                            ? 'primary'
                            : 'default'
                      }
                      variant={board.fit === 'also' ? 'outlined' : 'filled'}
                    />
                    {board.url && (
                      <Link
                        href={board.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        sx={{ ml: 'auto' }}
                      >
                        {T.visit} {board.name}
                      </Link>
                    )}
                  </Box>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {board.reasons.map((reason) => (
                      <li key={reason}>
                        <Typography variant="body2">{reason}</Typography>
                      </li>
                    ))}
                  </Box>
                </CardContent>
              </Card>
            ))}
          </Box>
        </Section>
      )}
    </PageContainer>
  );
}
