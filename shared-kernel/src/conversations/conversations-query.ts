// Conversations between a company and a candidate (routes.conversations), one read for both
// sides: the API answers the signed-in user's own (a candidate's, or their company's). The lists,
// the threads, sending a reply and the live events that bring the other side's messages; starting
// a conversation (the company's) stays with remote-recruiter. Shapes:
// shared-kernel/src/contract/conversations.ts.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api/client';
import type { MutationConfig } from '../api/query-client';
import { routes } from '../contract/addresses';
import { isLiveCatchUp, useLiveEvents, type LiveEvent } from 'shared-kernel/runtime';
import { conversationKeys } from '../query-keys';

/** The newest conversations, and the newest messages of one, read a page of this many. */
export const CONVERSATION_PAGE_SIZE = 50;

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: conversationKeys.list(),
    queryFn: () => api(routes.conversations.list, { query: { pageSize: CONVERSATION_PAGE_SIZE } }),
  });

/** The newest messages, oldest first; reading them marks the conversation read. */
export const messagesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: conversationKeys.messages(conversationId),
    queryFn: () =>
      api(routes.conversations.messages, {
        params: { id: conversationId },
        query: { pageSize: CONVERSATION_PAGE_SIZE },
      }),
    enabled: Boolean(conversationId),
  });

/** A live event about messages (spec: names with chat, message or talent), or a catch-up. */
export const isMessageEvent = (type: string) =>
  /chat|message|talent/i.test(type) || isLiveCatchUp(type);

/** Whether a message event is about this conversation (one without a link may be about any). */
const isAbout = (conversationId: string, event: LiveEvent) =>
  !event.href || event.href.endsWith(`/talent-pool/messages/${conversationId}`);

/** The conversations; a message event reads them again (no polling). */
export function useConversations() {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (isMessageEvent(event.type))
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list() });
  });
  return useQuery(conversationsQueryOptions());
}

/**
 * One conversation's messages; a message event about it reads them again (no polling), and marks
 * the list stale (its unread count and last message), read again when next shown.
 */
export function useMessages(conversationId: string) {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (!isMessageEvent(event.type) || !isAbout(conversationId, event)) return;
    void queryClient.invalidateQueries({ queryKey: conversationKeys.messages(conversationId) });
    void queryClient.invalidateQueries({
      queryKey: conversationKeys.list(),
      refetchType: 'none',
    });
  });
  return useQuery(messagesQueryOptions(conversationId));
}

export const sendMessage = ({ conversationId, body }: { conversationId: string; body: string }) =>
  api(routes.conversations.send, { params: { id: conversationId }, body: { body } });

/** Sends a reply; the conversations and their threads read again before the screen's onSuccess. */
export function useSendMessage({ onSuccess, ...config }: MutationConfig<typeof sendMessage> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: sendMessage,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: conversationKeys.all });
      return onSuccess?.(...args);
    },
  });
}
