import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { interviewRoutes as schemas } from 'shared-kernel/contract';
import { requireCandidate, requireRecruiter } from '../access/roles.js';
import { requireUser, signedInUser } from '../auth/sessions.js';
import { published } from '../notifications/notify.js';
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
      return reply
        .status(201)
        .send(
          await published(
            app,
            scheduleInterview(app.db, recruiter, request.params.id, request.body),
          ),
        );
    },
  );

  app.patch(
    '/interviews/:id',
    { preHandler: requireRecruiter, schema: schemas.reschedule },
    async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      return published(
        app,
        rescheduleInterview(app.db, recruiter, request.params.id, request.body),
      );
    },
  );

  app.post(
    '/interviews/:id/cancel',
    { preHandler: requireRecruiter, schema: schemas.cancel },
    async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      return published(app, cancelInterview(app.db, recruiter, request.params.id));
    },
  );

  app.post(
    '/interviews/:id/confirm',
    { preHandler: requireCandidate, schema: schemas.confirm },
    async (request) => {
      return published(app, confirmInterview(app.db, signedInUser(request).id, request.params.id));
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
