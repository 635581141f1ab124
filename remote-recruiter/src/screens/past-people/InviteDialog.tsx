import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toast } from 'shared-kernel';
import { MESSAGE_MAX_LENGTH, StartConversationBodySchema } from 'shared-kernel/contract';
import {
  useContractField,
  useContractForm,
  textFieldProps,
  useFormSubmit,
} from 'shared-kernel/forms';
import { useInviteBack, type PastPerson } from '../../api/past-people';
import { useOpenJobs } from '../../api/venues';
import { COMMON } from '../../texts';
import { PAST_PEOPLE_TEXTS as T } from '../../texts-company';

/** Writes the first message of an invitation back, optionally about one open role. */
export function InviteDialog({
  person,
  companyName,
  onClose,
  onSent,
}: {
  person: PastPerson;
  companyName: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const jobs = useOpenJobs();
  // POST /api/conversations' schema checks what is sent, after the dialog's own check.
  const form = useContractForm<typeof StartConversationBodySchema, { body: string; jobId: string }>(
    StartConversationBodySchema,
    {
      defaultValues: { body: T.defaultMessage(person.name, companyName), jobId: '' },
      checks: (values) => ({ body: values.body.trim() ? undefined : T.messageRequired }),
      toBody: (values) => ({
        candidateId: person.candidateId,
        body: values.body.trim(),
        ...(values.jobId ? { jobId: values.jobId } : {}),
      }),
    },
  );
  const body = useContractField(form, 'body');
  const jobId = useContractField(form, 'jobId');
  const send = useInviteBack({
    onSuccess: () => {
      toast({ title: T.sent, description: person.name });
      onSent();
    },
  });
  const { alert, onSubmit } = useFormSubmit(form, send, { networkMessage: COMMON.networkError });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="invite-title">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="invite-title">{T.inviteTitle(person.name)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert && <Alert severity="error">{alert}</Alert>}
            <TextField id="invite-job" select label={T.job} {...textFieldProps(jobId)}>
              <MenuItem value="">{T.anyJob}</MenuItem>
              {(jobs.data?.items ?? []).map((job) => (
                <MenuItem key={job.id} value={job.id}>
                  {job.title} · {job.venue.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="invite-body"
              label={T.message}
              {...textFieldProps(body)}
              multiline
              minRows={4}
              slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{T.cancel}</Button>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {T.send}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
