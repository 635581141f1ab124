import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { notificationRoutes as schemas } from 'shared-kernel/contract';
import { requireUser, signedInUser } from '../auth/sessions.js';
import { clearAll, dismiss, listNotifications, markAllRead, markRead } from './service.js';

/**
 * `/api/notifications`: the signed-in user's own notifications. The request and response schemas
 * are the contract's (shared-kernel/src/contract/notifications.ts): Fastify validates the request
 * with them, types `request` and the handler's return from them, and serialises the reply.
 */
export const notificationRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/notifications', { preHandler: requireUser, schema: schemas.list }, async (request) =>
    listNotifications(app.db, signedInUser(request).id),
  );

  app.put(
    '/notifications/read-all',
    { preHandler: requireUser, schema: schemas.readAll },
    async (request) => markAllRead(app.db, signedInUser(request).id),
  );

  app.put(
    '/notifications/:id/read',
    { preHandler: requireUser, schema: schemas.read },
    async (request) => markRead(app.db, signedInUser(request).id, request.params.id),
  );

  app.delete(
    '/notifications/:id',
    { preHandler: requireUser, schema: schemas.dismiss },
    async (request, reply) => {
      await dismiss(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/notifications',
    { preHandler: requireUser, schema: schemas.clear },
    async (request, reply) => {
      await clearAll(app.db, signedInUser(request).id);
      return reply.status(204).send(null);
    },
  );
};
