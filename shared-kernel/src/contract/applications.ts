// The candidate's applications (/api/applications): applying, the list and one application with
// its history, interviews and latest offer; the recruiter's pipeline of a job, status changes and
// bulk rejection.
import { Type, type Static } from 'typebox';
import {
  ApplicationStatusSchema,
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  NoBodySchema,
  NoQuerySchema,
  nullable,
  pageOf,
  PageQuerySchema,
  UuidSchema,
  vocabulary,
  WRITE_ERRORS,
} from './common.js';
import {
  FiredKnockoutSchema,
  ScreeningAnswerSchema,
  ScreeningAnswersInputSchema,
} from './hiring-workflows.js';
import { CertificatesSchema } from './certificates.js';
import { defineRoute } from './route.js';
import { InterviewSchema } from './interviews.js';
import { OfferSchema } from './offers.js';
import { NewStarterProgressSchema } from './new-starter.js';
import { AVAILABILITY_SLOTS, BOOKING_KINDS } from './vocabularies.js';

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
  /**
   * A rejected application's message from the company (the note of its move to rejected: a
   * recruiter's, or the hiring workflow's `rejectionMessage` after a knock-out); null when it
   * came without one, or the application is not rejected. The API always sends it.
   */
  rejectionMessage: Type.Optional(nullable(Type.String())),
  /** The new-starter pack's progress once the offer is accepted (issue 43); null before. */
  newStarter: Type.Optional(nullable(NewStarterProgressSchema)),
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
  /** Every offer, newest first (a withdrawn or expired one stays; the API always sends it). */
  offers: Type.Optional(Type.Array(OfferSchema)),
  /** The candidate's answers to the job's screening questions (issue 33), in the job's order. */
  answers: Type.Optional(Type.Array(ScreeningAnswerSchema)),
});
export type ApplicationDetail = Static<typeof ApplicationDetailSchema>;

