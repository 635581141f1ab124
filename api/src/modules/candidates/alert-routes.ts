import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { jobAlertRoutes as schemas } from 'shared-kernel/contract';
import { requireCandidate } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { createAlert, deleteAlert, listAlerts, updateAlert } from './alerts.js';

/** `/api/job-alerts`: a candidate's own job alerts. */
export const alertRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/job-alerts.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/job-alerts', { onRequest: requireCandidate, schema: schemas.list }, async (request) =>
    listAlerts(app.db, signedInUser(request).id, request.query),
  );

  app.post(
    '/job-alerts',
    { onRequest: requireCandidate, schema: schemas.create },
    async (request, reply) =>
      reply.status(201).send(await createAlert(app.db, signedInUser(request).id, request.body)),
  );

  app.patch(
    '/job-alerts/:id',
    { onRequest: requireCandidate, schema: schemas.update },
    async (request) =>
      updateAlert(app.db, signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/job-alerts/:id',
    { onRequest: requireCandidate, schema: schemas.remove },
    async (request, reply) => {
      await deleteAlert(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
