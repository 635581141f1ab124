import { useState, type FormEvent } from 'react';
import { Link as RRLink, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { PageContainer, toast } from 'shared-kernel';
import {
  closeJob,
  managedJobKey,
  publishJob,
  updateJob,
  useJobVenues,
  useManagedJob,
  type ManagedJob,
} from '../../api/jobs';
import { JOB_FORM, JOB_STATUS_LABEL } from '../../texts';
import { ConfirmDialog } from '../parts/ConfirmDialog';
import { QueryState } from '../parts/QueryState';
import { jobInputOf, valuesFromJob, type JobFormValues } from './job-form-model';
import { JobFormAlert } from './JobFormAlert';
import { JobFormFields } from './JobFormFields';
import { useJobSave } from './useJobSave';

function EditForm({ job, venues }: { job: ManagedJob; venues: ManagedJob['venue'][] }) {
  const [values, setValues] = useState<JobFormValues>(() => valuesFromJob(job));
  const [confirmClose, setConfirmClose] = useState(false);
  const save = useJobSave();
  const queryClient = useQueryClient();
  // An archived venue of this job still shows in the list.
  const options = venues.some((v) => v.id === job.venue.id) ? venues : [job.venue, ...venues];

  const change = <K extends keyof JobFormValues>(field: K, value: JobFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    save.clearError(field);
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey: managedJobKey(job.id) });

  const saveChanges = async (event?: FormEvent) => {
    event?.preventDefault();
    const saved = await save.run(values, () => updateJob(job.id, jobInputOf(values)));
    if (saved) {
      toast({ title: JOB_FORM.saved, description: saved.title });
      await refresh();
    }
  };

  const publish = async () => {
    const saved = await save.run(values, async () => {
      await updateJob(job.id, jobInputOf(values));
      return publishJob(job.id);
    });
    if (saved) {
      toast({ title: JOB_FORM.published, description: saved.title });
      await refresh();
    }
  };

  const close = async () => {
    setConfirmClose(false);
    const saved = await save.run(values, () => closeJob(job.id));
    if (saved) {
      toast({ title: JOB_FORM.closed, description: saved.title });
      await refresh();
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="form" noValidate onSubmit={saveChanges}>
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip label={JOB_FORM.status(JOB_STATUS_LABEL[job.status])} />
            <Button component={RRLink} to={`/job-applications/${job.id}`} size="small">
              {JOB_FORM.pipeline}
            </Button>
          </Stack>
          <JobFormAlert alert={save.alert} />
          <JobFormFields values={values} errors={save.errors} venues={options} onChange={change} />
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}
          >
            {job.status !== 'closed' && (
              <Button color="error" disabled={save.pending} onClick={() => setConfirmClose(true)}>
                {JOB_FORM.closeJob}
              </Button>
            )}
            {job.status !== 'open' && (
              <Button variant="outlined" disabled={save.pending} onClick={() => void publish()}>
                {job.status === 'closed' ? JOB_FORM.reopen : JOB_FORM.publish}
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={save.pending}>
              {JOB_FORM.saveChanges}
            </Button>
          </Stack>
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirmClose}
        title={JOB_FORM.closeConfirmTitle}
        body={JOB_FORM.closeConfirmBody}
        confirmLabel={JOB_FORM.closeJob}
        onConfirm={() => void close()}
        onClose={() => setConfirmClose(false)}
      />
    </Paper>
  );
}

export default function EditJob() {
  const { id = '' } = useParams();
  const job = useManagedJob(id);
  const venues = useJobVenues();
  return (
    <PageContainer title={JOB_FORM.editTitle} subtitle={JOB_FORM.editSubtitle} maxWidth={860}>
      <QueryState query={job}>
        {(loaded) => (
          <QueryState query={venues}>
            {(list) => <EditForm key={loaded.id} job={loaded} venues={list} />}
          </QueryState>
        )}
      </QueryState>
    </PageContainer>
  );
}
