import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { venueRoutes as schemas } from 'shared-kernel/contract';
import { requireRecruiter } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import {
  createVenue,
  getVenue,
  listMyVenues,
  setVenueArchived,
  updateVenue,
} from './venue-service.js';

/**
 * A recruiter's venues: list, add, edit, archive, one venue with its counts. Schemas:
 * shared-kernel/src/contract/venues.ts.
 */
export const venueRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/companies/mine/venues',
    { preHandler: requireRecruiter, schema: schemas.list },
    async (request) => listMyVenues(app.db, signedInUser(request).id, request.query),
  );

  app.post(
    '/companies/mine/venues',
    { preHandler: requireRecruiter, schema: schemas.create },
    async (request, reply) =>
      reply.status(201).send(await createVenue(app.db, signedInUser(request).id, request.body)),
  );

  app.get('/venues/:id', { preHandler: requireRecruiter, schema: schemas.get }, async (request) =>
    getVenue(app.db, signedInUser(request).id, request.params.id),
  );

  app.patch(
    '/venues/:id',
    { preHandler: requireRecruiter, schema: schemas.update },
    async (request) =>
      updateVenue(app.db, signedInUser(request).id, request.params.id, request.body),
  );

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/venues/:id/${action}`,
      { preHandler: requireRecruiter, schema: schemas.archive },
      async (request) =>
        setVenueArchived(app.db, signedInUser(request).id, request.params.id, archived),
    );
  }
};
