import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireRecruiter } from '../access/index.js';
import { requireUser, signedInUser } from '../auth/index.js';
import { publishAll } from '../notifications/index.js';
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

  app.route({
    ...fromContract(app, routes.conversations.start),
    onRequest: requireRecruiter,
    handler: async (request, reply) => {
      const { events, created, ...result } = await startConversation(
        app.db,
        signedInUser(request),
        request.body,
      );
      await publishAll(app, events);
      return reply.status(created ? 201 : 200).send(result);
    },
  });

  app.route({
    ...fromContract(app, routes.conversations.list),
    onRequest: requireUser,
    handler: async (request) => listConversations(app.db, signedInUser(request), request.query),
  });

  app.route({
    ...fromContract(app, routes.conversations.messages),
    onRequest: requireUser,
    handler: async (request) =>
      readMessages(app.db, signedInUser(request), request.params.id, request.query),
  });

  app.route({
    ...fromContract(app, routes.conversations.send),
    onRequest: requireUser,
    handler: async (request, reply) => {
      const { message, events } = await sendMessage(
        app.db,
        signedInUser(request),
        request.params.id,
        request.body.body,
      );
      await publishAll(app, events);
      return reply.status(201).send(message);
    },
  });
};
