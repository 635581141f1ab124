import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routes } from 'shared-kernel/contract';
import { fromContract } from '../../http/contract-route.js';
import { requireRecruiter } from '../access/index.js';
import { signedInUser } from '../auth/index.js';
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

  app.route({
    ...fromContract(app, routes.venues.list),
    preHandler: requireRecruiter,
    handler: async (request) => listMyVenues(app.db, signedInUser(request).id, request.query),
  });

  app.route({
    ...fromContract(app, routes.venues.create),
    preHandler: requireRecruiter,
    handler: async (request, reply) =>
      reply.status(201).send(await createVenue(app.db, signedInUser(request).id, request.body)),
  });

  app.route({
    ...fromContract(app, routes.venues.get),
    preHandler: requireRecruiter,
    handler: async (request) => getVenue(app.db, signedInUser(request).id, request.params.id),
  });

  app.route({
    ...fromContract(app, routes.venues.update),
    preHandler: requireRecruiter,
    handler: async (request) =>
      updateVenue(app.db, signedInUser(request).id, request.params.id, request.body),
  });

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.route({
      ...fromContract(app, routes.venues[action]),
      preHandler: requireRecruiter,
      handler: async (request) =>
        setVenueArchived(app.db, signedInUser(request).id, request.params.id, archived),
    });
  }
};
