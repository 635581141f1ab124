import type { FastifyPluginAsync } from 'fastify';
import { requireCandidate } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { pageQuery } from './schemas.js';
import { savedJobs, saveJob, setPreference, unsaveJob } from './saved-service.js';

const jobIdBody = (extra: Record<string, object> = {}) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['jobId', ...Object.keys(extra)],
    properties: { jobId: { type: 'string', format: 'uuid' }, ...extra },
  }) as const;

/** Candidates: save, unsave and list jobs (spec section 7); like or dislike a job. */
export const savedRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { jobId: string } }>(
    '/saved-jobs',
    { preHandler: requireCandidate, schema: { body: jobIdBody() } },
    async (request, reply) => {
      const result = await saveJob(app.db, signedInUser(request).id, request.body.jobId);
      return reply.status(201).send(result);
    },
  );

  app.delete<{ Params: { jobId: string } }>(
    '/saved-jobs/:jobId',
    {
      preHandler: requireCandidate,
      schema: {
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['jobId'],
          properties: { jobId: { type: 'string', format: 'uuid' } },
        },
      },
    },
    async (request, reply) => {
      await unsaveJob(app.db, signedInUser(request).id, request.params.jobId);
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: { page: number; pageSize: number } }>(
    '/saved-jobs',
    {
      preHandler: requireCandidate,
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { ...pageQuery } },
      },
    },
    async (request) => savedJobs(app.db, signedInUser(request).id, request.query),
  );

  app.post<{ Body: { jobId: string; action: 'like' | 'dislike' } }>(
    '/job-preferences',
    {
      preHandler: requireCandidate,
      schema: { body: jobIdBody({ action: { type: 'string', enum: ['like', 'dislike'] } }) },
    },
    async (request, reply) => {
      const { jobId, action } = request.body;
      const result = await setPreference(app.db, signedInUser(request).id, jobId, action);
      return reply.status(201).send(result);
    },
  );
};
