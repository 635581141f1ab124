// The candidate's own profile (GET/PUT /api/profile).
import { Type, type Static } from 'typebox';
import { AvailabilitySlotSchema } from './applications.js';
import { CertificatesSchema } from './certificates.js';
import {
  DateTimeSchema,
  errorResponses,
  NoQuerySchema,
  nullable,
  VenueTypeSchema,
  vocabulary,
  WRITE_ERRORS,
} from './common.js';
import { defineRoute } from './route.js';
import { AVAILABILITY_SLOTS, EXPERIENCE_ROLES } from './vocabularies.js';

export const PROFILE_MAX_SKILLS = 50;
export const PROFILE_SKILL_MAX_LENGTH = 60;
/** Digits, spaces and + ( ) - only; 5 to 32 characters (the column's check). */
export const PHONE_PATTERN = '^\\+?[0-9 ()-]{5,32}$';
/** Structured experience (issue 15): at most 20 past roles, 0.5 to 50 years each. */
export const PROFILE_MAX_EXPERIENCE_ROLES = 20;
export const EXPERIENCE_MAX_YEARS = 50;
/** How far a candidate will travel, in miles (the column's check). */
export const TRAVEL_MILES_MIN = 1;
export const TRAVEL_MILES_MAX = 200;
/** Used when a candidate sets a home area without saying how far they travel. */
export const DEFAULT_TRAVEL_MILES = 10;

export const ExperienceRoleSchema = vocabulary(EXPERIENCE_ROLES);

/** One past role: what, where, how long. The free-text `experience` stays as a note. */
export const ExperienceEntrySchema = Type.Object(
  {
    role: ExperienceRoleSchema,
    venueType: VenueTypeSchema,
    years: Type.Number({ minimum: 0.5, maximum: EXPERIENCE_MAX_YEARS, multipleOf: 0.5 }),
  },
  { additionalProperties: false },
);
export type ExperienceEntry = Static<typeof ExperienceEntrySchema>;

export const CandidateProfileSchema = Type.Object({
  bio: nullable(Type.String()),
  experience: nullable(Type.String()),
  phoneNumber: nullable(Type.String()),
  personalityType: nullable(Type.String()),
  skills: Type.Array(Type.String()),
  /** How much of the culture assessment is answered, 0–100; null before it is taken. */
  culturalAlignmentScore: nullable(Type.Number()),
  location: nullable(Type.String()),
  postcode: nullable(Type.String()),
  availability: Type.Array(AvailabilitySlotSchema),
  /** Past roles (structured); `experience` is the free-text note. */
  experienceRoles: Type.Array(ExperienceEntrySchema),
  /** The UK town or postcode district the candidate lives in, as the data set names it. */
  homeArea: nullable(Type.String()),
  /** How far they will travel from the home area, in miles. */
  travelMiles: nullable(Type.Integer()),
  visibleInTalentPool: Type.Boolean(),
  /** Licences and certificates (issue 43 item 3), in the vocabulary's order; expired ones too. */
  certificates: CertificatesSchema,
  /** shared-kernel/rules profileCompletion, 0–100. */
  completion: Type.Number(),
  updatedAt: DateTimeSchema,
});
export type CandidateProfile = Static<typeof CandidateProfileSchema>;

const nullableText = (maxLength: number) => nullable(Type.String({ maxLength }));

/** PUT /api/profile: any of the fields (creates the profile the first time). */
export const ProfileInputSchema = Type.Object(
  {
    bio: Type.Optional(nullableText(5000)),
    experience: Type.Optional(nullableText(10000)),
    phoneNumber: Type.Optional(nullable(Type.String({ pattern: PHONE_PATTERN, maxLength: 32 }))),
    skills: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: PROFILE_SKILL_MAX_LENGTH }), {
        maxItems: PROFILE_MAX_SKILLS,
      }),
    ),
    location: Type.Optional(nullableText(100)),
    postcode: Type.Optional(
      nullable(Type.String({ pattern: '^[A-Za-z0-9 ]{2,10}$', maxLength: 10 })),
    ),
    availability: Type.Optional(
      Type.Array(AvailabilitySlotSchema, { maxItems: AVAILABILITY_SLOTS.length }),
    ),
    experienceRoles: Type.Optional(
      Type.Array(ExperienceEntrySchema, { maxItems: PROFILE_MAX_EXPERIENCE_ROLES }),
    ),
    /** A UK town or postcode district; 400 naming `homeArea` when the data set does not know it. */
    homeArea: Type.Optional(nullable(Type.String({ maxLength: 100 }))),
    travelMiles: Type.Optional(
      nullable(Type.Integer({ minimum: TRAVEL_MILES_MIN, maximum: TRAVEL_MILES_MAX })),
    ),
    visibleInTalentPool: Type.Optional(Type.Boolean()),
    /**
     * The whole list (`[]` removes them all): one of each kind at most, no expiry day already
     * past (400 naming `certificates`).
     */
    certificates: Type.Optional(CertificatesSchema),
  },
  { additionalProperties: false },
);
export type ProfileInput = Static<typeof ProfileInputSchema>;

export const profileRoutes = {
  /** 404 before the candidate has one. */
  get: defineRoute('GET', '/api/profile', {
    querystring: NoQuerySchema,
    response: { 200: CandidateProfileSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  save: defineRoute('PUT', '/api/profile', {
    body: ProfileInputSchema,
    response: { 200: CandidateProfileSchema, ...errorResponses(...WRITE_ERRORS) },
  }),
};
