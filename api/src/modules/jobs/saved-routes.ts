import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireCandidate } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import { savedJobs, saveJob, setPreference, unsaveJob } from './saved-service.js';

/** Candidates: save, unsave and list jobs (spec section 7); like or dislike a job. */
export const savedRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/jobs.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.jobs.save),
    preHandler: requireCandidate,
    handler: async (request, reply) => {
      const result = await saveJob(app.db, signedInUser(request).id, request.body.jobId);
      return reply.status(201).send(result);
    },
  });

  app.route({
    ...fromContract(app, routes.jobs.unsave),
    preHandler: requireCandidate,
    handler: async (request, reply) => {
      await unsaveJob(app.db, signedInUser(request).id, request.params.jobId);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(app, routes.jobs.saved),
    preHandler: requireCandidate,
    handler: async (request) => savedJobs(app.db, signedInUser(request).id, request.query),
  });

  app.route({
    ...fromContract(app, routes.jobs.preference),
    preHandler: requireCandidate,
    handler: async (request, reply) => {
      const { jobId, action } = request.body;
      const result = await setPreference(app.db, signedInUser(request).id, jobId, action);
      return reply.status(201).send(result);
    },
  });
};
