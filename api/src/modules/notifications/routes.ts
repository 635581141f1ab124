import type { FastifyPluginAsync } from 'fastify';
import { requireUser, signedInUser } from '../auth/sessions.js';
import { clearAll, dismiss, listNotifications, markAllRead, markRead } from './service.js';

const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;
const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;
/** The client sends a JSON content type with no body on these writes (spec section 7). */
const noBody = {
  not: { type: ['string', 'number', 'boolean', 'array'] },
  additionalProperties: false,
  properties: {},
} as const;

/** `/api/notifications`: the signed-in user's own notifications. */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/notifications',
    { preHandler: requireUser, schema: { querystring: noQuery } },
    async (request) => listNotifications(app.db, signedInUser(request).id),
  );

  app.put(
    '/notifications/read-all',
    { preHandler: requireUser, schema: { querystring: noQuery, body: noBody } },
    async (request) => markAllRead(app.db, signedInUser(request).id),
  );

  app.put<{ Params: { id: string } }>(
    '/notifications/:id/read',
    { preHandler: requireUser, schema: { params: idParams, querystring: noQuery, body: noBody } },
    async (request) => markRead(app.db, signedInUser(request).id, request.params.id),
  );

  app.delete<{ Params: { id: string } }>(
    '/notifications/:id',
    { preHandler: requireUser, schema: { params: idParams, querystring: noQuery, body: noBody } },
    async (request, reply) => {
      await dismiss(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/notifications',
    { preHandler: requireUser, schema: { querystring: noQuery, body: noBody } },
    async (request, reply) => {
      await clearAll(app.db, signedInUser(request).id);
      return reply.status(204).send();
    },
  );
};
