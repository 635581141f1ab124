import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireCandidate } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import { createAlert, deleteAlert, listAlerts, updateAlert } from './alerts.js';

/** `/api/job-alerts`: a candidate's own job alerts. */
export const alertRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/job-alerts.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.jobAlerts.list),
    onRequest: requireCandidate,
    handler: async (request) => listAlerts(app.db, signedInUser(request).id, request.query),
  });

  app.route({
    ...fromContract(app, routes.jobAlerts.create),
    onRequest: requireCandidate,
    handler: async (request, reply) =>
      reply.status(201).send(await createAlert(app.db, signedInUser(request).id, request.body)),
  });

  app.route({
    ...fromContract(app, routes.jobAlerts.update),
    onRequest: requireCandidate,
    handler: async (request) =>
      updateAlert(app.db, signedInUser(request).id, request.params.id, request.body),
  });

  app.route({
    ...fromContract(app, routes.jobAlerts.remove),
    onRequest: requireCandidate,
    handler: async (request, reply) => {
      await deleteAlert(app.db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
