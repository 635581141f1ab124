// Interviews (/api/interviews, /api/applications/:id/interviews): both sides read the same shape.
import { Type, type Static } from 'typebox';
import {
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  InterviewModeSchema,
  InterviewStatusSchema,
  NoBodySchema,
  NoQuerySchema,
  nullable,
  UuidSchema,
  WRITE_ERRORS,
} from './common.js';

export const InterviewSchema = Type.Object({
  id: UuidSchema,
  applicationId: UuidSchema,
  status: InterviewStatusSchema,
  mode: InterviewModeSchema,
  startsAt: DateTimeSchema,
  durationMinutes: Type.Integer({ minimum: 5, maximum: 480 }),
  location: nullable(Type.String()),
  videoUrl: nullable(Type.String()),
  interviewerName: nullable(Type.String()),
  job: Type.Object({ id: UuidSchema, title: Type.String() }),
  company: Type.Object({ id: UuidSchema, name: Type.String() }),
  candidate: Type.Object({ id: UuidSchema, name: Type.String() }),
});
export type Interview = Static<typeof InterviewSchema>;

/** Upcoming (soonest first) and past (latest first): the viewer's own, as candidate or company. */
export const InterviewListSchema = Type.Object({
  upcoming: Type.Array(InterviewSchema),
  past: Type.Array(InterviewSchema),
});
export type InterviewList = Static<typeof InterviewListSchema>;

/** The Fastify `schema` of each route, by name (the recruiter's writes: contract pending). */
export const interviewRoutes = {
  /** GET /api/interviews */
  list: {
    querystring: NoQuerySchema,
    response: { 200: InterviewListSchema, ...errorResponses(400, 401) },
  },
  /** POST /api/interviews/:id/confirm (the candidate; 409 when cancelled or completed) */
  confirm: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: NoBodySchema,
    response: { 200: InterviewSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  },
};
