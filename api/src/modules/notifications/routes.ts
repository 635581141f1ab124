import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireUser, signedInUser } from '../auth/index.js';
import { clearAll, dismiss, listNotifications, markAllRead, markRead } from './service.js';

/**
 * `/api/notifications`: the signed-in user's own notifications. The request and response schemas
 * are the contract's (shared-kernel/src/contract/notifications.ts): Fastify validates the request
 * with them, types `request` and the handler's return from them, and serialises the reply.
 */
export const notificationRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.notifications.list),
    preHandler: requireUser,
    handler: async (request) => listNotifications(app.db, signedInUser(request).id),
  });

  app.route({
    ...fromContract(app, routes.notifications.readAll),
    preHandler: requireUser,
    handler: async (request) => markAllRead(app.db, signedInUser(request).id),
  });

  app.route({
    ...fromContract(app, routes.notifications.read),
    preHandler: requireUser,
    handler: async (request) => markRead(app.db, signedInUser(request).id, request.params.id),
  });

  app.route({
    ...fromContract(app, routes.notifications.dismiss),
    preHandler: requireUser,
    handler: async (request, reply) => {
      await dismiss(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(app, routes.notifications.clear),
    preHandler: requireUser,
    handler: async (request, reply) => {
      await clearAll(app.db, signedInUser(request).id);
      return reply.status(204).send(null);
    },
  });
};
