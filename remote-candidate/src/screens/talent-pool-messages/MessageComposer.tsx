import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { useSendMessage } from 'shared-kernel';
import { SendMessageBodySchema } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { MESSAGES } from '../../texts';

/**
 * The reply box of a conversation (shared-kernel/forms over SendMessageBodySchema): a blank
 * message is named under the field; a sent one empties it; a failed send keeps what was typed.
 */
export function MessageComposer({ conversationId }: { conversationId: string }) {
  const send = useSendMessage();
  const form = useContractForm(SendMessageBodySchema, {
    defaultValues: { body: '' },
    checks: ({ body }) => ({ body: body.trim() ? undefined : MESSAGES.required }),
    toBody: ({ body }) => ({ body: body.trim() }),
  });
  const message = useContractField(form, 'body');
  const { alert, onSubmit } = useFormSubmit(form, ({ body }, fail) =>
    send.mutate(
      { conversationId, body },
      { onSuccess: () => form.reset({ body: '' }), onError: fail },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 3 }}>
      {alert && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {MESSAGES.sendFailed}: {alert}
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          id="message-body"
          label={MESSAGES.message}
          multiline
          minRows={2}
          maxRows={8}
          fullWidth
          {...textFieldProps(message)}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={send.isPending}
          sx={{ flexShrink: 0, minHeight: 56 }}
        >
          {MESSAGES.send}
        </Button>
      </Stack>
    </Box>
  );
}
