// The recruiter's hiring tools: the dashboard (/api/recruiter-dashboard), a job's matches and
// invitations (/api/jobs/:id/matches, /invites), an application's details and interview
// scorecards (/api/applications/:id/details, /scorecards, /api/scorecards).
import { Type, type Static } from 'typebox';
import {
  ApplicationStatusSchema,
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  InterviewModeSchema,
  InterviewStatusSchema,
  NoQuerySchema,
  nullable,
  pageOf,
  PageQuerySchema,
  SalaryTypeSchema,
  UuidSchema,
  vocabulary,
  WRITE_ERRORS,
} from './common.js';
import { InterviewSchema } from './interviews.js';
import { JobStatusSchema, ManagedJobSchema } from './jobs.js';
import { OfferSchema } from './offers.js';

const JobRefSchema = Type.Object({ id: UuidSchema, title: Type.String() });
const count = Type.Integer({ minimum: 0 });

// ---------- dashboard ----------

export const DashboardSchema = Type.Object({
  /** The company's open jobs (at most 50) with their counts. */
  openJobs: Type.Array(
    Type.Pick(ManagedJobSchema, [
      'id',
      'title',
      'venue',
      'urgent',
      'closesOn',
      'applicationCounts',
      'newApplications',
      'totalApplications',
    ]),
  ),
  openJobsTotal: count,
  /** Applications still to review, newest first (at most 8). */
  newApplications: Type.Array(
    Type.Object({
      id: UuidSchema,
      appliedAt: DateTimeSchema,
      candidateName: Type.String(),
      job: JobRefSchema,
    }),
  ),
  newApplicationsTotal: count,
  /** Scheduled or confirmed interviews from now, soonest first (at most 8). */
  upcomingInterviews: Type.Array(
    Type.Object({
      id: UuidSchema,
      startsAt: DateTimeSchema,
      mode: InterviewModeSchema,
      status: InterviewStatusSchema,
      applicationId: UuidSchema,
      candidateName: Type.String(),
      job: JobRefSchema,
    }),
  ),
  /** Offers awaiting an answer, soonest to expire first (at most 8). */
  pendingOffers: Type.Array(
    Type.Object({
      id: UuidSchema,
      expiresAt: nullable(DateTimeSchema),
      /** Pounds. */
      salaryAmount: Type.Number(),
      salaryType: SalaryTypeSchema,
      applicationId: UuidSchema,
      candidateName: Type.String(),
      job: JobRefSchema,
    }),
  ),
  /** The last 7 days (interviews: the 7 days either side of now). */
  thisWeek: Type.Object({ applications: count, interviews: count, offers: count, hires: count }),
});
export type Dashboard = Static<typeof DashboardSchema>;

// ---------- matches and invitations ----------

export const JobMatchSchema = Type.Object({
  candidateId: UuidSchema,
  /** First name and last initial. */
  name: Type.String(),
  location: nullable(Type.String()),
  skills: Type.Array(Type.String()),
  personalityType: nullable(Type.String()),
  score: Type.Number(),
  reasons: Type.Array(Type.String()),
  skillsMatched: Type.Array(Type.String()),
  cultureScore: nullable(Type.Number()),
  applicationId: nullable(UuidSchema),
  applicationStatus: nullable(ApplicationStatusSchema),
  invitedAt: nullable(DateTimeSchema),
});
export type JobMatch = Static<typeof JobMatchSchema>;

/** Best match first. */
export const JobMatchPageSchema = Type.Object({
  job: Type.Object({
    id: UuidSchema,
    title: Type.String(),
    status: JobStatusSchema,
    city: Type.String(),
    skills: Type.Array(Type.String()),
  }),
  ...pageOf(JobMatchSchema).properties,
});
export type JobMatchPage = Static<typeof JobMatchPageSchema>;

