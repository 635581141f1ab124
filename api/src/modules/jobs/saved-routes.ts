import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { jobRoutes as schemas } from 'shared-kernel/contract';
import { requireCandidate } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { savedJobs, saveJob, setPreference, unsaveJob } from './saved-service.js';

/** Candidates: save, unsave and list jobs (spec section 7); like or dislike a job. */
export const savedRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/jobs.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/saved-jobs',
    { preHandler: requireCandidate, schema: schemas.save },
    async (request, reply) => {
      const result = await saveJob(app.db, signedInUser(request).id, request.body.jobId);
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/saved-jobs/:jobId',
    { preHandler: requireCandidate, schema: schemas.unsave },
    async (request, reply) => {
      await unsaveJob(app.db, signedInUser(request).id, request.params.jobId);
      return reply.status(204).send(null);
    },
  );

  app.get('/saved-jobs', { preHandler: requireCandidate, schema: schemas.saved }, async (request) =>
    savedJobs(app.db, signedInUser(request).id, request.query),
  );

  app.post(
    '/job-preferences',
    { preHandler: requireCandidate, schema: schemas.preference },
    async (request, reply) => {
      const { jobId, action } = request.body;
      const result = await setPreference(app.db, signedInUser(request).id, jobId, action);
      return reply.status(201).send(result);
    },
  );
};
