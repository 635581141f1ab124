import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireRecruiter } from '../access/index.js';
import { interviewsOfApplication } from '../applications/index.js';
import { offersOfApplication } from '../applications/index.js';
import { findApplication } from '../applications/index.js';
import { recruiterOf } from '../applications/index.js';
import { published } from '../notifications/index.js';
import { recruiterDashboard } from './dashboard.js';
import { inviteToApply, jobMatches } from './matches.js';
import {
  addScorecard,
  applicationScorecards,
  companyScorecards,
  updateScorecard,
} from './scorecards.js';

/** Recruiters' hiring tools: dashboard, job matches and invitations, scorecards, an application's
 * interviews and offer. Every read and write is scoped to the recruiter's company. */
export const hiringRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/hiring.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.hiring.dashboard),
    preHandler: requireRecruiter,
    handler: async (request) =>
      recruiterDashboard(app.db, (await recruiterOf(app.db, request)).companyId),
  });

  app.route({
    ...fromContract(app, routes.hiring.matches),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const { companyId } = await recruiterOf(app.db, request);
      return jobMatches(app.db, companyId, request.params.id, request.query);
    },
  });

  app.route({
    ...fromContract(app, routes.hiring.invite),
    preHandler: requireRecruiter,
    handler: async (request, reply) => {
      const recruiter = await recruiterOf(app.db, request);
      return reply
        .status(201)
        .send(
          await published(app, inviteToApply(app.db, recruiter, request.params.id, request.body)),
        );
    },
  });

  app.route({
    ...fromContract(app, routes.hiring.applicationDetails),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const { companyId } = await recruiterOf(app.db, request);
      const application = await findApplication(app.db, request.params.id, { companyId });
      // Every offer, newest first: a withdrawn or expired one stays (issue 13).
      const offers = await offersOfApplication(app.db, application.id);
      return {
        id: application.id,
        status: application.status,
        job: { id: application.job_id, title: application.job_title },
        candidate: { id: application.candidate_id, name: application.candidate_name },
        interviews: await interviewsOfApplication(app.db, application.id),
        offer: offers[0] ?? null,
        offers,
        scorecards: await applicationScorecards(app.db, companyId, application.id),
      };
    },
  });

  app.route({
    ...fromContract(app, routes.hiring.applicationScorecards),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const { companyId } = await recruiterOf(app.db, request);
      return applicationScorecards(app.db, companyId, request.params.id);
    },
  });

  app.route({
    ...fromContract(app, routes.hiring.addScorecard),
    preHandler: requireRecruiter,
    handler: async (request, reply) => {
      const recruiter = await recruiterOf(app.db, request);
      const card = await addScorecard(app.db, recruiter, request.params.id, request.body);
      return reply.status(201).send(card);
    },
  });

  app.route({
    ...fromContract(app, routes.hiring.updateScorecard),
    preHandler: requireRecruiter,
    handler: async (request) =>
      updateScorecard(app.db, await recruiterOf(app.db, request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(app, routes.hiring.scorecards),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const { companyId } = await recruiterOf(app.db, request);
      return companyScorecards(app.db, companyId, request.query);
    },
  });
};
