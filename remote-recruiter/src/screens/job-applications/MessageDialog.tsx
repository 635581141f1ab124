import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useStartConversation } from '../../api/conversations';
import { messageOf } from '../../kit/errors';
import { COMMON } from '../../texts';
import { MESSAGE_DIALOG } from '../../texts-board';

/** The conversation's page in the recruiter's messages. */
export const conversationPath = (conversationId: string) =>
  `/talent-pool/messages/${conversationId}`;

/**
 * The first message to an applicant who has no conversation with the company yet; sending it
 * starts the conversation and opens it (an applicant may be messaged even outside the pool).
 */
export function MessageDialog({
  candidate,
  onClose,
}: {
  candidate: { id: string; name: string };
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useStartConversation({
    onSuccess: (started) => {
      if (started) navigate(conversationPath(started.conversation.id));
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="message-dialog-title">
      <DialogTitle id="message-dialog-title">{MESSAGE_DIALOG.title(candidate.name)}</DialogTitle>
      <DialogContent>
        {start.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {messageOf(start.error)}
          </Alert>
        )}
        <TextField
          id="message-body"
          label={MESSAGE_DIALOG.body}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error}
          multiline
          minRows={4}
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{COMMON.cancel}</Button>
        <Button
          variant="contained"
          disabled={start.isPending}
          onClick={() => {
            if (!body.trim()) return setError(MESSAGE_DIALOG.required);
            start.mutate({ candidateId: candidate.id, body: body.trim() });
          }}
        >
          {MESSAGE_DIALOG.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
