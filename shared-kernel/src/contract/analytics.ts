// A recruiter's company analytics (/api/analytics) and their own productivity
// (/api/analytics/productivity).
import { Type, type Static } from 'typebox';
import {
  ApplicationStatusSchema,
  errorResponses,
  NoQuerySchema,
  nullable,
  UuidSchema,
  vocabulary,
} from './common.js';
import { defineRoute } from './route.js';
import { JOB_STATUSES } from './vocabularies.js';

/** A calendar day as `YYYY-MM-DD` (a day that does not exist is the API's 400, naming the field). */
const DayParamSchema = Type.String({
  minLength: 10,
  maxLength: 10,
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
});

/** `?from=&to=`: whole UTC days, both included; by default the last 30 days up to today. */
export const AnalyticsQuerySchema = Type.Object(
  { from: Type.Optional(DayParamSchema), to: Type.Optional(DayParamSchema) },
  { additionalProperties: false },
);
export type AnalyticsQuery = Static<typeof AnalyticsQuerySchema>;

const count = Type.Integer({ minimum: 0 });

export const CompanyAnalyticsSchema = Type.Object({
  range: Type.Object({ from: Type.String(), to: Type.String() }),
  /** One entry a day of the range, oldest first. */
  applicationsOverTime: Type.Array(Type.Object({ date: Type.String(), count })),
  /** Every status in the funnel's order, with its count (0 included). */
  funnel: Type.Array(Type.Object({ status: ApplicationStatusSchema, count })),
  timeToHire: Type.Object({
    averageDays: nullable(Type.Number()),
    medianDays: nullable(Type.Number()),
    hires: count,
  }),
  byVenue: Type.Array(
    Type.Object({
      venueId: UuidSchema,
      venueName: Type.String(),
      applications: count,
      hires: count,
      openJobs: count,
    }),
  ),
  byJob: Type.Array(
    Type.Object({
      jobId: UuidSchema,
      title: Type.String(),
      applications: count,
      hires: count,
      status: vocabulary(JOB_STATUSES),
    }),
  ),
});
export type CompanyAnalytics = Static<typeof CompanyAnalyticsSchema>;

export const ProductivitySchema = Type.Object({
  /** Hours from an application (last 30 days) to its first status change by a member. */
  responseTime: Type.Object({
    averageHours: nullable(Type.Number()),
    applicationsAnswered: count,
    companyAverageHours: nullable(Type.Number()),
    companyApplicationsAnswered: count,
  }),
  pendingActions: Type.Object({
    applicationsAwaitingReview: count,
    offersPending: count,
    interviewsUnconfirmed: count,
    total: count,
  }),
});
export type Productivity = Static<typeof ProductivitySchema>;

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const analyticsRoutes = {
  /** 404 without a company */
  company: defineRoute('GET', '/api/analytics', {
    querystring: AnalyticsQuerySchema,
    response: { 200: CompanyAnalyticsSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  productivity: defineRoute('GET', '/api/analytics/productivity', {
    querystring: NoQuerySchema,
    response: { 200: ProductivitySchema, ...errorResponses(400, 401, 403, 404) },
  }),
};
