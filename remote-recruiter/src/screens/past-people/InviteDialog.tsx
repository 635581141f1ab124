import { useState, type FormEvent } from 'react';
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
import { useInviteBack, type PastPerson } from '../../api/past-people';
import { useOpenJobs } from '../../api/venues';
import { saveErrorFrom } from '../../company-kit/form';
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
  const [body, setBody] = useState(T.defaultMessage(person.name, companyName));
  const [jobId, setJobId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const send = useInviteBack({
    onSuccess: () => {
      toast({ title: T.sent, description: person.name });
      onSent();
    },
    onError: (e) => {
      const shown = saveErrorFrom(e, ['body'] as const);
      if ('field' in shown) setError(shown.message);
      else setAlert(shown.alert);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(T.messageRequired);
      document.getElementById('invite-body')?.focus();
      return;
    }
    setAlert(null);
    send.mutate({
      candidateId: person.candidateId,
      body: body.trim(),
      ...(jobId ? { jobId } : {}),
    });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="invite-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="invite-title">{T.inviteTitle(person.name)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {alert && <Alert severity="error">{alert}</Alert>}
            <TextField
              id="invite-job"
              select
              label={T.job}
              value={jobId}
              onChange={(e) => setJobId(e.target.value)}
            >
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
              value={body}
              onChange={(e) => {
                setBody(e.target.value);
                setError(undefined);
              }}
              error={Boolean(error)}
              helperText={error}
              multiline
              minRows={4}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
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
