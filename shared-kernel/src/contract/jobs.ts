// Jobs (/api/jobs, /api/jobs/:id, /api/jobs/:id/manage, /api/companies/mine/jobs, /api/saved-jobs,
// /api/job-preferences, /api/job-recommendations): one job shape for every reader, with the
// extras each route adds (saved, applied, application counts, match scores).
import { Type, type Static } from 'typebox';
import {
  DateSchema,
  DateTimeSchema,
  EmploymentTypeSchema,
  errorResponses,
  IdParamsSchema,
  MinimumAgeSchema,
  NoContentSchema,
  NoQuerySchema,
  nullable,
  pageOf,
  PageQuerySchema,
  SalaryTypeSchema,
  TeamSizeSchema,
  UuidSchema,
  VenueTypeSchema,
  vocabulary,
  WorkPaceSchema,
  WRITE_ERRORS,
} from './common.js';
import { RequiredCertificatesSchema } from './certificates.js';
import { ScreeningInputSchema, ScreeningQuestionSchema } from './hiring-workflows.js';
import { defineRoute } from './route.js';
import { AvailabilitySlotSchema } from './applications.js';
import {
  APPLICATION_STATUSES,
  AVAILABILITY_SLOTS,
  EMPLOYMENT_TYPES,
  JOB_PREFERENCE_ACTIONS,
  JOB_SORTS,
  JOB_STATUSES,
  RECOMMENDATION_MODES,
  TIP_KINDS,
  VENUE_TYPES,
} from './vocabularies.js';

export const JobStatusSchema = vocabulary(JOB_STATUSES);

/**
 * How tips reach staff, apart from the pay (issue 43 item 2): `averagePerHour` in pounds, about
 * how much an hour, only with a kind other than none (absent when not said). The pay figures are
 * always the base rate, tips never in them.
 */
export const JobTipsSchema = Type.Object({
  kind: vocabulary(TIP_KINDS),
  averagePerHour: Type.Optional(Type.Number()),
});
export type JobTips = Static<typeof JobTipsSchema>;
/**
 * What a job's create or PATCH sends: the whole tips (the API checks the average, > 0 and at most
 * £100 in whole pence, and that the company has a tipping policy: 400s naming `tips`).
 */
export const JobTipsInputSchema = Type.Object(
  { kind: vocabulary(TIP_KINDS), averagePerHour: Type.Optional(nullable(Type.Number())) },
  { additionalProperties: false },
);
export type JobTipsInput = Static<typeof JobTipsInputSchema>;

/** The one job JSON of the API (api/src/modules/jobs/serialize.ts). Money in pounds. */
export const JobSchema = Type.Object({
  id: UuidSchema,
  title: Type.String(),
  description: Type.String(),
  skills: Type.Array(Type.String()),
  employmentType: EmploymentTypeSchema,
  salaryType: nullable(SalaryTypeSchema),
  salaryAmount: nullable(Type.Number()),
  salaryMin: nullable(Type.Number()),
  salaryMax: nullable(Type.Number()),
  /** The pay as shown (`£28,000/year`), shared-kernel/rules formatPay. */
  pay: Type.String(),
  /** Tips beside the pay, never in it (shared-kernel/rules formatTips). */
  tips: JobTipsSchema,
  pace: nullable(WorkPaceSchema),
  teamSize: nullable(TeamSizeSchema),
  urgent: Type.Boolean(),
  status: JobStatusSchema,
  publishedAt: nullable(DateTimeSchema),
  closesOn: nullable(DateSchema),
  /**
   * The day parts the job needs, as the candidates' availability tokens ('fri_evening'), in the
   * order of the week; empty when the recruiter has not said. Matching compares them.
   */
  dayParts: Type.Array(AvailabilitySlotSchema),
  venue: Type.Object({
    id: UuidSchema,
    name: Type.String(),
    venueType: VenueTypeSchema,
    city: Type.String(),
    postcode: nullable(Type.String()),
  }),
  company: Type.Object({
    id: UuidSchema,
    name: Type.String(),
    slug: Type.String(),
    logoUrl: nullable(Type.String()),
  }),
  /** The venue's type and city again (spec section 7's flat names). */
  venueType: VenueTypeSchema,
  location: Type.String(),
  /**
   * The screening questions, in order (issue 33, ./hiring-workflows.ts); `knockout` only for the
   * job's company's recruiters.
   */
  screening: Type.Array(ScreeningQuestionSchema),
  /**
   * The youngest the hire may be (issue 43): 16, 18 or 21; the pay must reach that age band's
   * minimum wage (shared-kernel/rules minimum-wage.ts).
   */
  minimumAge: MinimumAgeSchema,
  /** The licences and certificates the job requires, in the vocabulary's order (issue 43). */
  requiredCertificates: RequiredCertificatesSchema,
});
export type Job = Static<typeof JobSchema>;

