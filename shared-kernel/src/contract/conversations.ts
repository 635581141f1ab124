// Messages between a recruiter's company and a candidate (/api/conversations…).
import { Type, type Static } from 'typebox';
import {
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  nullable,
  pageOf,
  PageQuerySchema,
  UuidSchema,
  WRITE_ERRORS,
} from './common.js';
import { defineRoute } from './route.js';

export const MESSAGE_MAX_LENGTH = 5000;

export const MessageSchema = Type.Object({
  id: UuidSchema,
  senderId: nullable(UuidSchema),
  fromCandidate: Type.Boolean(),
  body: Type.String(),
  createdAt: DateTimeSchema,
});
export type Message = Static<typeof MessageSchema>;

export const ConversationSchema = Type.Object({
  id: UuidSchema,
  companyId: UuidSchema,
  companyName: Type.String(),
  candidateId: UuidSchema,
  /** A recruiter sees the candidate's last initial only. */
  candidateName: Type.String(),
  jobId: nullable(UuidSchema),
  lastMessageAt: nullable(DateTimeSchema),
  createdAt: DateTimeSchema,
  unreadCount: Type.Integer({ minimum: 0 }),
  lastMessage: nullable(MessageSchema),
});
export type Conversation = Static<typeof ConversationSchema>;

export const ConversationPageSchema = pageOf(ConversationSchema);
export type ConversationPage = Static<typeof ConversationPageSchema>;

/** One page of a thread (oldest to newest within the page), with the conversation, now read. */
export const MessagePageSchema = Type.Object({
  ...pageOf(MessageSchema).properties,
  conversation: ConversationSchema,
});
export type MessagePage = Static<typeof MessagePageSchema>;

const messageText = Type.String({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH, pattern: '\\S' });

export const StartConversationBodySchema = Type.Object(
  { candidateId: UuidSchema, jobId: Type.Optional(UuidSchema), body: messageText },
  { additionalProperties: false },
);
export type StartConversationBody = Static<typeof StartConversationBodySchema>;
export const StartedConversationSchema = Type.Object({
  conversation: ConversationSchema,
  message: MessageSchema,
});
export type StartedConversation = Static<typeof StartedConversationSchema>;

export const SendMessageBodySchema = Type.Object(
  { body: messageText },
  { additionalProperties: false },
);
export type SendMessageBody = Static<typeof SendMessageBodySchema>;

export const conversationRoutes = {
  /** Recruiters: 201 a new conversation, 200 the existing one. */
  start: defineRoute('POST', '/api/conversations', {
    body: StartConversationBodySchema,
    response: {
      200: StartedConversationSchema,
      201: StartedConversationSchema,
      ...errorResponses(...WRITE_ERRORS, 404),
    },
  }),
  /** The user's own (candidate) or their company's. */
  list: defineRoute('GET', '/api/conversations', {
    querystring: PageQuerySchema,
    response: { 200: ConversationPageSchema, ...errorResponses(400, 401, 404) },
  }),
  /** Marks the conversation read. */
  messages: defineRoute('GET', '/api/conversations/:id/messages', {
    params: IdParamsSchema,
    querystring: PageQuerySchema,
    response: { 200: MessagePageSchema, ...errorResponses(400, 401, 404) },
  }),
  send: defineRoute('POST', '/api/conversations/:id/messages', {
    params: IdParamsSchema,
    body: SendMessageBodySchema,
    response: { 201: MessageSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
};
