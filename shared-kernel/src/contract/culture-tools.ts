// The culture tools of a company: the strategy canvas (/api/strategy-canvas), magical moments
// (/api/magical-moments) and the past people it could invite back (/api/companies/mine/past-people).
import { Type, type Static } from 'typebox';
import {
  ApplicationStatusSchema,
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  NoContentSchema,
  NoQuerySchema,
  nullable,
  pageOf,
  PageQuerySchema,
  UuidSchema,
  vocabulary,
  WRITE_ERRORS,
} from './common.js';
import { defineRoute } from './route.js';
import { PRIMARY_VALUES } from './vocabularies.js';

const nonBlank = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
/** `YYYY-MM-DD` (a day that does not exist is the API's 400, naming the field). */
const DayTextSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  minLength: 10,
  maxLength: 10,
});

// ---------- strategy canvas ----------

export const CanvasItemSchema = Type.Object(
  {
    title: nonBlank(120),
    description: Type.String({ maxLength: 1000 }),
    /** One of the culture profile's primary values, or none. */
    primaryValue: Type.Optional(nullable(vocabulary(PRIMARY_VALUES))),
  },
  { additionalProperties: false },
);
export type CanvasItem = Static<typeof CanvasItemSchema>;

const CanvasListSchema = Type.Array(CanvasItemSchema, { maxItems: 12 });

export const SaveCanvasBodySchema = Type.Object(
  {
    coreValues: CanvasListSchema,
    standards: CanvasListSchema,
    /** When true, the company culture profile's primary values become the canvas's tagged ones. */
    applyToCultureProfile: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SaveCanvasBody = Static<typeof SaveCanvasBodySchema>;

export const CanvasSchema = Type.Object({
  coreValues: Type.Array(CanvasItemSchema),
  standards: Type.Array(CanvasItemSchema),
  /** The company culture profile's primary values. */
  primaryValues: Type.Array(Type.String()),
  /** null before the first save. */
  updatedAt: nullable(DateTimeSchema),
});
export type Canvas = Static<typeof CanvasSchema>;

// ---------- magical moments ----------

export const MomentSchema = Type.Object({
  id: UuidSchema,
  teamMemberName: Type.String(),
  title: nullable(Type.String()),
  description: Type.String(),
  /** A calendar day, `YYYY-MM-DD`. */
  occurredOn: Type.String(),
  venueId: nullable(UuidSchema),
  venueName: nullable(Type.String()),
  createdAt: DateTimeSchema,
  /** Whether the signed-in member may delete it: who logged it, or the owner or an admin. */
  canDelete: Type.Boolean(),
});
export type Moment = Static<typeof MomentSchema>;

export const MomentPageSchema = pageOf(MomentSchema);
export type MomentPage = Static<typeof MomentPageSchema>;

export const MomentsQuerySchema = Type.Object(
  { ...PageQuerySchema.properties, teamMember: Type.Optional(Type.String({ maxLength: 120 })) },
  { additionalProperties: false },
);
export type MomentsQuery = Static<typeof MomentsQuerySchema>;

export const CreateMomentBodySchema = Type.Object(
  {
    teamMemberName: nonBlank(120),
    title: Type.Optional(nullable(Type.String({ maxLength: 200 }))),
    description: nonBlank(5000),
    /** Today (Europe/London) when left out; never in the future. */
    occurredOn: Type.Optional(DayTextSchema),
    venueId: Type.Optional(nullable(UuidSchema)),
  },
  { additionalProperties: false },
);
export type CreateMomentBody = Static<typeof CreateMomentBodySchema>;

// ---------- past people ----------

/** Past hires (to rehire) or past applicants whose applications all ended. */
export const PAST_PEOPLE_KINDS = ['hires', 'applicants'] as const;
export type PastPeopleKind = (typeof PAST_PEOPLE_KINDS)[number];

export const PastPeopleQuerySchema = Type.Object(
  { ...PageQuerySchema.properties, kind: vocabulary(PAST_PEOPLE_KINDS) },
  { additionalProperties: false },
);
export type PastPeopleQuery = Static<typeof PastPeopleQuerySchema>;

export const PastPersonSchema = Type.Object({
  candidateId: UuidSchema,
  name: Type.String(),
  city: nullable(Type.String()),
  skills: Type.Array(Type.String()),
  applications: Type.Integer({ minimum: 1 }),
  lastJobTitle: Type.String(),
  lastVenueName: nullable(Type.String()),
  lastStatus: ApplicationStatusSchema,
  lastAppliedAt: DateTimeSchema,
  conversationId: nullable(UuidSchema),
  /** The magical moments logged under their name. */
  moments: Type.Array(MomentSchema),
});
export type PastPerson = Static<typeof PastPersonSchema>;

export const PastPersonPageSchema = pageOf(PastPersonSchema);
export type PastPersonPage = Static<typeof PastPersonPageSchema>;

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const cultureToolRoutes = {
  canvas: defineRoute('GET', '/api/strategy-canvas', {
    querystring: NoQuerySchema,
    response: { 200: CanvasSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** Owners and admins */
  saveCanvas: defineRoute('PUT', '/api/strategy-canvas', {
    body: SaveCanvasBodySchema,
    response: { 200: CanvasSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** Newest first */
  moments: defineRoute('GET', '/api/magical-moments', {
    querystring: MomentsQuerySchema,
    response: { 200: MomentPageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** 404 a venue not the company's */
  createMoment: defineRoute('POST', '/api/magical-moments', {
    body: CreateMomentBodySchema,
    response: { 201: MomentSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** 403 a plain member's delete of someone else's moment */
  deleteMoment: defineRoute('DELETE', '/api/magical-moments/:id', {
    params: IdParamsSchema,
    response: { 204: NoContentSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** `?kind=` */
  pastPeople: defineRoute('GET', '/api/companies/mine/past-people', {
    querystring: PastPeopleQuerySchema,
    response: { 200: PastPersonPageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
