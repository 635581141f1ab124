import { useQuery } from '@tanstack/react-query';
import { apiGet, apiWrite } from 'shared-kernel';
import type { Page } from './applications';

export interface Message {
  id: string;
  senderId: string | null;
  fromCandidate: boolean;
  body: string;
  createdAt: string;
}

export interface Conversation {
  id: string;
  candidateId: string;
  candidateName: string;
  lastMessageAt: string | null;
  unreadCount: number;
}

export const CONVERSATIONS_KEY = ['recruiter', 'conversations'] as const;
export const messagesKey = (conversationId: string) =>
  ['recruiter', 'messages', conversationId] as const;

/** The company's conversations (the newest 50). */
export const fetchConversations = () =>
  apiGet<Page<Conversation>>('/api/conversations?pageSize=50');

export function useConversations() {
  return useQuery({ queryKey: CONVERSATIONS_KEY, queryFn: fetchConversations });
}

/** The newest 50 messages, oldest first. */
export const fetchMessages = (conversationId: string) =>
  apiGet<Page<Message>>(`/api/conversations/${conversationId}/messages?pageSize=50`);

export function useMessages(conversationId: string | null) {
  return useQuery({
    queryKey: messagesKey(conversationId ?? ''),
    queryFn: () => fetchMessages(conversationId ?? ''),
    enabled: Boolean(conversationId),
  });
}

/** Starts (or continues) the conversation with a candidate with a first message. */
export const startConversation = (candidateId: string, body: string) =>
  apiWrite<{ conversation: Conversation; message: Message }>('POST', '/api/conversations', {
    candidateId,
    body,
  });

export const sendMessage = (conversationId: string, body: string) =>
  apiWrite<Message>('POST', `/api/conversations/${conversationId}/messages`, { body });
