import type { FastifyPluginAsync } from 'fastify';
import { requireRecruiter, requireRecruiterCompanyId } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { publishAll } from '../notifications/notify.js';
import type { NotificationEvent } from '../../events/bus.js';
import {
  closeJob,
  companyJobs,
  createJob,
  managedJob,
  publishJob,
  updateJob,
  type JobInput,
} from './manage-service.js';
import { createJobBody, idParams, pageQuery, updateJobBody } from './schemas.js';
import { JOB_STATUSES } from './serialize.js';

type IdParams = { Params: { id: string } };

/** Recruiters: create, edit, publish and close their company's jobs; list and read them. */
export const manageRoutes: FastifyPluginAsync = async (app) => {
  const companyOf = (request: Parameters<typeof signedInUser>[0]) =>
    requireRecruiterCompanyId(app.db, signedInUser(request));

  app.post<{ Body: JobInput }>(
    '/jobs',
    { preHandler: requireRecruiter, schema: { body: createJobBody } },
    async (request, reply) => {
      const companyId = await companyOf(request);
      const events: NotificationEvent[] = [];
      const userId = signedInUser(request).id;
      const job = await createJob(app.db, companyId, userId, request.body, events);
      await publishAll(app, events);
      return reply.status(201).send(job);
    },
  );

  app.patch<IdParams & { Body: JobInput }>(
    '/jobs/:id',
    { preHandler: requireRecruiter, schema: { params: idParams, body: updateJobBody } },
    async (request) => {
      const events: NotificationEvent[] = [];
      const companyId = await companyOf(request);
      const job = await updateJob(app.db, companyId, request.params.id, request.body, events);
      await publishAll(app, events);
      return job;
    },
  );

  app.post<IdParams>(
    '/jobs/:id/publish',
    { preHandler: requireRecruiter, schema: { params: idParams } },
    async (request) => {
      const events: NotificationEvent[] = [];
      const job = await publishJob(app.db, await companyOf(request), request.params.id, events);
      await publishAll(app, events);
      return job;
    },
  );

  app.post<IdParams>(
    '/jobs/:id/close',
    { preHandler: requireRecruiter, schema: { params: idParams } },
    async (request) => closeJob(app.db, await companyOf(request), request.params.id),
  );

  app.get<IdParams>(
    '/jobs/:id/manage',
    { preHandler: requireRecruiter, schema: { params: idParams } },
    async (request) => managedJob(app.db, await companyOf(request), request.params.id),
  );

  app.get<{ Querystring: { status?: string; page: number; pageSize: number } }>(
    '/companies/mine/jobs',
    {
      preHandler: requireRecruiter,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { status: { type: 'string', enum: JOB_STATUSES }, ...pageQuery },
        },
      },
    },
    async (request) => companyJobs(app.db, await companyOf(request), request.query),
  );
};
