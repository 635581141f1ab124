import { useState } from 'react';
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
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { Section } from 'shared-kernel/ui';
import { WIZARD_TEXTS as T } from '../../texts-company';
import { recommendBoards, type BoardInput, type BoardRecommendation } from './board-rules';

type WizardValues = {
  /** The job the form was filled from, if any. */
  jobId: string;
  role: string;
  city: string;
  payType: BoardInput['payType'];
  payAmount: string;
};

/** The pay typed, or null when left empty. */
const amountOf = (values: WizardValues) =>
  values.payAmount.trim() === '' ? null : Number(values.payAmount);

/** A job's pay as one figure: its amount, else the middle of its range. */
function payOf(job: OpenJob): number | null {
  if (job.salaryAmount !== null) return job.salaryAmount;
  if (job.salaryMin !== null && job.salaryMax !== null) return (job.salaryMin + job.salaryMax) / 2;
  return job.salaryMin ?? job.salaryMax;
}

/** The wizard's checks, in its own words. */
function check(values: WizardValues) {
  const amount = amountOf(values);
  return {
    role: values.role.trim() ? undefined : T.roleRequired,
    city: values.city.trim() ? undefined : T.cityRequired,
    payAmount: amount === null || amount > 0 ? undefined : T.payInvalid,
  };
}

/** /job-board-wizard: where to advertise a role, from its title, city and pay. */
export default function JobBoardWizard() {
  const jobs = useCompanyJobs();
  const form = useContractForm<WizardValues>(null, {
    defaultValues: { jobId: '', role: '', city: '', payType: 'hourly', payAmount: '' },
    checks: check,
  });
  const jobId = useContractField(form, 'jobId');
  const role = useContractField(form, 'role');
  const city = useContractField(form, 'city');
  const payType = useContractField(form, 'payType');
  const payAmount = useContractField(form, 'payAmount');
  const [results, setResults] = useState<BoardRecommendation[] | null>(null);

  // Picking a job fills the form from it (and clears what was said about the fields).
  const pickJob = (id: string) => {
    const job = jobs.data?.items.find((j) => j.id === id);
    if (!job) return jobId.onChange(id);
    const pay = payOf(job);
    form.reset({
      jobId: id,
      role: job.title,
      city: job.venue.city,
      payType: job.salaryType ?? 'hourly',
      payAmount: pay === null ? '' : String(pay),
    });
  };

  const { onSubmit } = useFormSubmit(form, (values: WizardValues) =>
    setResults(
      recommendBoards({
        role: values.role,
        city: values.city,
        payType: values.payType,
        payAmount: amountOf(values),
      }),
    ),
  );

  return (
    <PageContainer title={T.title} subtitle={T.subtitle} maxWidth={960}>
      <Section title="The role" id="wizard-form">
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {T.intro}
        </Typography>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            {jobs.isError && <Alert severity="warning">{jobs.error.message}</Alert>}
            {(jobs.data?.items.length ?? 0) > 0 && (
              <TextField
                id="wizard-job"
                select
                label={T.fromJob}
                {...textFieldProps(jobId)}
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
              <TextField id="wizard-role" label={T.role} {...textFieldProps(role)} fullWidth />
              <TextField id="wizard-city" label={T.city} {...textFieldProps(city)} fullWidth />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                id="wizard-payType"
                select
                label={T.payType}
                {...textFieldProps(payType)}
                sx={{ minWidth: 160 }}
              >
                <MenuItem value="hourly">{T.hourly}</MenuItem>
                <MenuItem value="yearly">{T.yearly}</MenuItem>
              </TextField>
              <TextField
                id="wizard-payAmount"
                label={T.payAmount}
                type="number"
                {...textFieldProps(payAmount)}
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
