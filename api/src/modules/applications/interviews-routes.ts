import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireCandidate, requireRecruiter } from '../access/index.js';
import { requireUser, signedInUser } from '../auth/index.js';
import { published } from '../notifications/index.js';
import { markAttendance } from './attendance-service.js';
import { cancelBooked } from './booking/book-service.js';
import {
  cancelInterview,
  confirmInterview,
  interviewCalendar,
  listInterviews,
  rescheduleInterview,
  scheduleInterview,
} from './interviews-service.js';
import { recruiterOf, viewerOf } from './viewer.js';

/**
 * Interviews: the recruiter schedules, reschedules, cancels and marks attendance; the candidate
 * confirms.
 */
export const interviewRoutes: FastifyPluginAsync = async (plugin) => {
  // Contract schemas (shared-kernel/src/contract/interviews.ts).
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.interviews.schedule),
    preHandler: requireRecruiter,
    handler: async (request, reply) => {
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
  });

  app.route({
    ...fromContract(app, routes.interviews.reschedule),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      return published(
        app,
        rescheduleInterview(app.db, recruiter, request.params.id, request.body),
      );
    },
  });

  app.route({
    ...fromContract(app, routes.interviews.cancel),
    preHandler: requireUser,
    handler: async (request) => {
      // A candidate cancels only what they booked themselves (./booking, issue 32).
      const user = signedInUser(request);
      if (user.userType === 'candidate') {
        return published(app, cancelBooked(app.db, user.id, request.params.id));
      }
      const recruiter = await recruiterOf(app.db, request);
      return published(app, cancelInterview(app.db, recruiter, request.params.id));
    },
  });

  app.route({
    ...fromContract(app, routes.interviews.confirm),
    preHandler: requireCandidate,
    handler: async (request) => {
      return published(app, confirmInterview(app.db, signedInUser(request).id, request.params.id));
    },
  });

  app.route({
    ...fromContract(app, routes.interviews.attendance),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const recruiter = await recruiterOf(app.db, request);
      return published(
        app,
        markAttendance(app.db, recruiter, request.params.id, request.body.attendance),
      );
    },
  });

  app.route({
    ...fromContract(app, routes.interviews.list),
    preHandler: requireUser,
    handler: async (request) => listInterviews(app.db, await viewerOf(app.db, request)),
  });

  app.route({
    ...fromContract(app, routes.interviews.calendar),
    preHandler: requireUser,
    handler: async (request, reply) => {
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
  });
};
