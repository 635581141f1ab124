import { apiGet, apiWrite } from 'shared-kernel';

export interface Message {
  id: string;
  senderId: string | null;
  fromCandidate: boolean;
  body: string;
  createdAt: string;
}

export interface Conversation {
  id: string;
  companyId: string;
  companyName: string;
  candidateId: string;
  candidateName: string;
  jobId: string | null;
  lastMessageAt: string | null;
  createdAt: string;
  unreadCount: number;
  lastMessage: Message | null;
}

export interface ConversationPage {
  items: Conversation[];
  total: number;
}

export interface MessagePage {
  conversation: Conversation;
  items: Message[];
  total: number;
}

export const CONVERSATIONS_KEY = ['conversations'] as const;
export const messagesKey = (id: string) => ['conversations', id, 'messages'] as const;

export const getConversations = () => apiGet<ConversationPage>('/api/conversations?pageSize=50');

/** The latest 50 messages, oldest first. */
export const getMessages = (id: string) =>
  apiGet<MessagePage>(`/api/conversations/${encodeURIComponent(id)}/messages?pageSize=50`);

export const sendMessage = (id: string, body: string) =>
  apiWrite<Message>('POST', `/api/conversations/${encodeURIComponent(id)}/messages`, { body });

/** Live events about messages (the host publishes them; spec: names with chat, message, talent). */
export const isMessageEvent = (type: string) => /chat|message|talent/i.test(type);
