import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { conversationRoutes as schemas } from 'shared-kernel/contract';
import { requireRecruiter } from '../access/roles.js';
import { requireUser, signedInUser } from '../auth/sessions.js';
import { publishAll } from '../notifications/notify.js';
import {
  listConversations,
  readMessages,
  sendMessage,
  startConversation,
} from './conversations.js';

/** Messaging between a recruiter's company and a candidate (`/api/conversations…`). */
export const conversationRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/conversations.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/conversations',
    { onRequest: requireRecruiter, schema: schemas.start },
    async (request, reply) => {
      const { events, created, ...result } = await startConversation(
        app.db,
        signedInUser(request),
        request.body,
      );
      await publishAll(app, events);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.get('/conversations', { onRequest: requireUser, schema: schemas.list }, async (request) =>
    listConversations(app.db, signedInUser(request), request.query),
  );

  app.get(
    '/conversations/:id/messages',
    { onRequest: requireUser, schema: schemas.messages },
    async (request) =>
      readMessages(app.db, signedInUser(request), request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/messages',
    { onRequest: requireUser, schema: schemas.send },
    async (request, reply) => {
      const { message, events } = await sendMessage(
        app.db,
        signedInUser(request),
        request.params.id,
        request.body.body,
      );
      await publishAll(app, events);
      return reply.status(201).send(message);
    },
  );
};
