// The talent pool (/api/talent-pool, /api/talent-pool/candidates/:id): candidates who chose to be
// visible, as a recruiter's company finds them. Names show the last initial only.
import { Type, type Static } from 'typebox';
import { AvailabilitySlotSchema } from './applications.js';
import {
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  nullable,
  pageOf,
  PageQuerySchema,
  UuidSchema,
} from './common.js';
import { defineRoute } from './route.js';

/** The length of the experience preview in a search result (the profile has it whole). */
export const EXPERIENCE_PREVIEW_LENGTH = 160;

const poolCandidateFields = {
  candidateId: UuidSchema,
  firstName: Type.String(),
  /** The last name's initial (`C.`). */
  lastName: Type.String(),
  /** `Maya C.` */
  name: Type.String(),
  location: nullable(Type.String()),
  skills: Type.Array(Type.String()),
  experience: nullable(Type.String()),
  personalityType: nullable(Type.String()),
  /** 0–100 against the company's culture; null when either side has no culture answers. */
  cultureScore: nullable(Type.Number()),
};

/** A search result: the experience shortened, the searched skills the candidate has. */
export const PoolCandidateSchema = Type.Object({
  ...poolCandidateFields,
  skillsMatched: Type.Array(Type.String()),
});
export type PoolCandidate = Static<typeof PoolCandidateSchema>;
export const PoolCandidatePageSchema = pageOf(PoolCandidateSchema);
export type PoolCandidatePage = Static<typeof PoolCandidatePageSchema>;

/** One visible candidate's profile, with why their culture fits (or not). */
export const PoolCandidateProfileSchema = Type.Object({
  ...poolCandidateFields,
  bio: nullable(Type.String()),
  availability: Type.Array(AvailabilitySlotSchema),
  cultureReasons: Type.Array(Type.String()),
  updatedAt: DateTimeSchema,
});
export type PoolCandidateProfile = Static<typeof PoolCandidateProfileSchema>;

/**
 * GET /api/talent-pool: `skills` and `availability` comma lists (the candidate has every
 * availability slot and any of the skills), `location` a city, `minCulture` 0–100.
 */
export const TalentPoolQuerySchema = Type.Object(
  {
    skills: Type.Optional(Type.String({ maxLength: 1000 })),
    location: Type.Optional(Type.String({ maxLength: 100 })),
    availability: Type.Optional(Type.String({ pattern: '^[a-z_, ]*$', maxLength: 400 })),
    minCulture: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    ...PageQuerySchema.properties,
  },
  { additionalProperties: false },
);
export type TalentPoolQuery = Static<typeof TalentPoolQuerySchema>;

/** The Fastify `schema` of each route (recruiters with a company; 404 without one). */
export const talentPoolRoutes = {
  /** Best skills match first, then most recently updated. */
  search: defineRoute('GET', '/api/talent-pool', {
    querystring: TalentPoolQuerySchema,
    response: { 200: PoolCandidatePageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** 404 when hidden or not a candidate. */
  candidate: defineRoute('GET', '/api/talent-pool/candidates/:id', {
    params: IdParamsSchema,
    response: { 200: PoolCandidateProfileSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
