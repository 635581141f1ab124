import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { ConfirmDialog } from 'shared-kernel/ui';
import { WITHDRAW_OFFER } from '../../texts-board';

/** Withdraws a pending offer with a message to the candidate (a correction: then a new offer). */
export function WithdrawOfferDialog({
  pending,
  onConfirm,
  onClose,
}: {
  pending: boolean;
  onConfirm: (message: string) => void;
  onClose: () => void;
}) {
  const [message, setMessage] = useState<string>(WITHDRAW_OFFER.defaultMessage);
  return (
    <ConfirmDialog
      open
      title={WITHDRAW_OFFER.title}
      body={WITHDRAW_OFFER.body}
      confirmLabel={WITHDRAW_OFFER.action}
      pending={pending}
      onConfirm={() => onConfirm(message.trim())}
      onClose={onClose}
    >
      <TextField
        id="withdraw-offer-message"
        label={WITHDRAW_OFFER.message}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </ConfirmDialog>
  );
}
