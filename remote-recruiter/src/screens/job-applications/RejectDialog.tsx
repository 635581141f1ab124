import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ConfirmDialog } from 'shared-kernel/ui';
import { REJECT } from '../../texts-board';

/**
 * Rejects one or more applications with a message to each candidate: required, and it starts
 * from the template (REJECT.template), which the recruiter edits or restores.
 */
export function RejectDialog({
  count,
  jobTitle,
  pending,
  onConfirm,
  onClose,
}: {
  count: number;
  jobTitle: string;
  pending: boolean;
  onConfirm: (message: string) => void;
  onClose: () => void;
}) {
  const [message, setMessage] = useState(() => REJECT.template(jobTitle));
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open
      title={REJECT.title(count)}
      body={REJECT.body}
      confirmLabel={REJECT.confirm}
      pending={pending}
      onConfirm={() => {
        if (!message.trim()) {
          setError(REJECT.required);
          document.getElementById('reject-message')?.focus();
          return;
        }
        onConfirm(message.trim());
      }}
      onClose={onClose}
    >
      <TextField
        id="reject-message"
        label={REJECT.message}
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          setError(null);
        }}
        required
        error={Boolean(error)}
        helperText={error}
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button size="small" sx={{ mt: 1 }} onClick={() => setMessage(REJECT.template(jobTitle))}>
        {REJECT.useTemplate}
      </Button>
    </ConfirmDialog>
  );
}
