import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { applicationRoutes as schemas } from 'shared-kernel/contract';
import { requireCandidate, requireRecruiter } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { publishAll } from '../notifications/notify.js';
import { idParams, noQuery, objectSchema, pageQuery, statusSchema, uuid } from './schemas.js';
import {
  apply,
  bulkReject,
  candidateApplication,
  changeStatus,
  jobApplications,
  listCandidateApplications,
  type JobApplicationsQuery,
} from './service.js';
import type { ApplicationStatus } from './transitions.js';
import { recruiterOf } from './viewer.js';

/** Applying, the candidate's applications, a job's pipeline and status changes. */
export const applicationRoutes: FastifyPluginAsync = async (app) => {
  // The candidate's routes: contract schemas (shared-kernel/src/contract/applications.ts).
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

  // The recruiter's routes: contract pending.

  app.get<{ Params: { id: string }; Querystring: JobApplicationsQuery }>(
    '/jobs/:id/applications',
    {
      preHandler: requireRecruiter,
      schema: {
        params: idParams,
        querystring: objectSchema({ status: statusSchema, ...pageQuery }, []),
      },
    },
    async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      return jobApplications(app.db, recruiter.companyId, request.params.id, request.query);
    },
  );

  app.patch<{ Params: { id: string }; Body: { status: ApplicationStatus; note?: string } }>(
    '/applications/:id/status',
    {
      preHandler: requireRecruiter,
      schema: {
        params: idParams,
        querystring: noQuery,
        body: objectSchema({ status: statusSchema, note: { type: 'string', maxLength: 2000 } }, [
          'status',
        ]),
      },
    },
    async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      const { result, events } = await changeStatus(
        app.db,
        recruiter,
        request.params.id,
        request.body,
      );
      await publishAll(app, events);
      return result;
    },
  );

  app.post<{ Params: { id: string }; Body: { applicationIds: string[]; message: string } }>(
    '/jobs/:id/applications/bulk-reject',
    {
      preHandler: requireRecruiter,
      schema: {
        params: idParams,
        querystring: noQuery,
        body: objectSchema({
          applicationIds: { type: 'array', minItems: 1, maxItems: 200, items: uuid },
          message: { type: 'string', maxLength: 2000 },
        }),
      },
    },
    async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      const { result, events } = await bulkReject(
        app.db,
        recruiter,
        request.params.id,
        request.body,
      );
      await publishAll(app, events);
      return result;
    },
  );
};
