// Companies: the recruiter's own company (/api/me/company, /api/companies, /api/companies/mine),
// its onboarding, the culture assessment (/api/cultural-assessment, both sides) and the public
// reads (/api/companies, /api/companies/:slug, /api/careers/:slug, /api/stats/marketplace). The
// API's routes are in api/src/modules/companies/.
import { Type, type Static } from 'typebox';
import {
  DateTimeSchema,
  EmploymentTypeSchema,
  errorResponses,
  HttpUrlSchema,
  NoQuerySchema,
  nullable,
  pageOf,
  SalaryTypeSchema,
  TeamSizeSchema,
  UuidSchema,
  VenueTypeSchema,
  vocabulary,
  WorkPaceSchema,
  WRITE_ERRORS,
} from './common.js';
import { JobTipsSchema } from './jobs.js';
import { defineRoute } from './route.js';
import {
  ASSESSMENT_TYPES,
  COMPANY_SORTS,
  GUEST_INTERACTIONS,
  MEMBER_ROLES,
  PRIMARY_VALUES,
  SERVICE_APPROACHES,
} from './vocabularies.js';

export const MemberRoleSchema = vocabulary(MEMBER_ROLES);
export const GuestInteractionSchema = vocabulary(GUEST_INTERACTIONS);
export const ServiceApproachSchema = vocabulary(SERVICE_APPROACHES);
export const PrimaryValueSchema = vocabulary(PRIMARY_VALUES);
export const AssessmentTypeSchema = vocabulary(ASSESSMENT_TYPES);

/** `#rrggbb`, or null to clear it. */
const ColorSchema = nullable(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }));
const UrlSchema = (maxLength: number) => nullable(HttpUrlSchema(maxLength));
const nullableText = (maxLength: number) => nullable(Type.String({ maxLength }));

/** The primary values: distinct, from PRIMARY_VALUES. */
export const PrimaryValuesSchema = Type.Array(PrimaryValueSchema, {
  uniqueItems: true,
  maxItems: PRIMARY_VALUES.length,
});

export const CompanySchema = Type.Object({
  id: UuidSchema,
  name: Type.String(),
  slug: Type.String(),
  description: nullable(Type.String()),
  websiteUrl: nullable(Type.String()),
  logoUrl: nullable(Type.String()),
  primaryColor: nullable(Type.String()),
  accentColor: nullable(Type.String()),
  careersHeadline: nullable(Type.String()),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type Company = Static<typeof CompanySchema>;

/** GET /api/me/company: the recruiter's membership and company. */
export const MyCompanySchema = Type.Object({
  companyId: UuidSchema,
  role: MemberRoleSchema,
  company: CompanySchema,
});
export type MyCompany = Static<typeof MyCompanySchema>;

const companyFields = {
  name: Type.String({ minLength: 1, maxLength: 120 }),
  description: Type.Optional(nullableText(10000)),
  logoUrl: Type.Optional(UrlSchema(1000)),
  websiteUrl: Type.Optional(UrlSchema(500)),
};

export const CompanyInputSchema = Type.Object(companyFields, { additionalProperties: false });
export type CompanyInput = Static<typeof CompanyInputSchema>;

/** PATCH /api/companies/mine: any of the fields (the branding ones too); at least one. */
export const CompanyPatchSchema = Type.Object(
  {
    ...companyFields,
    name: Type.Optional(companyFields.name),
    primaryColor: Type.Optional(ColorSchema),
    accentColor: Type.Optional(ColorSchema),
    careersHeadline: Type.Optional(nullableText(200)),
  },
  { additionalProperties: false },
);
export type CompanyPatch = Static<typeof CompanyPatchSchema>;

export const OnboardingStatusSchema = Type.Object({
  companyId: UuidSchema,
  allRequiredDone: Type.Boolean(),
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  steps: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      required: Type.Boolean(),
      done: Type.Boolean(),
      completedAt: nullable(DateTimeSchema),
    }),
  ),
});
export type OnboardingStatus = Static<typeof OnboardingStatusSchema>;

export const CompanyIdParamsSchema = Type.Object(
  { companyId: UuidSchema },
  { additionalProperties: false },
);

// The culture assessment (spec section 3).

/** The answers given (an answer not given is absent). */
export const CultureAnswersSchema = Type.Object({
  workPace: Type.Optional(WorkPaceSchema),
  guestInteraction: Type.Optional(GuestInteractionSchema),
  teamSize: Type.Optional(TeamSizeSchema),
  serviceApproach: Type.Optional(ServiceApproachSchema),
  primaryValues: Type.Optional(PrimaryValuesSchema),
});
export type CultureAnswers = Static<typeof CultureAnswersSchema>;

