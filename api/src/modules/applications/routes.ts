import type { FastifyPluginAsync } from 'fastify';
import { requireCandidate, requireRecruiter } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import { publishAll } from '../notifications/notify.js';
import {
  AVAILABILITY_TOKENS,
  idParams,
  noQuery,
  objectSchema,
  pageQuery,
  statusSchema,
  uuid,
} from './schemas.js';
import {
  apply,
  bulkReject,
  candidateApplication,
  changeStatus,
  jobApplications,
  listCandidateApplications,
  type ApplyInput,
  type JobApplicationsQuery,
} from './service.js';
import type { ApplicationStatus } from './transitions.js';
import { recruiterOf } from './viewer.js';

/** Applying, the candidate's applications, a job's pipeline and status changes. */
export const applicationRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ApplyInput }>(
    '/applications',
    {
      preHandler: requireCandidate,
      schema: {
        querystring: noQuery,
        body: objectSchema(
          {
            jobId: uuid,
            coverLetter: { type: 'string', maxLength: 10000 },
            availability: {
              type: 'array',
              maxItems: 28,
              items: { type: 'string', enum: AVAILABILITY_TOKENS },
            },
          },
          ['jobId'],
        ),
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { result, events } = await apply(app.db, user, request.body);
      await publishAll(app, events);
      reply.status(201);
      return candidateApplication(app.db, user.id, result.id);
    },
  );

  app.get(
    '/applications/candidate',
    { preHandler: requireCandidate, schema: { querystring: noQuery } },
    async (request) => listCandidateApplications(app.db, signedInUser(request).id),
  );

  app.get<{ Params: { id: string } }>(
    '/applications/:id',
    { preHandler: requireCandidate, schema: { params: idParams, querystring: noQuery } },
    async (request) => candidateApplication(app.db, signedInUser(request).id, request.params.id),
  );

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
