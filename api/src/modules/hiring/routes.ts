import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { hiringRoutes as schemas } from 'shared-kernel/contract';
import { requireRecruiter } from '../access/roles.js';
import { interviewsOfApplication } from '../applications/interviews-service.js';
import { offersOfApplication } from '../applications/offers-service.js';
import { findApplication } from '../applications/store.js';
import { recruiterOf } from '../applications/viewer.js';
import { published } from '../notifications/notify.js';
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

  app.get(
    '/recruiter-dashboard',
    { preHandler: requireRecruiter, schema: schemas.dashboard },
    async (request) => recruiterDashboard(app.db, (await recruiterOf(app.db, request)).companyId),
  );

  app.get(
    '/jobs/:id/matches',
    { preHandler: requireRecruiter, schema: schemas.matches },
    async (request) => {
      const { companyId } = await recruiterOf(app.db, request);
      return jobMatches(app.db, companyId, request.params.id, request.query);
    },
  );

  app.post(
    '/jobs/:id/invites',
    { preHandler: requireRecruiter, schema: schemas.invite },
    async (request, reply) => {
      const recruiter = await recruiterOf(app.db, request);
      return reply
        .status(201)
        .send(
          await published(app, inviteToApply(app.db, recruiter, request.params.id, request.body)),
        );
    },
  );

  app.get(
    '/applications/:id/details',
    { preHandler: requireRecruiter, schema: schemas.applicationDetails },
    async (request) => {
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
  );

  app.get(
    '/applications/:id/scorecards',
    { preHandler: requireRecruiter, schema: schemas.applicationScorecards },
    async (request) => {
      const { companyId } = await recruiterOf(app.db, request);
      return applicationScorecards(app.db, companyId, request.params.id);
    },
  );

  app.post(
    '/applications/:id/scorecards',
    { preHandler: requireRecruiter, schema: schemas.addScorecard },
    async (request, reply) => {
      const recruiter = await recruiterOf(app.db, request);
      const card = await addScorecard(app.db, recruiter, request.params.id, request.body);
      return reply.status(201).send(card);
    },
  );

  app.patch(
    '/scorecards/:id',
    { preHandler: requireRecruiter, schema: schemas.updateScorecard },
    async (request) =>
      updateScorecard(app.db, await recruiterOf(app.db, request), request.params.id, request.body),
  );

  app.get(
    '/scorecards',
    { preHandler: requireRecruiter, schema: schemas.scorecards },
    async (request) => {
      const { companyId } = await recruiterOf(app.db, request);
      return companyScorecards(app.db, companyId, request.query);
    },
  );
};
