import { useNavigate } from 'react-router-dom';
import { MESSAGE_MAX_LENGTH } from 'shared-kernel/contract';
import { useContractField, useFormSubmit } from 'shared-kernel/forms';
import { useStartConversation } from '../../api/conversations';
import { FormDialog } from '../../kit/FormDialog';
import { useFirstMessageForm } from '../../kit/useFirstMessageForm';
import { MessageField } from '../../kit/MessageField';
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
  const form = useFirstMessageForm({
    candidateId: candidate.id,
    requiredMessage: MESSAGE_DIALOG.required,
  });
  const body = useContractField(form, 'body');
  const start = useStartConversation({
    onSuccess: (started) => {
      if (started) navigate(conversationPath(started.conversation.id));
    },
  });
  const { alert, onSubmit } = useFormSubmit(form, start, { networkMessage: COMMON.networkError });
  return (
    <FormDialog
      titleId="message-dialog-title"
      title={MESSAGE_DIALOG.title(candidate.name)}
      alert={alert}
      submitLabel={MESSAGE_DIALOG.send}
      submitting={start.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <MessageField
        id="message-body"
        label={MESSAGE_DIALOG.body}
        field={body}
        maxLength={MESSAGE_MAX_LENGTH}
        minRows={4}
      />
    </FormDialog>
  );
}
