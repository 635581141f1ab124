// A company's venues (/api/companies/mine/venues, /api/venues/:id): the recruiter's side. The
// API's routes are api/src/modules/companies/venue-routes.ts.
import { Type, type Static } from 'typebox';
import {
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  NoBodySchema,
  NoQuerySchema,
  nullable,
  pageOf,
  TeamSizeSchema,
  UuidSchema,
  VenueTypeSchema,
  WorkPaceSchema,
  WRITE_ERRORS,
} from './common.js';
import { GuestInteractionSchema, PrimaryValuesSchema, ServiceApproachSchema } from './companies.js';

export const VenueSchema = Type.Object({
  id: UuidSchema,
  companyId: UuidSchema,
  name: Type.String(),
  venueType: VenueTypeSchema,
  description: nullable(Type.String()),
  addressLine: nullable(Type.String()),
  city: Type.String(),
  postcode: nullable(Type.String()),
  pace: nullable(WorkPaceSchema),
  teamSize: nullable(TeamSizeSchema),
  guestInteraction: nullable(GuestInteractionSchema),
  serviceApproach: nullable(ServiceApproachSchema),
  primaryValues: PrimaryValuesSchema,
  archived: Type.Boolean(),
  archivedAt: nullable(DateTimeSchema),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type Venue = Static<typeof VenueSchema>;

/** GET /api/venues/:id: the venue with its open jobs and hires (accepted applications). */
export const VenueDetailSchema = Type.Object({
  ...VenueSchema.properties,
  openJobs: Type.Integer({ minimum: 0 }),
  hires: Type.Integer({ minimum: 0 }),
});
export type VenueDetail = Static<typeof VenueDetailSchema>;

export const VenuePageSchema = pageOf(VenueSchema);
export type VenuePage = Static<typeof VenuePageSchema>;

const venueFields = {
  name: Type.String({ minLength: 1, maxLength: 120 }),
  venueType: VenueTypeSchema,
  city: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(nullable(Type.String({ maxLength: 5000 }))),
  postcode: Type.Optional(nullable(Type.String({ minLength: 2, maxLength: 10 }))),
  addressLine: Type.Optional(nullable(Type.String({ maxLength: 200 }))),
  pace: Type.Optional(nullable(WorkPaceSchema)),
  teamSize: Type.Optional(nullable(TeamSizeSchema)),
  guestInteraction: Type.Optional(nullable(GuestInteractionSchema)),
  serviceApproach: Type.Optional(nullable(ServiceApproachSchema)),
  primaryValues: Type.Optional(PrimaryValuesSchema),
};

export const VenueInputSchema = Type.Object(venueFields, { additionalProperties: false });
export type VenueInput = Static<typeof VenueInputSchema>;

/** PATCH: any of the fields, at least one. */
export const VenuePatchSchema = Type.Object(
  {
    ...venueFields,
    name: Type.Optional(venueFields.name),
    venueType: Type.Optional(venueFields.venueType),
    city: Type.Optional(venueFields.city),
  },
  { additionalProperties: false },
);
export type VenuePatch = Static<typeof VenuePatchSchema>;

export const VenueListQuerySchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 50 }),
    includeArchived: Type.Boolean({ default: false }),
  },
  { additionalProperties: false },
);
export type VenueListQuery = Static<typeof VenueListQuerySchema>;

/** The Fastify `schema` of each route, by name. */
export const venueRoutes = {
  /** GET /api/companies/mine/venues (any member; 404 without a company) */
  list: {
    querystring: VenueListQuerySchema,
    response: { 200: VenuePageSchema, ...errorResponses(400, 401, 403, 404) },
  },
  /** POST /api/companies/mine/venues (owner or admin) */
  create: {
    querystring: NoQuerySchema,
    body: VenueInputSchema,
    response: { 201: VenueSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  },
  /** GET /api/venues/:id (404 for another company's) */
  get: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: VenueDetailSchema, ...errorResponses(400, 401, 403, 404) },
  },
  /** PATCH /api/venues/:id (owner or admin) */
  update: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: VenuePatchSchema,
    response: { 200: VenueSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  },
  /** POST /api/venues/:id/archive and /unarchive (owner or admin) */
  archive: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: NoBodySchema,
    response: { 200: VenueSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  },
};
