import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { toast } from 'shared-kernel';
import { MESSAGE_MAX_LENGTH } from 'shared-kernel/contract';
import { textFieldProps, useContractField, useFormSubmit } from 'shared-kernel/forms';
import { useInviteBack, type PastPerson } from '../../api/past-people';
import { useOpenJobs } from '../../api/venues';
import { MessageField } from '../../kit/MessageField';
import { COMMON } from '../../texts';
import { PAST_PEOPLE_TEXTS as T } from '../../texts-company';
import { FormDialog } from '../../kit/FormDialog';
import { useFirstMessageForm } from '../../kit/useFirstMessageForm';

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
  const form = useFirstMessageForm({
    candidateId: person.candidateId,
    initialBody: T.defaultMessage(person.name, companyName),
    requiredMessage: T.messageRequired,
  });
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
    <FormDialog
      titleId="invite-title"
      title={T.inviteTitle(person.name)}
      alert={alert}
      submitLabel={T.send}
      submitting={send.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField id="invite-job" select label={T.job} {...textFieldProps(jobId)}>
        <MenuItem value="">{T.anyJob}</MenuItem>
        {(jobs.data?.items ?? []).map((job) => (
          <MenuItem key={job.id} value={job.id}>
            {job.title} · {job.venue.name}
          </MenuItem>
        ))}
      </TextField>
      <MessageField
        id="invite-body"
        label={T.message}
        field={body}
        maxLength={MESSAGE_MAX_LENGTH}
        minRows={4}
      />
    </FormDialog>
  );
}
