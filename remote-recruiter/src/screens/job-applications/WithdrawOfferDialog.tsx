import { WITHDRAW_OFFER } from '../../texts-board';
import { MessageConfirmDialog } from '../../kit/MessageConfirmDialog';

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
  return (
    <MessageConfirmDialog
      title={WITHDRAW_OFFER.title}
      body={WITHDRAW_OFFER.body}
      confirmLabel={WITHDRAW_OFFER.action}
      id="withdraw-offer-message"
      label={WITHDRAW_OFFER.message}
      initialMessage={WITHDRAW_OFFER.defaultMessage}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
