// The candidate's own profile (GET/PUT /api/profile).
import { Type, type Static } from 'typebox';
import { AvailabilitySlotSchema } from './applications.js';
import { DateTimeSchema, errorResponses, NoQuerySchema, nullable, WRITE_ERRORS } from './common.js';
import { AVAILABILITY_SLOTS } from './vocabularies.js';

export const PROFILE_MAX_SKILLS = 50;
export const PROFILE_SKILL_MAX_LENGTH = 60;
/** Digits, spaces and + ( ) - only; 5 to 32 characters (the column's check). */
export const PHONE_PATTERN = '^\\+?[0-9 ()-]{5,32}$';

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
  visibleInTalentPool: Type.Boolean(),
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
    visibleInTalentPool: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ProfileInput = Static<typeof ProfileInputSchema>;

export const profileRoutes = {
  /** GET /api/profile: 404 before the candidate has one. */
  get: {
    querystring: NoQuerySchema,
    response: { 200: CandidateProfileSchema, ...errorResponses(400, 401, 403, 404) },
  },
  /** PUT /api/profile */
  save: {
    body: ProfileInputSchema,
    response: { 200: CandidateProfileSchema, ...errorResponses(...WRITE_ERRORS) },
  },
};
