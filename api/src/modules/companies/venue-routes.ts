import type { FastifyPluginAsync } from 'fastify';
import { requireRecruiter } from '../access/roles.js';
import { signedInUser } from '../auth/sessions.js';
import {
  GUEST_INTERACTIONS,
  idParams,
  nullableEnum,
  nullableText,
  objectSchema,
  PACES,
  pageQuery,
  primaryValues,
  SERVICE_APPROACHES,
  TEAM_SIZES,
  text,
  VENUE_TYPES,
  type Page,
} from './schemas.js';
import {
  createVenue,
  getVenue,
  listMyVenues,
  setVenueArchived,
  updateVenue,
  type VenueInput,
  type VenuePatch,
} from './venue-service.js';

const venueFields = {
  name: text(120, 1),
  venueType: { type: 'string', enum: VENUE_TYPES },
  city: text(100, 1),
  description: nullableText(5000),
  postcode: { type: ['string', 'null'], minLength: 2, maxLength: 10 },
  addressLine: nullableText(200),
  pace: nullableEnum(PACES),
  teamSize: nullableEnum(TEAM_SIZES),
  guestInteraction: nullableEnum(GUEST_INTERACTIONS),
  serviceApproach: nullableEnum(SERVICE_APPROACHES),
  primaryValues,
};

type IdParams = { Params: { id: string } };

/** A recruiter's venues: list, add, edit, archive, one venue with its counts. */
export const venueRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Page & { includeArchived: boolean } }>(
    '/companies/mine/venues',
    {
      preHandler: requireRecruiter,
      schema: {
        querystring: objectSchema({
          ...pageQuery,
          pageSize: { ...pageQuery.pageSize, default: 50 },
          includeArchived: { type: 'boolean', default: false },
        }),
      },
    },
    async (request) => listMyVenues(app.db, signedInUser(request).id, request.query),
  );

  app.post<{ Body: VenueInput }>(
    '/companies/mine/venues',
    {
      preHandler: requireRecruiter,
      schema: { body: objectSchema(venueFields, ['name', 'venueType', 'city']) },
    },
    async (request, reply) =>
      reply.status(201).send(await createVenue(app.db, signedInUser(request).id, request.body)),
  );

  app.get<IdParams>(
    '/venues/:id',
    { preHandler: requireRecruiter, schema: { params: idParams } },
    async (request) => getVenue(app.db, signedInUser(request).id, request.params.id),
  );

  app.patch<IdParams & { Body: VenuePatch }>(
    '/venues/:id',
    { preHandler: requireRecruiter, schema: { params: idParams, body: objectSchema(venueFields) } },
    async (request) =>
      updateVenue(app.db, signedInUser(request).id, request.params.id, request.body ?? {}),
  );

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post<IdParams>(
      `/venues/:id/${action}`,
      { preHandler: requireRecruiter, schema: { params: idParams } },
      async (request) =>
        setVenueArchived(app.db, signedInUser(request).id, request.params.id, archived),
    );
  }
};