/**
 * A job as a list shows it (search results, recommendations): the job without its description,
 * which only the job's own page shows (GET /api/jobs/:id). Smaller answers, and the API keeps
 * every open job's card in memory (api/src/modules/jobs/search/cards.ts).
 */
export const JobCardSchema = Type.Omit(JobSchema, [
  'description',
  'screening',
  'minimumAge',
  'requiredCertificates',
]);
export type JobCard = Static<typeof JobCardSchema>;

/**
 * What a signed-in candidate's own rows say about a job (never another candidate's): saved, liked
 * (POST /api/job-preferences action like) and applied. Read from the database on every request.
 */
export const CandidateJobFlagsSchema = Type.Object({
  saved: Type.Optional(Type.Boolean()),
  liked: Type.Optional(Type.Boolean()),
  applied: Type.Optional(Type.Boolean()),
});
export type CandidateJobFlags = Static<typeof CandidateJobFlagsSchema>;

/**
 * A search result: a signed-in candidate also gets their flags; a search `near` a place gives
 * each job's distance from it in miles.
 */
export const JobListItemSchema = Type.Object({
  ...JobCardSchema.properties,
  ...CandidateJobFlagsSchema.properties,
  distanceMiles: Type.Optional(Type.Number({ minimum: 0 })),
});
export type JobListItem = Static<typeof JobListItemSchema>;
/** GET /api/jobs counts matches up to this many; above it `total` is this and `totalCapped`. */
export const SEARCH_COUNT_CAP = 1000;
export const JobPageSchema = Type.Object({
  ...pageOf(JobListItemSchema).properties,
  /** More than SEARCH_COUNT_CAP jobs match ("1,000+ jobs found"). */
  totalCapped: Type.Optional(Type.Literal(true)),
  /**
   * When nothing matches `q`: the words it was probably meant as ("kitchen porter" for "kitchen
   * portre"), only when that search, with the same filters, finds jobs; otherwise null.
   */
  didYouMean: nullable(Type.String()),
});
export type JobPage = Static<typeof JobPageSchema>;

/** GET /api/jobs/:id: a signed-in candidate also gets the fields marked optional. */
export const JobDetailSchema = Type.Object({
  ...JobSchema.properties,
  ...CandidateJobFlagsSchema.properties,
  applicationId: Type.Optional(nullable(UuidSchema)),
  cultureScore: Type.Optional(nullable(Type.Number())),
  cultureReasons: Type.Optional(Type.Array(Type.String())),
  matchingReasons: Type.Optional(Type.Array(Type.String())),
});
export type JobDetail = Static<typeof JobDetailSchema>;

/** A recruiter's job, with its applications counted by status. */
export const ManagedJobSchema = Type.Object({
  ...JobSchema.properties,
  applicationCounts: Type.Object(
    Object.fromEntries(
      APPLICATION_STATUSES.map((status) => [status, Type.Integer({ minimum: 0 })]),
    ) as Record<(typeof APPLICATION_STATUSES)[number], ReturnType<typeof Type.Integer>>,
  ),
  newApplications: Type.Integer({ minimum: 0 }),
  totalApplications: Type.Integer({ minimum: 0 }),
  /**
   * The pay is below today's minimum wage for the job's minimum age (issue 43): a job saved before
   * the floor rose, flagged, never changed by us. Why, in words; null when the pay is fine.
   */
  belowWageFloor: nullable(Type.String()),
});
export type ManagedJob = Static<typeof ManagedJobSchema>;
export const ManagedJobPageSchema = pageOf(ManagedJobSchema);
export type ManagedJobPage = Static<typeof ManagedJobPageSchema>;

/** A saved job: when it was saved (closed ones stay, marked by their status). */
export const SavedJobSchema = Type.Object({
  ...JobSchema.properties,
  ...CandidateJobFlagsSchema.properties,
  saved: Type.Literal(true),
  savedAt: nullable(DateTimeSchema),
});
export type SavedJob = Static<typeof SavedJobSchema>;
export const SavedJobPageSchema = pageOf(SavedJobSchema);
export type SavedJobPage = Static<typeof SavedJobPageSchema>;

const money = Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 });

const jobFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  venueId: UuidSchema,
  description: Type.String({ maxLength: 20000 }),
  skills: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 50 }),
  employmentType: EmploymentTypeSchema,
  salaryType: nullable(SalaryTypeSchema),
  salaryAmount: nullable(money),
  salaryMin: nullable(money),
  salaryMax: nullable(money),
  pace: nullable(WorkPaceSchema),
  teamSize: nullable(TeamSizeSchema),
  urgent: Type.Boolean(),
  closesOn: nullable(DateSchema),
  /** Stored in the order of the week without repeats; `[]` clears them. */
  dayParts: Type.Array(AvailabilitySlotSchema, { maxItems: AVAILABILITY_SLOTS.length }),
  /** The whole list of screening questions, in order; `[]` removes them (issue 33). */
  screening: ScreeningInputSchema,
  /** Default 18 (DEFAULT_MINIMUM_AGE). */
  minimumAge: MinimumAgeSchema,
  tips: JobTipsInputSchema,
  /** Kinds of licence or certificate, no repeats, at most six; `[]` clears them (issue 43). */
  requiredCertificates: RequiredCertificatesSchema,
};

/** POST /api/jobs: a draft unless `status: 'open'`. */
export const CreateJobBodySchema = Type.Object(
  {
    ...jobFields,
    description: Type.Optional(jobFields.description),
    skills: Type.Optional(jobFields.skills),
    salaryType: Type.Optional(jobFields.salaryType),
    salaryAmount: Type.Optional(jobFields.salaryAmount),
    salaryMin: Type.Optional(jobFields.salaryMin),
    salaryMax: Type.Optional(jobFields.salaryMax),
    pace: Type.Optional(jobFields.pace),
    teamSize: Type.Optional(jobFields.teamSize),
    urgent: Type.Optional(jobFields.urgent),
    closesOn: Type.Optional(jobFields.closesOn),
    dayParts: Type.Optional(jobFields.dayParts),
    screening: Type.Optional(jobFields.screening),
    minimumAge: Type.Optional(jobFields.minimumAge),
    /** Default `{ kind: 'none' }`. */
    tips: Type.Optional(jobFields.tips),
    requiredCertificates: Type.Optional(jobFields.requiredCertificates),
    status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('open')])),
  },
  { additionalProperties: false },
);
export type CreateJobBody = Static<typeof CreateJobBodySchema>;

/** PATCH /api/jobs/:id: any of the fields, at least one. */
export const UpdateJobBodySchema = Type.Partial(
  Type.Object({ ...jobFields, status: JobStatusSchema }, { additionalProperties: false }),
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateJobBody = Static<typeof UpdateJobBodySchema>;

const commaListOf = (values: readonly string[]) =>
  Type.String({
    maxLength: 200,
    pattern: `^(${values.join('|')})(,(${values.join('|')}))*$`,
  });

/** GET /api/jobs?within=: miles from `near`. */
export const SEARCH_RADIUS_MILES = { default: 10, max: 100 } as const;

/**
 * GET /api/jobs: the search filters (docs/api.md "Search"); `venueType`, `employmentType` comma
 * lists; `q` forgives typos; `near` a UK town or postcode district, `within` miles of it.
 */
export const JobSearchQuerySchema = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 200 })),
    location: Type.Optional(Type.String({ maxLength: 100 })),
    near: Type.Optional(Type.String({ maxLength: 100 })),
    within: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: SEARCH_RADIUS_MILES.max })),
    venueType: Type.Optional(commaListOf(VENUE_TYPES)),
    employmentType: Type.Optional(commaListOf(EMPLOYMENT_TYPES)),
    payMin: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    payType: Type.Optional(SalaryTypeSchema),
    pace: Type.Optional(WorkPaceSchema),
    /** Default: `relevance` with `q`, else `newest`; `distance` needs `near`. */
    sort: Type.Optional(Type.Enum([...JOB_SORTS])),
    ...PageQuerySchema.properties,
  },
  { additionalProperties: false },
);
export type JobSearchQuery = Static<typeof JobSearchQuerySchema>;

export const CompanyJobsQuerySchema = Type.Object(
  { status: Type.Optional(JobStatusSchema), ...PageQuerySchema.properties },
  { additionalProperties: false },
);
export type CompanyJobsQuery = Static<typeof CompanyJobsQuerySchema>;

export const SaveJobBodySchema = Type.Object(
  { jobId: UuidSchema },
  { additionalProperties: false },
);
export const SavedJobResultSchema = Type.Object({ jobId: UuidSchema, saved: Type.Literal(true) });
export type SavedJobResult = Static<typeof SavedJobResultSchema>;
export const JobIdParamsSchema = Type.Object(
  { jobId: UuidSchema },
  { additionalProperties: false },
);

export const JobPreferenceActionSchema = vocabulary(JOB_PREFERENCE_ACTIONS);
export const JobPreferenceBodySchema = Type.Object(
  { jobId: UuidSchema, action: JobPreferenceActionSchema },
  { additionalProperties: false },
);
export type JobPreference = Static<typeof JobPreferenceBodySchema>;