/** What PUT sends: any of the answers (null clears one), at least one. */
export const CultureResponsesInputSchema = Type.Object(
  {
    workPace: Type.Optional(nullable(WorkPaceSchema)),
    guestInteraction: Type.Optional(nullable(GuestInteractionSchema)),
    teamSize: Type.Optional(nullable(TeamSizeSchema)),
    serviceApproach: Type.Optional(nullable(ServiceApproachSchema)),
    primaryValues: Type.Optional(PrimaryValuesSchema),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type CultureResponsesInput = Static<typeof CultureResponsesInputSchema>;

export const CultureAssessmentSchema = Type.Object({
  assessmentType: AssessmentTypeSchema,
  responses: CultureAnswersSchema,
  updatedAt: DateTimeSchema,
});
export type CultureAssessment = Static<typeof CultureAssessmentSchema>;

export const CultureQuerySchema = Type.Object(
  { assessmentType: AssessmentTypeSchema },
  { additionalProperties: false },
);
export const CultureSaveSchema = Type.Object(
  { assessmentType: AssessmentTypeSchema, responses: CultureResponsesInputSchema },
  { additionalProperties: false },
);
export type CultureSave = Static<typeof CultureSaveSchema>;

// Public reads (no session).

export const CompanySummarySchema = Type.Object({
  id: UuidSchema,
  name: Type.String(),
  slug: Type.String(),
  logoUrl: nullable(Type.String()),
  description: nullable(Type.String()),
  venueCount: Type.Integer({ minimum: 0 }),
  openJobs: Type.Integer({ minimum: 0 }),
  venueTypes: Type.Array(VenueTypeSchema),
});
export type CompanySummary = Static<typeof CompanySummarySchema>;

export const CompanyPageSchema = pageOf(CompanySummarySchema);
export type CompanyPage = Static<typeof CompanyPageSchema>;

export const CompanyListQuerySchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
    q: Type.Optional(Type.String({ maxLength: 100 })),
    venueType: Type.Optional(VenueTypeSchema),
    sort: Type.Optional(vocabulary(COMPANY_SORTS)),
  },
  { additionalProperties: false },
);
export type CompanyListQuery = Static<typeof CompanyListQuerySchema>;

export const SlugParamsSchema = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: 80 }) },
  { additionalProperties: false },
);

export const PublicVenueSchema = Type.Object({
  id: UuidSchema,
  name: Type.String(),
  venueType: VenueTypeSchema,
  city: Type.String(),
  pace: nullable(WorkPaceSchema),
  teamSize: nullable(TeamSizeSchema),
});
export type PublicVenue = Static<typeof PublicVenueSchema>;

/** An open job on a company's page; pay in pounds. */
export const CompanyOpenJobSchema = Type.Object({
  id: UuidSchema,
  title: Type.String(),
  venueName: Type.String(),
  venueType: VenueTypeSchema,
  city: Type.String(),
  location: Type.String(),
  employmentType: EmploymentTypeSchema,
  salaryType: nullable(SalaryTypeSchema),
  salaryAmount: nullable(Type.Number()),
  salaryMin: nullable(Type.Number()),
  salaryMax: nullable(Type.Number()),
  /** Tips beside the pay, never in it (issue 43). */
  tips: JobTipsSchema,
  urgent: Type.Boolean(),
  publishedAt: DateTimeSchema,
});
export type CompanyOpenJob = Static<typeof CompanyOpenJobSchema>;

const publicProfileFields = {
  id: UuidSchema,
  name: Type.String(),
  slug: Type.String(),
  description: nullable(Type.String()),
  websiteUrl: nullable(Type.String()),
  logoUrl: nullable(Type.String()),
  venues: Type.Array(PublicVenueSchema),
  culture: nullable(CultureAnswersSchema),
  openJobs: Type.Array(CompanyOpenJobSchema),
  /**
   * Percent (0–100) of the applications of the last 90 days that got a first answer (any move by
   * the company) within 7 days (shared-kernel/rules RESPONSE_RATE_*); null when there are none.
   */
  responseRate: nullable(Type.Integer({ minimum: 0, maximum: 100 })),
  /**
   * The company's written tipping policy (issue 43 item 2), null when it has none: the page shows
   * it in its section `#tipping-policy`, which the jobs with tips link to.
   */
  tippingPolicy: nullable(Type.String()),
};

