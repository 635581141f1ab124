import type { FormEvent } from 'react';
import { Link as RRLink, useLocation, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { PageContainer, toast } from 'shared-kernel';
import { useCreateJob, useJobVenues } from '../../api/jobs';
import { JOB_FORM } from '../../texts';
import { QueryView } from 'shared-kernel/ui';
import { EMPTY_JOB_FORM, type JobDraft } from './job-form-model';
import { JobFormAlert } from './JobFormAlert';
import { JobFormFields } from './JobFormFields';
import { useJobForm } from './useJobForm';

export default function PostJob() {
  const location = useLocation();
  const draft = (location.state as { draft?: JobDraft } | null)?.draft;
  const venues = useJobVenues();
  const jobForm = useJobForm({ ...EMPTY_JOB_FORM, ...draft });
  const navigate = useNavigate();
  const create = useCreateJob();

  const submit = (status: 'draft' | 'open') => async (event?: FormEvent) => {
    const job = await jobForm.save((input) => create.mutateAsync({ ...input, status }), event);
    if (!job) return;
    toast({
      title: status === 'open' ? JOB_FORM.published : JOB_FORM.draftSaved,
      description: job.title,
    });
    navigate(status === 'open' ? `/job-applications/${job.id}` : `/edit-job/${job.id}`);
  };

  return (
    <PageContainer
      title={JOB_FORM.postTitle}
      subtitle={JOB_FORM.postSubtitle}
      maxWidth={860}
      actions={
        <Button component={RRLink} to="/ai-job-generator" startIcon={<AutoAwesomeIcon />}>
          {JOB_FORM.generator}
        </Button>
      }
    >
      <QueryView query={venues}>
        {(list) =>
          list.length === 0 ? (
            <Alert
              severity="info"
              action={
                <Button component={RRLink} to="/company-management" color="inherit" size="small">
                  {JOB_FORM.manageVenues}
                </Button>
              }
            >
              {JOB_FORM.noVenues}
            </Alert>
          ) : (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Box component="form" noValidate onSubmit={submit('open')}>
                <Stack spacing={2.5}>
                  <JobFormAlert alert={jobForm.alert} />
                  <JobFormFields form={jobForm.form} venues={list} />
                  <Stack
                    direction="row"
                    spacing={1.5}
                    sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}
                  >
                    <Button
                      variant="outlined"
                      disabled={jobForm.pending}
                      onClick={() => void submit('draft')()}
                    >
                      {JOB_FORM.saveDraft}
                    </Button>
                    <Button type="submit" variant="contained" disabled={jobForm.pending}>
                      {JOB_FORM.publish}
                    </Button>
                  </Stack>
                </Stack>
              </Box>
            </Paper>
          )
        }
      </QueryView>
    </PageContainer>
  );
}
