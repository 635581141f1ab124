import Button from '@mui/material/Button';
import { useContractField, useContractForm, useFormSubmit } from 'shared-kernel/forms';
import { ConfirmDialog } from 'shared-kernel/ui';
import { MessageField } from './MessageField';

type MessageValues = { message: string };

/**
 * A confirmation that sends a message to the candidate (a rejection, a withdrawn offer): the
 * message starts from `initialMessage`; `requiredMessage` makes it required, said under it.
 * The caller sends the trimmed message.
 */
export function MessageConfirmDialog({
  title,
  body,
  confirmLabel,
  id,
  label,
  initialMessage,
  requiredMessage,
  restoreLabel,
  minRows,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  /** The message field's id. */
  id: string;
  label: string;
  initialMessage: string;
  requiredMessage?: string;
  /** A button that puts `initialMessage` back, when the dialog offers one. */
  restoreLabel?: string;
  minRows?: number;
  pending: boolean;
  onConfirm: (message: string) => void;
  onClose: () => void;
}) {
  const form = useContractForm<MessageValues>(null, {
    defaultValues: { message: initialMessage },
    checks: (values) => ({
      message: requiredMessage && !values.message.trim() ? requiredMessage : undefined,
    }),
  });
  const message = useContractField(form, 'message');
  const { onSubmit } = useFormSubmit(form, (values: MessageValues) =>
    onConfirm(values.message.trim()),
  );
  return (
    <ConfirmDialog
      open
      title={title}
      body={body}
      confirmLabel={confirmLabel}
      pending={pending}
      onConfirm={onSubmit}
      onClose={onClose}
    >
      <MessageField
        id={id}
        label={label}
        field={message}
        maxLength={2000}
        minRows={minRows}
        required={Boolean(requiredMessage)}
      />
      {restoreLabel && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => message.onChange(initialMessage)}>
          {restoreLabel}
        </Button>
      )}
    </ConfirmDialog>
  );
}
