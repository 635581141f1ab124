import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { hiringRoutes as hiringSchemas, jobRoutes as schemas } from 'shared-kernel/contract';
import { requireRecruiter, requireRecruiterCompanyId } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { publishAll, published } from '../notifications/notify.js';
import type { NotificationEvent } from '../../events/bus.js';
import { closeJobForApplicants } from '../applications/close-job-service.js';
import { companyJobs, createJob, managedJob, publishJob, updateJob } from './manage-service.js';

/** Recruiters: create, edit, publish and close their company's jobs; list and read them. */
export const manageRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/jobs.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const companyOf = (request: Parameters<typeof signedInUser>[0]) =>
    requireRecruiterCompanyId(app.db, signedInUser(request));

  app.post(
    '/jobs',
    { preHandler: requireRecruiter, schema: schemas.create },
    async (request, reply) => {
      const companyId = await companyOf(request);
      const events: NotificationEvent[] = [];
      const userId = signedInUser(request).id;
      const job = await createJob(app.db, companyId, userId, request.body, events);
      await publishAll(app, events);
      return reply.status(201).send(job);
    },
  );

  app.patch(
    '/jobs/:id',
    { preHandler: requireRecruiter, schema: schemas.update },
    async (request) => {
      const events: NotificationEvent[] = [];
      const companyId = await companyOf(request);
      const job = await updateJob(app.db, companyId, request.params.id, request.body, events);
      await publishAll(app, events);
      if (job.status !== 'closed' || request.body.status !== 'closed') return job;
      // Closed through an edit: its open applications are resolved as by POST /jobs/:id/close.
      const recruiter = { id: signedInUser(request).id, companyId };
      const closed = await closeJobForApplicants(app.db, recruiter, job.id, undefined);
      await publishAll(app, closed.events);
      const { outcome: _outcome, rejected: _rejected, moved: _moved, ...closedJob } = closed.result;
      return closedJob;
    },
  );

  app.post(
    '/jobs/:id/publish',
    { preHandler: requireRecruiter, schema: schemas.publish },
    async (request) => {
      const events: NotificationEvent[] = [];
      const job = await publishJob(app.db, await companyOf(request), request.params.id, events);
      await publishAll(app, events);
      return job;
    },
  );

  // Closing or filling a job resolves every application still open on it (issue 13).
  app.post(
    '/jobs/:id/close',
    { preHandler: requireRecruiter, schema: hiringSchemas.closeJob },
    async (request) => {
      const recruiter = { id: signedInUser(request).id, companyId: await companyOf(request) };
      return published(
        app,
        closeJobForApplicants(app.db, recruiter, request.params.id, request.body),
      );
    },
  );

  app.get(
    '/jobs/:id/manage',
    { preHandler: requireRecruiter, schema: schemas.manage },
    async (request) => managedJob(app.db, await companyOf(request), request.params.id),
  );

  app.get(
    '/companies/mine/jobs',
    { preHandler: requireRecruiter, schema: schemas.companyJobs },
    async (request) => companyJobs(app.db, await companyOf(request), request.query),
  );
};
