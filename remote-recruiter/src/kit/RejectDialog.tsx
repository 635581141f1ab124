import { REJECT } from '../texts-board';
import { MessageConfirmDialog } from './MessageConfirmDialog';

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
  return (
    <MessageConfirmDialog
      title={REJECT.title(count)}
      body={REJECT.body}
      confirmLabel={REJECT.confirm}
      id="reject-message"
      label={REJECT.message}
      initialMessage={REJECT.template(jobTitle)}
      requiredMessage={REJECT.required}
      restoreLabel={REJECT.useTemplate}
      minRows={4}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
