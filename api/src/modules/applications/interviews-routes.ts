import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { INTERVIEW_MODES, interviewRoutes as schemas } from 'shared-kernel/contract';
import { requireCandidate, requireRecruiter } from '../access/roles.js';
import { requireUser, signedInUser } from '../auth/sessions.js';
import { publishAll } from '../notifications/notify.js';
import {
  cancelInterview,
  confirmInterview,
  interviewCalendar,
  listInterviews,
  rescheduleInterview,
  scheduleInterview,
  type InterviewInput,
} from './interviews-service.js';
import { idParams, noBody, noQuery, objectSchema } from './schemas.js';
import { recruiterOf, viewerOf } from './viewer.js';

const interviewFields = {
  startsAt: { type: 'string', format: 'date-time', maxLength: 40 },
  durationMinutes: { type: 'integer', minimum: 5, maximum: 480 },
  mode: { type: 'string', enum: INTERVIEW_MODES },
  location: { type: 'string', maxLength: 300 },
  videoUrl: { type: 'string', format: 'uri', pattern: '^https?://', maxLength: 1000 },
  interviewerName: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
};

/** Interviews: the recruiter schedules, reschedules, cancels; the candidate confirms. */
export const interviewRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: string }; Body: InterviewInput }>(
    '/applications/:id/interviews',
    {
      preHandler: requireRecruiter,
      schema: {
        params: idParams,
        querystring: noQuery,
        body: objectSchema(interviewFields, [
          'startsAt',
          'durationMinutes',
          'mode',
          'interviewerName',
        ]),
      },
    },
    async (request, reply) => {
      const recruiter = await recruiterOf(app.db, request);
      const { result, events } = await scheduleInterview(
        app.db,
        recruiter,
        request.params.id,
        request.body,
      );
      await publishAll(app, events);
      reply.status(201);
      return result;
    },
  );

  app.patch<{ Params: { id: string }; Body: Partial<InterviewInput> }>(
    '/interviews/:id',
    {
      preHandler: requireRecruiter,
      schema: {
        params: idParams,
        querystring: noQuery,
        body: { ...objectSchema(interviewFields, []), minProperties: 1 },
      },
    },
    async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      const { result, events } = await rescheduleInterview(
        app.db,
        recruiter,
        request.params.id,
        request.body,
      );
      await publishAll(app, events);
      return result;
    },
  );

  app.post<{ Params: { id: string } }>(
    '/interviews/:id/cancel',
    {
      preHandler: requireRecruiter,
      schema: { params: idParams, querystring: noQuery, body: noBody },
    },
    async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      const { result, events } = await cancelInterview(app.db, recruiter, request.params.id);
      await publishAll(app, events);
      return result;
    },
  );

  // The routes the candidate uses: contract schemas (shared-kernel/src/contract/interviews.ts).
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.post(
    '/interviews/:id/confirm',
    { preHandler: requireCandidate, schema: schemas.confirm },
    async (request) => {
      const { result, events } = await confirmInterview(
        app.db,
        signedInUser(request).id,
        request.params.id,
      );
      await publishAll(app, events);
      return result;
    },
  );

  typed.get('/interviews', { preHandler: requireUser, schema: schemas.list }, async (request) =>
    listInterviews(app.db, await viewerOf(app.db, request)),
  );

  app.get<{ Params: { id: string } }>(
    '/interviews/:id/calendar.ics',
    { preHandler: requireUser, schema: { params: idParams, querystring: noQuery } },
    async (request, reply) => {
      const ics = await interviewCalendar(
        app.db,
        await viewerOf(app.db, request),
        request.params.id,
      );
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="interview.ics"');
      return ics;
    },
  );
};
