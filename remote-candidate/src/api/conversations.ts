import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  conversationKeys,
  isLiveCatchUp,
  useLiveEvents,
  type MutationConfig,
  routes,
} from 'shared-kernel';
import type { Conversation, ConversationPage, Message, MessagePage } from 'shared-kernel/contract';

// The candidate's conversations with employers (talent pool messages).

export type { Conversation, ConversationPage, Message, MessagePage };

export const getConversations = () => api(routes.conversations.list, { query: { pageSize: 50 } });

/** The latest 50 messages, oldest first. */
export const getMessages = (id: string) =>
  api(routes.conversations.messages, { params: { id }, query: { pageSize: 50 } });

export const sendMessage = ({ id, body }: { id: string; body: string }) =>
  api(routes.conversations.send, { params: { id }, body: { body } });

/** Live events about messages (the host publishes them; spec: names with chat, message, talent). */
export const isMessageEvent = (type: string) =>
  /chat|message|talent/i.test(type) || isLiveCatchUp(type);

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: conversationKeys.list(), queryFn: getConversations });

export const messagesQueryOptions = (id: string) =>
  queryOptions({ queryKey: conversationKeys.messages(id), queryFn: () => getMessages(id) });

/**
 * Reads the conversations again when a message event arrives; with `only`, only for events
 * about that conversation (an event without a link counts for every one).
 */
function useRefetchOnMessageEvents(only?: string) {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (!isMessageEvent(event.type)) return;
    if (only && event.href && !event.href.endsWith(`/talent-pool/messages/${only}`)) return;
    void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
  });
}

export function useConversations() {
  useRefetchOnMessageEvents();
  return useQuery(conversationsQueryOptions());
}

/** One conversation's messages; a message from the employer arrives live (no polling). */
export function useMessages(id: string) {
  useRefetchOnMessageEvents(id);
  return useQuery(messagesQueryOptions(id));
}

export function useSendMessage({ onSuccess, ...config }: MutationConfig<typeof sendMessage> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: sendMessage,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
      return onSuccess?.(...args);
    },
  });
}
