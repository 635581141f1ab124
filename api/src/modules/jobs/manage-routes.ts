import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireRecruiter, requireRecruiterCompanyId } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import { publishAll, published } from '../notifications/index.js';
import type { NotificationEvent } from '../../events/bus.js';
import type { JobLifecycle } from './lifecycle.js';
import { companyJobs, createJob, managedJob, publishJob, updateJob } from './manage-service.js';

/**
 * Recruiters: create, edit, publish and close their company's jobs; list and read them. What
 * opening and closing does elsewhere (job alerts, the applicants) comes in `lifecycle`.
 */
export const manageRoutes: FastifyPluginAsync<JobLifecycle> = async (plugin, lifecycle) => {
  // Contract schemas (shared-kernel/src/contract/jobs.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const { whenOpens, closeWithApplicants } = lifecycle;
  const companyOf = (request: Parameters<typeof signedInUser>[0]) =>
    requireRecruiterCompanyId(app.db, signedInUser(request));

  app.route({
    ...fromContract(app, routes.jobs.create),
    preHandler: requireRecruiter,
    handler: async (request, reply) => {
      const companyId = await companyOf(request);
      const events: NotificationEvent[] = [];
      const userId = signedInUser(request).id;
      const job = await createJob(app.db, companyId, userId, request.body, whenOpens, events);
      await publishAll(app, events);
      return reply.status(201).send(job);
    },
  });

  app.route({
    ...fromContract(app, routes.jobs.update),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const events: NotificationEvent[] = [];
      const companyId = await companyOf(request);
      const job = await updateJob(
        app.db,
        companyId,
        signedInUser(request).id,
        request.params.id,
        request.body,
        whenOpens,
        events,
      );
      await publishAll(app, events);
      if (job.status !== 'closed' || request.body.status !== 'closed') return job;
      // Closed through an edit: its open applications are resolved as by POST /jobs/:id/close.
      const recruiter = { id: signedInUser(request).id, companyId };
      const closed = await closeWithApplicants(app.db, recruiter, job.id, undefined);
      await publishAll(app, closed.events);
      const { outcome: _outcome, rejected: _rejected, moved: _moved, ...closedJob } = closed.result;
      return closedJob;
    },
  });

  app.route({
    ...fromContract(app, routes.jobs.publish),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const events: NotificationEvent[] = [];
      const job = await publishJob(
        app.db,
        await companyOf(request),
        signedInUser(request).id,
        request.params.id,
        whenOpens,
        events,
      );
      await publishAll(app, events);
      return job;
    },
  });

  // Closing or filling a job resolves every application still open on it (issue 13).
  app.route({
    ...fromContract(app, routes.hiring.closeJob),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const recruiter = { id: signedInUser(request).id, companyId: await companyOf(request) };
      return published(
        app,
        closeWithApplicants(app.db, recruiter, request.params.id, request.body),
      );
    },
  });

  app.route({
    ...fromContract(app, routes.jobs.manage),
    preHandler: requireRecruiter,
    handler: async (request) => managedJob(app.db, await companyOf(request), request.params.id),
  });

  app.route({
    ...fromContract(app, routes.jobs.companyJobs),
    preHandler: requireRecruiter,
    handler: async (request) => companyJobs(app.db, await companyOf(request), request.query),
  });
};
