import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  conversationKeys,
  isLiveCatchUp,
  useLiveEvents,
  type MutationConfig,
  routes,
} from 'shared-kernel';
import type { StartConversationBody } from 'shared-kernel/contract';

// Messages between the company and a candidate (routes.conversations).
// Shapes: shared-kernel/src/contract/conversations.ts.

export type { Conversation, Message } from 'shared-kernel/contract';
export { MESSAGE_MAX_LENGTH } from 'shared-kernel/contract';

/** The company's conversations (the newest 50). */
export const fetchConversations = () => api(routes.conversations.list, { query: { pageSize: 50 } });

/** The newest 50 messages, oldest first; reading marks the conversation read. */
export const fetchMessages = (conversationId: string) =>
  api(routes.conversations.messages, { params: { id: conversationId }, query: { pageSize: 50 } });

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: conversationKeys.list(), queryFn: fetchConversations });

export const messagesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: conversationKeys.messages(conversationId),
    queryFn: () => fetchMessages(conversationId),
    enabled: Boolean(conversationId),
  });

export const useConversations = () => useQuery(conversationsQueryOptions());
export const useMessages = (conversationId: string) =>
  useQuery(messagesQueryOptions(conversationId));

/** Starts (or continues) the conversation with a candidate with a first message. */
export const startConversation = (input: StartConversationBody) =>
  api(routes.conversations.start, { body: input });

export const sendMessage = ({ conversationId, body }: { conversationId: string; body: string }) =>
  api(routes.conversations.send, { params: { id: conversationId }, body: { body } });

/** Every write: the conversations and their threads read again. */
function useInvalidateConversations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: conversationKeys.all });
}

export function useStartConversation({
  onSuccess,
  ...config
}: MutationConfig<typeof startConversation> = {}) {
  const invalidate = useInvalidateConversations();
  return useMutation({
    ...config,
    mutationFn: startConversation,
    onSuccess: async (...args) => {
      await invalidate();
      return onSuccess?.(...args);
    },
  });
}

export function useSendMessage({ onSuccess, ...config }: MutationConfig<typeof sendMessage> = {}) {
  const invalidate = useInvalidateConversations();
  return useMutation({
    ...config,
    mutationFn: sendMessage,
    onSuccess: async (...args) => {
      await invalidate();
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

/** The conversations and open threads read again on a live message event. */
export function useConversationsLiveRefresh() {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (/message|chat|talent/.test(event.type) || isLiveCatchUp(event.type))
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
  });
}
