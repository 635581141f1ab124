import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../../http/contract-route.js';
import { requireRecruiter } from '../../access/index.js';
import { requireCompanyJob } from '../../jobs/index.js';
import { published } from '../../notifications/index.js';
import { recruiterOf } from '../viewer.js';
import { overrideKnockout } from './knockouts.js';
import { readLog } from './log.js';
import { hiringWorkflows } from './overview.js';
import { companyWorkflow, jobWorkflow, resetJobWorkflow, saveWorkflow } from './workflow-store.js';

/**
 * Hiring workflows (issue 33): a job's and the company's workflow, the overview, the log and a
 * knock-out's override. The company's recruiters only; another company's job is a 404.
 */
export const workflowRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const r = routes.hiringWorkflows;

  app.route({
    ...fromContract(app, r.jobWorkflow),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const { companyId } = await recruiterOf(app.db, request);
      await requireCompanyJob(app.db, companyId, request.params.id);
      return jobWorkflow(app.db, companyId, request.params.id);
    },
  });

  app.route({
    ...fromContract(app, r.putJobWorkflow),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      await requireCompanyJob(app.db, recruiter.companyId, request.params.id);
      return saveWorkflow(
        app.db,
        { companyId: recruiter.companyId, jobId: request.params.id, userId: recruiter.id },
        request.body,
      );
    },
  });

  app.route({
    ...fromContract(app, r.resetJobWorkflow),
    preHandler: requireRecruiter,
    handler: async (request, reply) => {
      const { companyId } = await recruiterOf(app.db, request);
      await requireCompanyJob(app.db, companyId, request.params.id);
      await resetJobWorkflow(app.db, companyId, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(app, r.companyWorkflow),
    preHandler: requireRecruiter,
    handler: async (request) =>
      companyWorkflow(app.db, (await recruiterOf(app.db, request)).companyId),
  });

  app.route({
    ...fromContract(app, r.putCompanyWorkflow),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      return saveWorkflow(
        app.db,
        { companyId: recruiter.companyId, jobId: null, userId: recruiter.id },
        request.body,
      );
    },
  });

  app.route({
    ...fromContract(app, r.overview),
    preHandler: requireRecruiter,
    handler: async (request) =>
      hiringWorkflows(app.db, (await recruiterOf(app.db, request)).companyId),
  });

  app.route({
    ...fromContract(app, r.log),
    preHandler: requireRecruiter,
    handler: async (request) =>
      readLog(app.db, (await recruiterOf(app.db, request)).companyId, request.query),
  });

  app.route({
    ...fromContract(app, r.overrideKnockout),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      return published(app, overrideKnockout(app.db, recruiter, request.params.id));
    },
  });
};
