import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  applicationRoutes as schemas,
  recruiterApplicationRoutes as recruiterSchemas,
} from 'shared-kernel/contract';
import { requireCandidate, requireRecruiter } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { publishAll, published } from '../notifications/notify.js';
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

  typed.post(
    '/applications',
    { preHandler: requireCandidate, schema: schemas.apply },
    async (request, reply) => {
      const user = signedInUser(request);
      const { result, events } = await apply(app.db, user, request.body);
      await publishAll(app, events);
      return reply.status(201).send(await candidateApplication(app.db, user.id, result.id));
    },
  );

  typed.get(
    '/applications/candidate',
    { preHandler: requireCandidate, schema: schemas.candidateList },
    async (request) => listCandidateApplications(app.db, signedInUser(request).id),
  );

  typed.get(
    '/applications/:id',
    { preHandler: requireCandidate, schema: schemas.candidateDetail },
    async (request) => candidateApplication(app.db, signedInUser(request).id, request.params.id),
  );

  typed.post(
    '/applications/:id/withdraw',
    { preHandler: requireCandidate, schema: schemas.withdraw },
    async (request) => {
      const candidateId = signedInUser(request).id;
      const { events } = await withdrawApplication(app.db, candidateId, request.params.id);
      await publishAll(app, events);
      return candidateApplication(app.db, candidateId, request.params.id);
    },
  );

  // The recruiter's routes.

  typed.get(
    '/jobs/:id/applications',
    { preHandler: requireRecruiter, schema: recruiterSchemas.jobList },
    async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      return jobApplications(app.db, recruiter.companyId, request.params.id, request.query);
    },
  );

  typed.patch(
    '/applications/:id/status',
    { preHandler: requireRecruiter, schema: recruiterSchemas.changeStatus },
    async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      return published(app, changeStatus(app.db, recruiter, request.params.id, request.body));
    },
  );

  typed.post(
    '/jobs/:id/applications/bulk-reject',
    { preHandler: requireRecruiter, schema: recruiterSchemas.bulkReject },
    async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      return published(app, bulkReject(app.db, recruiter, request.params.id, request.body));
    },
  );
};