export const InviteBodySchema = Type.Object(
  { candidateId: UuidSchema, message: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export type InviteBody = Static<typeof InviteBodySchema>;

export const InviteSchema = Type.Object({
  id: UuidSchema,
  jobId: UuidSchema,
  candidateId: UuidSchema,
  invitedAt: DateTimeSchema,
});
export type Invite = Static<typeof InviteSchema>;

// ---------- scorecards ----------

/** What a scorecard rates, 1–5 each. */
export const SCORECARD_CRITERIA = [
  'hospitality',
  'communication',
  'skills',
  'teamwork',
  'reliability',
] as const;
export type ScorecardCriterion = (typeof SCORECARD_CRITERIA)[number];
export const SCORECARD_RECOMMENDATIONS = ['hire', 'maybe', 'no_hire'] as const;
export type ScorecardRecommendation = (typeof SCORECARD_RECOMMENDATIONS)[number];

const Rating = Type.Integer({ minimum: 1, maximum: 5 });
/** The criteria rated (at least one: the API's 400 names `ratings`). */
export const ScorecardRatingsSchema = Type.Partial(
  Type.Object(
    Object.fromEntries(SCORECARD_CRITERIA.map((c) => [c, Rating])) as Record<
      ScorecardCriterion,
      typeof Rating
    >,
  ),
  { additionalProperties: false },
);
export type ScorecardRatings = Static<typeof ScorecardRatingsSchema>;
export const ScorecardRecommendationSchema = vocabulary(SCORECARD_RECOMMENDATIONS);

export const ScorecardSchema = Type.Object({
  id: UuidSchema,
  applicationId: UuidSchema,
  interviewId: nullable(UuidSchema),
  /** null when the author's account is gone. */
  author: nullable(Type.Object({ id: UuidSchema, name: Type.String() })),
  ratings: ScorecardRatingsSchema,
  /** The ratings' average, to one decimal. */
  average: nullable(Type.Number()),
  recommendation: ScorecardRecommendationSchema,
  notes: nullable(Type.String()),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  candidate: Type.Object({ id: UuidSchema, name: Type.String() }),
  job: JobRefSchema,
});
export type Scorecard = Static<typeof ScorecardSchema>;

export const ScorecardPageSchema = pageOf(ScorecardSchema);
export type ScorecardPage = Static<typeof ScorecardPageSchema>;

export const AddScorecardBodySchema = Type.Object(
  {
    interviewId: Type.Optional(UuidSchema),
    ratings: ScorecardRatingsSchema,
    recommendation: ScorecardRecommendationSchema,
    notes: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
export type AddScorecardBody = Static<typeof AddScorecardBodySchema>;

export const UpdateScorecardBodySchema = Type.Object(
  {
    ratings: Type.Optional(ScorecardRatingsSchema),
    recommendation: Type.Optional(ScorecardRecommendationSchema),
    notes: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateScorecardBody = Static<typeof UpdateScorecardBodySchema>;

/** An application as the company sees it: interviews, latest offer, scorecards. */
export const ApplicationDetailsSchema = Type.Object({
  id: UuidSchema,
  status: ApplicationStatusSchema,
  job: JobRefSchema,
  candidate: Type.Object({ id: UuidSchema, name: Type.String() }),
  interviews: Type.Array(InterviewSchema),
  offer: nullable(OfferSchema),
  scorecards: Type.Array(ScorecardSchema),
});
export type ApplicationDetails = Static<typeof ApplicationDetailsSchema>;

const READ_ERRORS = [400, 401, 403, 404] as const;

/** The Fastify `schema` of each route, by name. */
export const hiringRoutes = {
  /** GET /api/recruiter-dashboard */
  dashboard: {
    querystring: NoQuerySchema,
    response: { 200: DashboardSchema, ...errorResponses(...READ_ERRORS) },
  },
  /** GET /api/jobs/:id/matches */
  matches: {
    params: IdParamsSchema,
    querystring: PageQuerySchema,
    response: { 200: JobMatchPageSchema, ...errorResponses(...READ_ERRORS) },
  },
  /** POST /api/jobs/:id/invites (409 job not open, applied or invited before) */
  invite: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: InviteBodySchema,
    response: { 201: InviteSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  },
  /** GET /api/applications/:id/details */
  applicationDetails: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: ApplicationDetailsSchema, ...errorResponses(...READ_ERRORS) },
  },
  /** GET /api/applications/:id/scorecards: oldest first */
  applicationScorecards: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: Type.Array(ScorecardSchema), ...errorResponses(...READ_ERRORS) },
  },
  /** POST /api/applications/:id/scorecards */
  addScorecard: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: AddScorecardBodySchema,
    response: { 201: ScorecardSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  },
  /** PATCH /api/scorecards/:id (403 not its author) */
  updateScorecard: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: UpdateScorecardBodySchema,
    response: { 200: ScorecardSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  },
  /** GET /api/scorecards: the company's, newest first */
  scorecards: {
    querystring: PageQuerySchema,
    response: { 200: ScorecardPageSchema, ...errorResponses(...READ_ERRORS) },
  },
};
