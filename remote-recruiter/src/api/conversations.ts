import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiWrite, isLiveCatchUp, useLiveEvents, type MutationConfig } from 'shared-kernel';
import type {
  ConversationPage,
  Message,
  MessagePage,
  StartConversationBody,
  StartedConversation,
} from 'shared-kernel/contract';

// Messages between the company and a candidate: /api/conversations, /api/conversations/:id/messages.
// Shapes: shared-kernel/src/contract/conversations.ts.

export type { Conversation, Message } from 'shared-kernel/contract';
export { MESSAGE_MAX_LENGTH } from 'shared-kernel/contract';

export const conversationKeys = {
  all: ['/api/conversations'] as const,
  list: () => [...conversationKeys.all, 'list'] as const,
  allMessages: () => [...conversationKeys.all, 'messages'] as const,
  messages: (conversationId: string) =>
    [...conversationKeys.allMessages(), conversationId] as const,
};

const need = <T>(value: T | null): T => {
  if (value === null) throw new Error('Not signed in');
  return value;
};

/** The company's conversations (the newest 50). */
export const fetchConversations = async () =>
  need(await apiGet<ConversationPage>('/api/conversations?pageSize=50'));

/** The newest 50 messages, oldest first; reading marks the conversation read. */
export const fetchMessages = async (conversationId: string) =>
  need(
    await apiGet<MessagePage>(
      `/api/conversations/${encodeURIComponent(conversationId)}/messages?pageSize=50`,
    ),
  );

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
export const startConversation = async (input: StartConversationBody) =>
  need(await apiWrite<StartedConversation>('POST', '/api/conversations', input));

export const sendMessage = async ({
  conversationId,
  body,
}: {
  conversationId: string;
  body: string;
}) =>
  need(
    await apiWrite<Message>(
      'POST',
      `/api/conversations/${encodeURIComponent(conversationId)}/messages`,
      { body },
    ),
  );

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
