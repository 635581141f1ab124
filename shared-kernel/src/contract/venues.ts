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
import { defineRoute } from './route.js';
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

/** Archiving a venue and taking it back out answer alike. */
const archiveSchema = {
  params: IdParamsSchema,
  querystring: NoQuerySchema,
  body: NoBodySchema,
  response: { 200: VenueSchema, ...errorResponses(...WRITE_ERRORS, 404) },
};

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const venueRoutes = {
  /** Any member; 404 without a company */
  list: defineRoute('GET', '/api/companies/mine/venues', {
    querystring: VenueListQuerySchema,
    response: { 200: VenuePageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** Owner or admin */
  create: defineRoute('POST', '/api/companies/mine/venues', {
    querystring: NoQuerySchema,
    body: VenueInputSchema,
    response: { 201: VenueSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** 404 for another company's */
  get: defineRoute('GET', '/api/venues/:id', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: VenueDetailSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** Owner or admin */
  update: defineRoute('PATCH', '/api/venues/:id', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: VenuePatchSchema,
    response: { 200: VenueSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** Owner or admin */
  archive: defineRoute('POST', '/api/venues/:id/archive', archiveSchema),
  /** Owner or admin */
  unarchive: defineRoute('POST', '/api/venues/:id/unarchive', archiveSchema),
};
