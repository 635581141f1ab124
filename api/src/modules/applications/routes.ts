import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireCandidate, requireRecruiter } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
import { publishAll, published } from '../notifications/index.js';
import {
  apply,
  bulkReject,
  candidateApplication,
  changeStatus,
  jobApplications,
  listCandidateApplications,
} from './service.js';
import { recruiterOf } from './viewer.js';
import { withdrawApplication } from './withdraw-service.js';

/** Applying, the candidate's applications, a job's pipeline and status changes. */
export const applicationRoutes: FastifyPluginAsync = async (app) => {
  // Contract schemas (shared-kernel/src/contract/applications.ts).
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.route({
    ...fromContract(typed, routes.applications.apply),
    preHandler: requireCandidate,
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const { result, events } = await apply(app.db, user, request.body);
      await publishAll(app, events);
      return reply.status(201).send(await candidateApplication(app.db, user.id, result.id));
    },
  });

  typed.route({
    ...fromContract(typed, routes.applications.candidateList),
    preHandler: requireCandidate,
    handler: async (request) => listCandidateApplications(app.db, signedInUser(request).id),
  });

  typed.route({
    ...fromContract(typed, routes.applications.candidateDetail),
    preHandler: requireCandidate,
    handler: async (request) =>
      candidateApplication(app.db, signedInUser(request).id, request.params.id),
  });

  typed.route({
    ...fromContract(typed, routes.applications.withdraw),
    preHandler: requireCandidate,
    handler: async (request) => {
      const candidateId = signedInUser(request).id;
      const { events } = await withdrawApplication(app.db, candidateId, request.params.id);
      await publishAll(app, events);
      return candidateApplication(app.db, candidateId, request.params.id);
    },
  });

  // The recruiter's routes.

  typed.route({
    ...fromContract(typed, routes.applications.jobList),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      return jobApplications(app.db, recruiter.companyId, request.params.id, request.query);
    },
  });

  typed.route({
    ...fromContract(typed, routes.applications.changeStatus),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      return published(app, changeStatus(app.db, recruiter, request.params.id, request.body));
    },
  });

  typed.route({
    ...fromContract(typed, routes.applications.bulkReject),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      return published(app, bulkReject(app.db, recruiter, request.params.id, request.body));
    },
  });
};
