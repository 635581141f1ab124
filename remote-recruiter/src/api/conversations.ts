import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, conversationKeys, type MutationConfig, routes } from 'shared-kernel';
import type { StartConversationBody } from 'shared-kernel/contract';

// Messages between the company and a candidate (routes.conversations). The lists, the threads
// and replies are read and sent as the candidate's are: shared-kernel's useConversations,
// useMessages and useSendMessage (shared-kernel/src/conversations/). Here: what only the company
// does. Shapes: shared-kernel/src/contract/conversations.ts.

export type { Conversation, Message } from 'shared-kernel/contract';
export { MESSAGE_MAX_LENGTH } from 'shared-kernel/contract';

/** Starts (or continues) the conversation with a candidate with a first message. */
export const startConversation = (input: StartConversationBody) =>
  api(routes.conversations.start, { body: input });

/** Starts one; the conversations and their threads read again before the screen's onSuccess. */
export function useStartConversation({
  onSuccess,
  ...config
}: MutationConfig<typeof startConversation> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: startConversation,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: conversationKeys.all });
      return onSuccess?.(...args);
    },
  });
}

/** The list reads again (a thread was read, so its unread count is gone). */
export function useRefreshConversations() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: conversationKeys.list() }),
    [queryClient],
  );
}
