// The candidate's job alerts (GET, POST /api/job-alerts; PATCH, DELETE /api/job-alerts/:id).
import { Type, type Static } from 'typebox';
import {
  DateTimeSchema,
  EmploymentTypeSchema,
  errorResponses,
  IdParamsSchema,
  NoContentSchema,
  nullable,
  pageOf,
  PageQuerySchema,
  SalaryTypeSchema,
  VenueTypeSchema,
  WorkPaceSchema,
  WRITE_ERRORS,
} from './common.js';
import { defineRoute } from './route.js';
import { SEARCH_RADIUS_MILES } from './jobs.js';
import { EMPLOYMENT_TYPES, VENUE_TYPES } from './vocabularies.js';

/** What the alert matches; blank and empty criteria are dropped when stored. */
export const AlertCriteriaSchema = Type.Object(
  {
    q: Type.Optional(nullable(Type.String({ maxLength: 200 }))),
    city: Type.Optional(nullable(Type.String({ maxLength: 100 }))),
    /** A UK town or postcode district (as GET /api/jobs?near=), `within` miles of it. */
    near: Type.Optional(nullable(Type.String({ maxLength: 100 }))),
    within: Type.Optional(
      nullable(Type.Number({ exclusiveMinimum: 0, maximum: SEARCH_RADIUS_MILES.max })),
    ),
    venueTypes: Type.Optional(
      nullable(Type.Array(VenueTypeSchema, { maxItems: VENUE_TYPES.length })),
    ),
    employmentTypes: Type.Optional(
      nullable(Type.Array(EmploymentTypeSchema, { maxItems: EMPLOYMENT_TYPES.length })),
    ),
    /** Pounds, per `salaryType` (yearly by default). */
    minPay: Type.Optional(nullable(Type.Number({ minimum: 0, maximum: 1000000 }))),
    salaryType: Type.Optional(nullable(SalaryTypeSchema)),
    pace: Type.Optional(nullable(WorkPaceSchema)),
  },
  { additionalProperties: false },
);
export type AlertCriteria = Static<typeof AlertCriteriaSchema>;

export const JobAlertSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  criteria: AlertCriteriaSchema,
  active: Type.Boolean(),
  lastNotifiedAt: nullable(DateTimeSchema),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type JobAlert = Static<typeof JobAlertSchema>;
export const JobAlertPageSchema = pageOf(JobAlertSchema);
export type JobAlertPage = Static<typeof JobAlertPageSchema>;

const alertName = Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' });

export const CreateJobAlertBodySchema = Type.Object(
  {
    name: alertName,
    criteria: Type.Optional(AlertCriteriaSchema),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateJobAlertBody = Static<typeof CreateJobAlertBodySchema>;

export const UpdateJobAlertBodySchema = Type.Object(
  {
    name: Type.Optional(alertName),
    criteria: Type.Optional(AlertCriteriaSchema),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateJobAlertBody = Static<typeof UpdateJobAlertBodySchema>;

export const jobAlertRoutes = {
  list: defineRoute('GET', '/api/job-alerts', {
    querystring: PageQuerySchema,
    response: { 200: JobAlertPageSchema, ...errorResponses(400, 401, 403) },
  }),
  create: defineRoute('POST', '/api/job-alerts', {
    body: CreateJobAlertBodySchema,
    response: { 201: JobAlertSchema, ...errorResponses(...WRITE_ERRORS) },
  }),
  update: defineRoute('PATCH', '/api/job-alerts/:id', {
    params: IdParamsSchema,
    body: UpdateJobAlertBodySchema,
    response: { 200: JobAlertSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  remove: defineRoute('DELETE', '/api/job-alerts/:id', {
    params: IdParamsSchema,
    response: { 204: NoContentSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
};
