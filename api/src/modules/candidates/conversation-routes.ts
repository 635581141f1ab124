import type { FastifyPluginAsync } from 'fastify';
import { requireRecruiter } from '../access/roles.js';
import { requireUser, signedInUser } from '../auth/sessions.js';
import { publishAll } from '../notifications/notify.js';
import {
  listConversations,
  MESSAGE_MAX_LENGTH,
  readMessages,
  sendMessage,
  startConversation,
} from './conversations.js';
import { objectSchema, pageQuery, uuidParams, type Page } from './schemas.js';

const messageBody = { type: 'string', minLength: 1, maxLength: MESSAGE_MAX_LENGTH, pattern: '\\S' };
const pageOnly = objectSchema({ ...pageQuery });

/** Messaging between a recruiter's company and a candidate (`/api/conversations…`). */
export const conversationRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { candidateId: string; body: string; jobId?: string } }>(
    '/conversations',
    {
      onRequest: requireRecruiter,
      schema: {
        body: objectSchema(
          {
            candidateId: { type: 'string', format: 'uuid' },
            jobId: { type: 'string', format: 'uuid' },
            body: messageBody,
          },
          ['candidateId', 'body'],
        ),
      },
    },
    async (request, reply) => {
      const { events, created, ...result } = await startConversation(
        app.db,
        signedInUser(request),
        request.body,
      );
      await publishAll(app, events);
      reply.status(created ? 201 : 200);
      return result;
    },
  );

  app.get<{ Querystring: Page }>(
    '/conversations',
    { onRequest: requireUser, schema: { querystring: pageOnly } },
    async (request) => listConversations(app.db, signedInUser(request), request.query),
  );

  app.get<{ Params: { id: string }; Querystring: Page }>(
    '/conversations/:id/messages',
    { onRequest: requireUser, schema: { params: uuidParams, querystring: pageOnly } },
    async (request) =>
      readMessages(app.db, signedInUser(request), request.params.id, request.query),
  );

  app.post<{ Params: { id: string }; Body: { body: string } }>(
    '/conversations/:id/messages',
    {
      onRequest: requireUser,
      schema: { params: uuidParams, body: objectSchema({ body: messageBody }, ['body']) },
    },
    async (request, reply) => {
      const { message, events } = await sendMessage(
        app.db,
        signedInUser(request),
        request.params.id,
        request.body.body,
      );
      await publishAll(app, events);
      reply.status(201);
      return message;
    },
  );
};
