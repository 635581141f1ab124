import { StartConversationBodySchema } from 'shared-kernel/contract';
import { useContractForm } from 'shared-kernel/forms';

type FirstMessageValues = { body: string; jobId: string };

/**
 * The first message to a candidate, which starts a conversation (POST /api/conversations, whose
 * schema checks what is sent): required, in the dialog's words; the job it is about is optional.
 */
export function useFirstMessageForm({
  candidateId,
  initialBody = '',
  requiredMessage,
}: {
  candidateId: string;
  initialBody?: string;
  requiredMessage: string;
}) {
  return useContractForm<typeof StartConversationBodySchema, FirstMessageValues>(
    StartConversationBodySchema,
    {
      defaultValues: { body: initialBody, jobId: '' },
      checks: (values) => ({ body: values.body.trim() ? undefined : requiredMessage }),
      toBody: (values) => ({
        candidateId,
        body: values.body.trim(),
        ...(values.jobId ? { jobId: values.jobId } : {}),
      }),
    },
  );
}