export const ApplyBodySchema = Type.Object(
  {
    jobId: UuidSchema,
    coverLetter: Type.Optional(Type.String({ maxLength: 10000 })),
    availability: Type.Optional(
      Type.Array(AvailabilitySlotSchema, { maxItems: AVAILABILITY_SLOTS.length }),
    ),
    /**
     * One per screening question of the job (issue 33). A missing required answer, a choice not
     * offered, a number out of range or an unknown question is a 400 naming the question
     * (`field: 'answers/<questionId>'`, the message quotes it), and nothing is stored.
     */
    answers: Type.Optional(ScreeningAnswersInputSchema),
  },
  { additionalProperties: false },
);
export type ApplyBody = Static<typeof ApplyBodySchema>;

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const applicationRoutes = {
  /**
   * 201 with the new application; 404 job not open; 409 applied before
   * or the job past its closing date ('This job has closed'). A screening answer that knocks the
   * application out with a workflow delay of 0 (issue 33) is rejected at once: the 201 says so
   * (`status: 'rejected'`, with the workflow's message as `rejectionMessage`).
   */
  apply: defineRoute('POST', '/api/applications', {
    querystring: NoQuerySchema,
    body: ApplyBodySchema,
    response: { 201: ApplicationDetailSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  candidateList: defineRoute('GET', '/api/applications/candidate', {
    querystring: NoQuerySchema,
    response: { 200: CandidateApplicationListSchema, ...errorResponses(400, 401, 403) },
  }),
  /** The candidate's own; 404 otherwise */
  candidateDetail: defineRoute('GET', '/api/applications/:id', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: ApplicationDetailSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /**
   * The candidate takes back an open application (status
   * `withdrawn`, final; a pending offer is withdrawn with it, upcoming interviews cancelled).
   * 404 not theirs; 409 not open.
   */
  withdraw: defineRoute('POST', '/api/applications/:id/withdraw', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: NoBodySchema,
    response: { 200: ApplicationDetailSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
};

// ---------- the recruiter's pipeline ----------

/** One application in a job's pipeline (GET /api/jobs/:id/applications). */
export const JobApplicationSchema = Type.Object({
  id: UuidSchema,
  status: ApplicationStatusSchema,
  appliedAt: DateTimeSchema,
  statusChangedAt: DateTimeSchema,
  coverLetter: nullable(Type.String()),
  availability: Type.Array(AvailabilitySlotSchema),
  candidate: Type.Object({
    id: UuidSchema,
    firstName: Type.String(),
    lastName: Type.String(),
    name: Type.String(),
    email: Type.String(),
    profile: Type.Object({
      skills: Type.Array(Type.String()),
      location: nullable(Type.String()),
      experience: nullable(Type.String()),
      bio: nullable(Type.String()),
      personalityType: nullable(Type.String()),
      /** Licences and certificates (issue 43), expired ones too: the card marks them. */
      certificates: CertificatesSchema,
    }),
  }),
  /** The share (0–100) of the job's skills the candidate has. */
  skillsMatch: Type.Integer({ minimum: 0, maximum: 100 }),
  /** null when the candidate has not taken the culture assessment. */
  cultureScore: nullable(Type.Number()),
  /** Oldest first. */
  history: Type.Array(ApplicationHistoryEntrySchema),
  /** The screening answers, in the job's order (issue 33). */
  answers: Type.Array(ScreeningAnswerSchema),
  /** The knock-out that fired, if one did. */
  knockout: nullable(FiredKnockoutSchema),
  /** The invitation to book the candidate has not booked yet (or whose booking they cancelled). */
  openInvitation: Type.Optional(
    nullable(Type.Object({ kind: vocabulary(BOOKING_KINDS), createdAt: DateTimeSchema })),
  ),
  /** The new-starter pack's progress once the offer is accepted (issue 43); null before. */
  newStarter: Type.Optional(nullable(NewStarterProgressSchema)),
});
export type JobApplication = Static<typeof JobApplicationSchema>;

export const JobApplicationPageSchema = pageOf(JobApplicationSchema);
export type JobApplicationPage = Static<typeof JobApplicationPageSchema>;

export const JobApplicationsQuerySchema = Type.Object(
  {
    status: Type.Optional(ApplicationStatusSchema),
    ...PageQuerySchema.properties,
  },
  { additionalProperties: false },
);
export type JobApplicationsQuery = Static<typeof JobApplicationsQuerySchema>;

export const ChangeStatusBodySchema = Type.Object(
  { status: ApplicationStatusSchema, note: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export type ChangeStatusBody = Static<typeof ChangeStatusBodySchema>;

export const StatusChangeSchema = Type.Object({ id: UuidSchema, status: ApplicationStatusSchema });
export type StatusChange = Static<typeof StatusChangeSchema>;

export const BulkRejectBodySchema = Type.Object(
  {
    applicationIds: Type.Array(UuidSchema, { minItems: 1, maxItems: 200 }),
    message: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type BulkRejectBody = Static<typeof BulkRejectBodySchema>;

/** Which applications were rejected, and which were skipped (not open, or not the job's). */
export const BulkRejectResultSchema = Type.Object({
  rejected: Type.Array(UuidSchema),
  skipped: Type.Array(UuidSchema),
});
export type BulkRejectResult = Static<typeof BulkRejectResultSchema>;

/** The recruiter's routes of applications, by name. */
export const recruiterApplicationRoutes = {
  /** Newest first; 404 not the company's job */
  jobList: defineRoute('GET', '/api/jobs/:id/applications', {
    params: IdParamsSchema,
    querystring: JobApplicationsQuerySchema,
    response: { 200: JobApplicationPageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /**
   * 409 a move the rules refuse. `interviewed` and `offered`
   * are never set here (409 "Schedule an interview…" / "Make an offer…"): they come with the
   * interview or offer (POST /api/applications/:id/interviews, /offers).
   */
  changeStatus: defineRoute('PATCH', '/api/applications/:id/status', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: ChangeStatusBodySchema,
    response: { 200: StatusChangeSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  bulkReject: defineRoute('POST', '/api/jobs/:id/applications/bulk-reject', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: BulkRejectBodySchema,
    response: { 200: BulkRejectResultSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
};