/** GET /api/companies/:slug */
export const CompanyProfileSchema = Type.Object(publicProfileFields);
export type CompanyProfile = Static<typeof CompanyProfileSchema>;

export const CareersBrandingSchema = Type.Object({
  primaryColor: nullable(Type.String()),
  accentColor: nullable(Type.String()),
  logoUrl: nullable(Type.String()),
  careersHeadline: nullable(Type.String()),
});
export type CareersBranding = Static<typeof CareersBrandingSchema>;

/** GET /api/careers/:slug: the profile with the careers page's branding. */
export const CareersPageSchema = Type.Object({
  ...publicProfileFields,
  branding: CareersBrandingSchema,
});
export type CareersPage = Static<typeof CareersPageSchema>;

/**
 * GET/PUT /api/companies/mine/tipping-policy (issue 43 item 2): the company's written policy on
 * how tips reach staff; `text` is null until it is written. A job may say it has tips only once
 * it is.
 */
export const TippingPolicySchema = Type.Object({ text: nullable(Type.String()) });
export type TippingPolicy = Static<typeof TippingPolicySchema>;
/** The most characters of a tipping policy. */
export const TIPPING_POLICY_MAX_LENGTH = 20000;
/** PUT: the whole text, trimmed, not blank. */
export const TippingPolicyInputSchema = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: TIPPING_POLICY_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type TippingPolicyInput = Static<typeof TippingPolicyInputSchema>;

export const MarketplaceStatsSchema = Type.Object({
  openJobs: Type.Integer({ minimum: 0 }),
  companies: Type.Integer({ minimum: 0 }),
  venues: Type.Integer({ minimum: 0 }),
});
export type MarketplaceStats = Static<typeof MarketplaceStatsSchema>;

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const companyRoutes = {
  /** 404 without a company */
  mine: defineRoute('GET', '/api/me/company', {
    querystring: NoQuerySchema,
    response: { 200: MyCompanySchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** 409 when already in a company */
  create: defineRoute('POST', '/api/companies', {
    querystring: NoQuerySchema,
    body: CompanyInputSchema,
    response: { 201: CompanySchema, ...errorResponses(...WRITE_ERRORS, 409) },
  }),
  /** Owner or admin; 404 without a company */
  update: defineRoute('PATCH', '/api/companies/mine', {
    querystring: NoQuerySchema,
    body: CompanyPatchSchema,
    response: { 200: CompanySchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** Any member of the company; `text` null before it is written; 404 without a company */
  tippingPolicy: defineRoute('GET', '/api/companies/mine/tipping-policy', {
    querystring: NoQuerySchema,
    response: { 200: TippingPolicySchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** Owner or admin (403 otherwise); 404 without a company */
  saveTippingPolicy: defineRoute('PUT', '/api/companies/mine/tipping-policy', {
    querystring: NoQuerySchema,
    body: TippingPolicyInputSchema,
    response: { 200: TippingPolicySchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** 404 for a company not the user's */
  onboarding: defineRoute('GET', '/api/onboarding/company/:companyId/status', {
    params: CompanyIdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: OnboardingStatusSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** `?assessmentType=`; 404 before the first answers */
  getCulture: defineRoute('GET', '/api/cultural-assessment', {
    querystring: CultureQuerySchema,
    response: { 200: CultureAssessmentSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** The candidate's client repeats `?assessmentType=`: allowed */
  saveCulture: defineRoute('PUT', '/api/cultural-assessment', {
    querystring: Type.Partial(CultureQuerySchema),
    body: CultureSaveSchema,
    response: { 200: CultureAssessmentSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  list: defineRoute('GET', '/api/companies', {
    querystring: CompanyListQuerySchema,
    response: { 200: CompanyPageSchema, ...errorResponses(400) },
  }),
  profile: defineRoute('GET', '/api/companies/:slug', {
    params: SlugParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: CompanyProfileSchema, ...errorResponses(400, 404) },
  }),
  careers: defineRoute('GET', '/api/careers/:slug', {
    params: SlugParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: CareersPageSchema, ...errorResponses(400, 404) },
  }),
  stats: defineRoute('GET', '/api/stats/marketplace', {
    querystring: NoQuerySchema,
    response: { 200: MarketplaceStatsSchema, ...errorResponses(400) },
  }),
};
