// The candidate's applications (/api/applications): applying, the list and one application with
// its history, interviews and latest offer. The recruiter's pipeline: contract pending.
import { Type, type Static } from 'typebox';
import {
  ApplicationStatusSchema,
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  NoQuerySchema,
  nullable,
  UuidSchema,
  vocabulary,
  WRITE_ERRORS,
} from './common.js';
import { InterviewSchema } from './interviews.js';
import { OfferSchema } from './offers.js';
import { AVAILABILITY_SLOTS } from './vocabularies.js';

export const AvailabilitySlotSchema = vocabulary(AVAILABILITY_SLOTS);

export const ApplicationSummarySchema = Type.Object({
  id: UuidSchema,
  status: ApplicationStatusSchema,
  appliedAt: DateTimeSchema,
  statusChangedAt: DateTimeSchema,
  job: Type.Object({
    id: UuidSchema,
    title: Type.String(),
    /** The venue's city. */
    location: nullable(Type.String()),
    company: Type.Object({ id: UuidSchema, name: Type.String() }),
  }),
});
export type ApplicationSummary = Static<typeof ApplicationSummarySchema>;

/** Newest first (spec section 7: a plain array, at most 500). */
export const CandidateApplicationListSchema = Type.Array(ApplicationSummarySchema);
export type CandidateApplicationList = Static<typeof CandidateApplicationListSchema>;

export const ApplicationHistoryEntrySchema = Type.Object({
  /** null for the first entry (the application itself). */
  fromStatus: nullable(ApplicationStatusSchema),
  status: ApplicationStatusSchema,
  at: DateTimeSchema,
  note: nullable(Type.String()),
});
export type ApplicationHistoryEntry = Static<typeof ApplicationHistoryEntrySchema>;

export const ApplicationDetailSchema = Type.Object({
  ...ApplicationSummarySchema.properties,
  coverLetter: nullable(Type.String()),
  availability: Type.Array(AvailabilitySlotSchema),
  /** Oldest first. */
  history: Type.Array(ApplicationHistoryEntrySchema),
  /** Soonest first. */
  interviews: Type.Array(InterviewSchema),
  /** The latest offer, if any. */
  offer: nullable(OfferSchema),
});
export type ApplicationDetail = Static<typeof ApplicationDetailSchema>;

export const ApplyBodySchema = Type.Object(
  {
    jobId: UuidSchema,
    coverLetter: Type.Optional(Type.String({ maxLength: 10000 })),
    availability: Type.Optional(
      Type.Array(AvailabilitySlotSchema, { maxItems: AVAILABILITY_SLOTS.length }),
    ),
  },
  { additionalProperties: false },
);
export type ApplyBody = Static<typeof ApplyBodySchema>;

/** The Fastify `schema` of each route, by name. */
export const applicationRoutes = {
  /** POST /api/applications: 201 with the new application; 404 job not open; 409 applied before */
  apply: {
    querystring: NoQuerySchema,
    body: ApplyBodySchema,
    response: { 201: ApplicationDetailSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  },
  /** GET /api/applications/candidate */
  candidateList: {
    querystring: NoQuerySchema,
    response: { 200: CandidateApplicationListSchema, ...errorResponses(400, 401, 403) },
  },
  /** GET /api/applications/:id (the candidate's own; 404 otherwise) */
  candidateDetail: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: ApplicationDetailSchema, ...errorResponses(400, 401, 403, 404) },
  },
};
