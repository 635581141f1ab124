// Conversations between a company and a candidate: the same resource on both sides.

export const conversationKeys = {
  all: ['conversations'] as const,
  list: () => [...conversationKeys.all, 'list'] as const,
  allMessages: () => [...conversationKeys.all, 'messages'] as const,
  messages: (conversationId: string) =>
    [...conversationKeys.allMessages(), conversationId] as const,
};
