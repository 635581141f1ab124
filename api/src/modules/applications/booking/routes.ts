import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../../http/contract-route.js';
import { recruiterCompanyId, requireCandidate, requireRecruiter } from '../../access/index.js';
import { signedInUser } from '../../auth/index.js';
import { published } from '../../notifications/index.js';
import { recruiterOf } from '../viewer.js';
import { availabilityOf, saveAvailability } from './availability-service.js';
import { bookSlot, rescheduleBooked, slotsOfInvitation } from './book-service.js';
import { inviteToBook } from './invitation-service.js';

/**
 * Candidates book their own interview or paid trial shift (issue 32): the recruiter's
 * availability and invitation, the candidate's slots, booking and moving. The candidate's cancel
 * is POST /api/interviews/:id/cancel (../interviews-routes.ts).
 */
export const bookingRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.route({
    ...fromContract(app, routes.booking.availability),
    preHandler: requireRecruiter,
    handler: async (request) => availabilityOf(app.db, signedInUser(request).id),
  });

  app.route({
    ...fromContract(app, routes.booking.saveAvailability),
    preHandler: requireRecruiter,
    handler: async (request) => {
      const user = signedInUser(request);
      const companyId = await recruiterCompanyId(app.db, user);
      return saveAvailability(app.db, { id: user.id, companyId }, request.body);
    },
  });

  app.route({
    ...fromContract(app, routes.booking.invite),
    preHandler: requireRecruiter,
    handler: async (request, reply) => {
      const recruiter = await recruiterOf(app.db, request);
      const invitation = await published(
        app,
        inviteToBook(app.db, recruiter, request.params.id, request.body, app.config.publicUrl),
      );
      return reply.status(201).send(invitation);
    },
  });

  app.route({
    ...fromContract(app, routes.booking.slots),
    preHandler: requireCandidate,
    handler: async (request) =>
      slotsOfInvitation(app.db, signedInUser(request).id, request.params.id),
  });

  app.route({
    ...fromContract(app, routes.booking.book),
    preHandler: requireCandidate,
    handler: async (request, reply) => {
      const interview = await published(
        app,
        bookSlot(app.db, signedInUser(request).id, request.params.id, request.body.startsAt),
      );
      return reply.status(201).send(interview);
    },
  });

  app.route({
    ...fromContract(app, routes.booking.reschedule),
    preHandler: requireCandidate,
    handler: async (request) =>
      published(
        app,
        rescheduleBooked(
          app.db,
          signedInUser(request).id,
          request.params.id,
          request.body.startsAt,
        ),
      ),
  });
};
