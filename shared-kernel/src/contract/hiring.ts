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
import { defineRoute } from './route.js';
import { InterviewSchema } from './interviews.js';
import { JobSchema, JobStatusSchema, ManagedJobSchema } from './jobs.js';
import { OfferSchema } from './offers.js';
import { JOB_CLOSE_OUTCOMES, OPEN_APPLICATION_STATUSES } from './vocabularies.js';

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
      'belowWageFloor',
    ]),
  ),
  openJobsTotal: count,
  /**
   * Applications still to review (applied; not one whose knock-out rejection was sent), newest
   * first, the ruled-out ones last (at most 8).
   */
  newApplications: Type.Array(
    Type.Object({
      id: UuidSchema,
      appliedAt: DateTimeSchema,
      candidateName: Type.String(),
      job: JobRefSchema,
      /** Knocked out by a screening question, its rejection still pending (the workflow's delay). */
      ruledOut: Type.Boolean(),
      /** The question that ruled it out (null when not ruled out). */
      ruledOutBy: nullable(Type.String()),
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
  /**
   * "Waiting on you": open applications with no move for WAITING_ON_YOU_DAYS (7) days or more,
   * oldest first (at most WAITING_ON_YOU_LIST_SIZE, 8). `waitingSince`: their last move (or
   * when they applied).
   */
  waitingOnYou: Type.Array(
    Type.Object({
      id: UuidSchema,
      status: vocabulary(OPEN_APPLICATION_STATUSES),
      waitingSince: DateTimeSchema,
      /** Whole days since `waitingSince`. */
      daysWaiting: count,
      candidateName: Type.String(),
      job: JobRefSchema,
    }),
  ),
  waitingOnYouTotal: count,
});
export type Dashboard = Static<typeof DashboardSchema>;

// ---------- closing or filling a job (issue 13: nobody is ghosted) ----------

export const JobCloseOutcomeSchema = vocabulary(JOB_CLOSE_OUTCOMES);

const closeJobFields = {
  /** 'closed' (default): no longer hiring; 'filled': hired. */
  outcome: Type.Optional(JobCloseOutcomeSchema),
  /**
   * The message every still-open application is rejected with; default: the kind text of
   * JOB_CLOSED_MESSAGES[outcome] (shared-kernel/rules), which the recruiter may edit.
   */
  message: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, pattern: '\\S' })),
  /**
   * Applications kept open by moving them to another open job of the company (their status and
   * history go with them); 400 naming `moves` when the application is not an open one of this
   * job, the job is not another open job of the company, or the candidate applied there already.
   */
  moves: Type.Optional(
    Type.Array(
      Type.Object(
        { applicationId: UuidSchema, jobId: UuidSchema },
        { additionalProperties: false },
      ),
      { maxItems: 500 },
    ),
  ),
};

/**
 * POST /api/jobs/:id/close `{ outcome?, message?, moves? }` (no body: closed, default message):
 * the job is closed and every application still open on it is rejected with the message or moved.
 */
export const CloseJobBodySchema = Type.Unsafe<
  Static<ReturnType<typeof Type.Object<typeof closeJobFields>>> | undefined
>({
  not: { type: ['string', 'number', 'boolean', 'array'] },
  additionalProperties: false,
  properties: closeJobFields,
});
export type CloseJobBody = NonNullable<Static<typeof CloseJobBodySchema>>;

/** The closed job (as POST /api/jobs/:id/close always answered) and what became of its applicants. */
export const CloseJobResultSchema = Type.Object({
  ...JobSchema.properties,
  outcome: JobCloseOutcomeSchema,
  /** The applications rejected with the message. */
  rejected: Type.Array(UuidSchema),
  /** The applications moved, and where. */
  moved: Type.Array(Type.Object({ applicationId: UuidSchema, jobId: UuidSchema })),
});
export type CloseJobResult = Static<typeof CloseJobResultSchema>;

// ---------- notifications of the hiring loop ----------

/**
 * The notification types of the hiring loop (the live event's `type`), e.g. for a screen to
 * refetch its offers on 'offer.*'. Each one is also e-mailed (api/src/modules/mail/templates).
 */
export const HIRING_NOTIFICATION_TYPES = [
  'application.created',
  'application.status',
  'application.withdrawn',
  'application.moved',
  'interview.scheduled',
  'interview.updated',
  'interview.cancelled',
  'interview.confirmed',
  'offer.created',
  'offer.withdrawn',
  'offer.accepted',
  'offer.declined',
  'offer.expired',
] as const;
export type HiringNotificationType = (typeof HIRING_NOTIFICATION_TYPES)[number];

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
  /** Every offer, newest first (a withdrawn or expired one stays; the API always sends it). */
  offers: Type.Optional(Type.Array(OfferSchema)),
  scorecards: Type.Array(ScorecardSchema),
});
export type ApplicationDetails = Static<typeof ApplicationDetailsSchema>;

const READ_ERRORS = [400, 401, 403, 404] as const;

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const hiringRoutes = {
  dashboard: defineRoute('GET', '/api/recruiter-dashboard', {
    querystring: NoQuerySchema,
    response: { 200: DashboardSchema, ...errorResponses(...READ_ERRORS) },
  }),
  /** 404 not the company's job; 400 naming `moves` */
  closeJob: defineRoute('POST', '/api/jobs/:id/close', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: CloseJobBodySchema,
    response: { 200: CloseJobResultSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  matches: defineRoute('GET', '/api/jobs/:id/matches', {
    params: IdParamsSchema,
    querystring: PageQuerySchema,
    response: { 200: JobMatchPageSchema, ...errorResponses(...READ_ERRORS) },
  }),
  /** 409 job not open, applied or invited before */
  invite: defineRoute('POST', '/api/jobs/:id/invites', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: InviteBodySchema,
    response: { 201: InviteSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  applicationDetails: defineRoute('GET', '/api/applications/:id/details', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: ApplicationDetailsSchema, ...errorResponses(...READ_ERRORS) },
  }),
  /** Oldest first */
  applicationScorecards: defineRoute('GET', '/api/applications/:id/scorecards', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: Type.Array(ScorecardSchema), ...errorResponses(...READ_ERRORS) },
  }),
  addScorecard: defineRoute('POST', '/api/applications/:id/scorecards', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: AddScorecardBodySchema,
    response: { 201: ScorecardSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** 403 not its author */
  updateScorecard: defineRoute('PATCH', '/api/scorecards/:id', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: UpdateScorecardBodySchema,
    response: { 200: ScorecardSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** The company's, newest first */
  scorecards: defineRoute('GET', '/api/scorecards', {
    querystring: PageQuerySchema,
    response: { 200: ScorecardPageSchema, ...errorResponses(...READ_ERRORS) },
  }),
};
