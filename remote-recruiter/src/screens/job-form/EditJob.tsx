import { useState, type FormEvent } from 'react';
import { Link as RRLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { PageContainer, toast } from 'shared-kernel';
import {
  useJobVenues,
  useManagedJob,
  usePublishJob,
  useUpdateJob,
  type ManagedJob,
} from '../../api/jobs';
import { JOB_FORM, JOB_STATUS_LABEL } from '../../texts';
import { QueryView } from 'shared-kernel/ui';
import { CloseJobDialog } from '../job-close/CloseJobDialog';
import { valuesFromJob } from './job-form-model';
import { JobFormAlert } from './JobFormAlert';
import { JobFormFields } from './JobFormFields';
import { useJobForm } from './useJobForm';

function EditForm({ job, venues }: { job: ManagedJob; venues: ManagedJob['venue'][] }) {
  const [confirmClose, setConfirmClose] = useState(false);
  const jobForm = useJobForm(valuesFromJob(job));
  // Each write refreshes the job (and the lists it is on) through the jobs resource's keys.
  const update = useUpdateJob();
  const publishing = usePublishJob();
  // An archived venue of this job still shows in the list.
  const options = venues.some((v) => v.id === job.venue.id) ? venues : [job.venue, ...venues];

  const saveChanges = async (event?: FormEvent) => {
    const saved = await jobForm.save((input) => update.mutateAsync({ id: job.id, input }), event);
    if (!saved) return;
    jobForm.keepQuestionIds(saved);
    toast({ title: JOB_FORM.saved, description: saved.title });
  };

  const publish = async () => {
    const saved = await jobForm.save(async (input) => {
      await update.mutateAsync({ id: job.id, input });
      return publishing.mutateAsync(job.id);
    });
    if (!saved) return;
    jobForm.keepQuestionIds(saved);
    toast({ title: JOB_FORM.published, description: saved.title });
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
          <JobFormAlert alert={jobForm.alert} />
          <JobFormFields form={jobForm.form} venues={options} />
          <Stack
            direction="row"
            spacing={1.5}
            sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}
          >
            {job.status !== 'closed' && (
              <Button
                color="error"
                disabled={jobForm.pending}
                onClick={() => setConfirmClose(true)}
              >
                {JOB_FORM.closeJob}
              </Button>
            )}
            {job.status !== 'open' && (
              <Button variant="outlined" disabled={jobForm.pending} onClick={() => void publish()}>
                {job.status === 'closed' ? JOB_FORM.reopen : JOB_FORM.publish}
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={jobForm.pending}>
              {JOB_FORM.saveChanges}
            </Button>
          </Stack>
        </Stack>
      </Box>
      {/* Closing resolves the job's open applications (nobody is left waiting). */}
      {confirmClose && (
        <CloseJobDialog
          job={job}
          onClose={() => setConfirmClose(false)}
          onClosed={(closed) => {
            setConfirmClose(false);
            toast({ title: JOB_FORM.closed, description: closed.title });
          }}
        />
      )}
    </Paper>
  );
}

export default function EditJob() {
  const { id = '' } = useParams();
  const job = useManagedJob(id);
  const venues = useJobVenues();
  return (
    <PageContainer title={JOB_FORM.editTitle} subtitle={JOB_FORM.editSubtitle} maxWidth={860}>
      <QueryView query={job}>
        {(loaded) => (
          <QueryView query={venues}>
            {(list) => <EditForm key={loaded.id} job={loaded} venues={list} />}
          </QueryView>
        )}
      </QueryView>
    </PageContainer>
  );
}