/** A recommended job: `matchScore` (skills mode) or the culture scores (culture mode). */
export const RecommendedJobSchema = Type.Object({
  ...JobCardSchema.properties,
  ...CandidateJobFlagsSchema.properties,
  matchScore: Type.Optional(Type.Number()),
  cultureScore: Type.Optional(nullable(Type.Number())),
  culturalMatchScore: Type.Optional(nullable(Type.Number())),
  culturalMatch: Type.Optional(Type.Object({ overallScore: nullable(Type.Number()) })),
  cultureReasons: Type.Optional(Type.Array(Type.String())),
  cultureHighlights: Type.Optional(Type.Array(Type.String())),
  /** Miles from the candidate's home area to the venue; null when either is unknown. */
  miles: Type.Optional(nullable(Type.Number())),
});
export type RecommendedJob = Static<typeof RecommendedJobSchema>;

/** GET /api/job-recommendations: the skills mode also names trending and urgent jobs by id. */
export const RecommendationsSchema = Type.Object({
  jobs: Type.Array(RecommendedJobSchema),
  trending: Type.Optional(Type.Array(UuidSchema)),
  urgent: Type.Optional(Type.Array(UuidSchema)),
  matchingReasons: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  /** A fit for every job: a number after the personality quiz, null before it (never invented). */
  personalityMatches: Type.Optional(Type.Record(Type.String(), nullable(Type.Number()))),
  /** Skills mode: true until the candidate has taken the personality quiz. */
  needsPersonalityQuiz: Type.Optional(Type.Boolean()),
  /** Culture mode: true (and no jobs) until the candidate has answered the culture assessment. */
  needsAssessment: Type.Optional(Type.Boolean()),
});
export type Recommendations = Static<typeof RecommendationsSchema>;
export const RecommendationsQuerySchema = Type.Object(
  { mode: Type.Optional(vocabulary(RECOMMENDATION_MODES)) },
  { additionalProperties: false },
);

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const jobRoutes = {
  /** Open jobs, public (a candidate also gets saved, liked, applied). */
  search: defineRoute('GET', '/api/jobs', {
    querystring: JobSearchQuerySchema,
    response: { 200: JobPageSchema, ...errorResponses(400) },
  }),
  /** Open ones for everyone, others for their company's recruiters. */
  detail: defineRoute('GET', '/api/jobs/:id', {
    params: IdParamsSchema,
    response: { 200: JobDetailSchema, ...errorResponses(400, 404) },
  }),
  /** Recruiters; 404 without a company, 409 over the plan's open jobs. */
  create: defineRoute('POST', '/api/jobs', {
    body: CreateJobBodySchema,
    response: { 201: JobSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  update: defineRoute('PATCH', '/api/jobs/:id', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: UpdateJobBodySchema,
    response: { 200: JobSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  publish: defineRoute('POST', '/api/jobs/:id/publish', {
    params: IdParamsSchema,
    response: { 200: JobSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  // POST /api/jobs/:id/close (closing or filling resolves the applicants): hiringRoutes.closeJob.
  manage: defineRoute('GET', '/api/jobs/:id/manage', {
    params: IdParamsSchema,
    response: { 200: ManagedJobSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** Newest first. */
  companyJobs: defineRoute('GET', '/api/companies/mine/jobs', {
    querystring: CompanyJobsQuerySchema,
    response: { 200: ManagedJobPageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** 404 not published; 409 past its closing date */
  save: defineRoute('POST', '/api/saved-jobs', {
    body: SaveJobBodySchema,
    response: { 201: SavedJobResultSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  /** 204 also when it was not saved. */
  unsave: defineRoute('DELETE', '/api/saved-jobs/:jobId', {
    params: JobIdParamsSchema,
    response: { 204: NoContentSchema, ...errorResponses(...WRITE_ERRORS) },
  }),
  /** Newest saved first. */
  saved: defineRoute('GET', '/api/saved-jobs', {
    querystring: PageQuerySchema,
    response: { 200: SavedJobPageSchema, ...errorResponses(400, 401, 403) },
  }),
  /** Like or dislike (the other is removed; 409 past closing). */
  preference: defineRoute('POST', '/api/job-preferences', {
    body: JobPreferenceBodySchema,
    response: { 201: JobPreferenceBodySchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  /** `?mode=culture` optional */
  recommendations: defineRoute('GET', '/api/job-recommendations', {
    querystring: RecommendationsQuerySchema,
    response: { 200: RecommendationsSchema, ...errorResponses(400, 401, 403) },
  }),
};
