import type { FastifyPluginAsync } from 'fastify';
import { requireRecruiter } from '../access/roles.js';
import { interviewsOfApplication } from '../applications/interviews-service.js';
import { latestOfferOfApplication } from '../applications/offers-service.js';
import { idParams, noQuery, objectSchema, pageQuery, uuid } from '../applications/schemas.js';
import { findApplication } from '../applications/store.js';
import { recruiterOf } from '../applications/viewer.js';
import { publishAll } from '../notifications/notify.js';
import { recruiterDashboard } from './dashboard.js';
import { inviteToApply, jobMatches } from './matches.js';
import {
  addScorecard,
  applicationScorecards,
  companyScorecards,
  RECOMMENDATIONS,
  SCORECARD_CRITERIA,
  updateScorecard,
  type ScorecardInput,
} from './scorecards.js';

type Id = { Params: { id: string } };
type Page = { page: number; pageSize: number };

const ratings = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    SCORECARD_CRITERIA.map((c) => [c, { type: 'integer', minimum: 1, maximum: 5 }]),
  ),
};
const scorecardFields = {
  ratings,
  recommendation: { type: 'string', enum: RECOMMENDATIONS },
  notes: { type: 'string', maxLength: 5000 },
};

/** Recruiters' hiring tools: dashboard, job matches and invitations, scorecards, an application's
 * interviews and offer. Every read and write is scoped to the recruiter's company. */
export const hiringRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/recruiter-dashboard',
    { preHandler: requireRecruiter, schema: { querystring: noQuery } },
    async (request) => recruiterDashboard(app.db, (await recruiterOf(app.db, request)).companyId),
  );

  app.get<Id & { Querystring: Page }>(
    '/jobs/:id/matches',
    {
      preHandler: requireRecruiter,
      schema: { params: idParams, querystring: objectSchema({ ...pageQuery }, []) },
    },
    async (request) => {
      const { companyId } = await recruiterOf(app.db, request);
      return jobMatches(app.db, companyId, request.params.id, request.query);
    },
  );

  app.post<Id & { Body: { candidateId: string; message?: string } }>(
    '/jobs/:id/invites',
    {
      preHandler: requireRecruiter,
      schema: {
        params: idParams,
        querystring: noQuery,
        body: objectSchema({ candidateId: uuid, message: { type: 'string', maxLength: 2000 } }, [
          'candidateId',
        ]),
      },
    },
    async (request, reply) => {
      const recruiter = await recruiterOf(app.db, request);
      const { result, events } = await inviteToApply(
        app.db,
        recruiter,
        request.params.id,
        request.body,
      );
      await publishAll(app, events);
      return reply.status(201).send(result);
    },
  );

  app.get<Id>(
    '/applications/:id/details',
    { preHandler: requireRecruiter, schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      const { companyId } = await recruiterOf(app.db, request);
      const application = await findApplication(app.db, request.params.id, { companyId });
      return {
        id: application.id,
        status: application.status,
        job: { id: application.job_id, title: application.job_title },
        candidate: { id: application.candidate_id, name: application.candidate_name },
        interviews: await interviewsOfApplication(app.db, application.id),
        offer: await latestOfferOfApplication(app.db, application.id),
        scorecards: await applicationScorecards(app.db, companyId, application.id),
      };
    },
  );

  app.get<Id>(
    '/applications/:id/scorecards',
    { preHandler: requireRecruiter, schema: { params: idParams, querystring: noQuery } },
    async (request) => {
      const { companyId } = await recruiterOf(app.db, request);
      return applicationScorecards(app.db, companyId, request.params.id);
    },
  );

  app.post<Id & { Body: ScorecardInput }>(
    '/applications/:id/scorecards',
    {
      preHandler: requireRecruiter,
      schema: {
        params: idParams,
        querystring: noQuery,
        body: objectSchema({ interviewId: uuid, ...scorecardFields }, [
          'ratings',
          'recommendation',
        ]),
      },
    },
    async (request, reply) => {
      const recruiter = await recruiterOf(app.db, request);
      const card = await addScorecard(app.db, recruiter, request.params.id, request.body);
      return reply.status(201).send(card);
    },
  );

  app.patch<Id & { Body: Partial<ScorecardInput> }>(
    '/scorecards/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        params: idParams,
        querystring: noQuery,
        body: { ...objectSchema(scorecardFields, []), minProperties: 1 },
      },
    },
    async (request) =>
      updateScorecard(app.db, await recruiterOf(app.db, request), request.params.id, request.body),
  );

  app.get<{ Querystring: Page }>(
    '/scorecards',
    { preHandler: requireRecruiter, schema: { querystring: objectSchema({ ...pageQuery }, []) } },
    async (request) => {
      const { companyId } = await recruiterOf(app.db, request);
      return companyScorecards(app.db, companyId, request.query);
    },
  );
};
