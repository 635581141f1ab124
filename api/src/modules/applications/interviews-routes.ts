import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { interviewRoutes as schemas } from 'shared-kernel/contract';
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
} from './interviews-service.js';
import { recruiterOf, viewerOf } from './viewer.js';

/** Interviews: the recruiter schedules, reschedules, cancels; the candidate confirms. */
export const interviewRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/interviews.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/applications/:id/interviews',
    { preHandler: requireRecruiter, schema: schemas.schedule },
    async (request, reply) => {
      const recruiter = await recruiterOf(app.db, request);
      const { result, events } = await scheduleInterview(
        app.db,
        recruiter,
        request.params.id,
        request.body,
      );
      await publishAll(app, events);
      return reply.status(201).send(result);
    },
  );

  app.patch(
    '/interviews/:id',
    { preHandler: requireRecruiter, schema: schemas.reschedule },
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

  app.post(
    '/interviews/:id/cancel',
    { preHandler: requireRecruiter, schema: schemas.cancel },
    async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      const { result, events } = await cancelInterview(app.db, recruiter, request.params.id);
      await publishAll(app, events);
      return result;
    },
  );

  app.post(
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

  app.get('/interviews', { preHandler: requireUser, schema: schemas.list }, async (request) =>
    listInterviews(app.db, await viewerOf(app.db, request)),
  );

  app.get(
    '/interviews/:id/calendar.ics',
    { preHandler: requireUser, schema: schemas.calendar },
    async (request, reply) => {
      const ics = await interviewCalendar(
        app.db,
        await viewerOf(app.db, request),
        request.params.id,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="interview.ics"')
        .send(ics);
    },
  );
};
