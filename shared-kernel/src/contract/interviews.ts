// Interviews (/api/interviews, /api/applications/:id/interviews): both sides read the same shape.
import { Type, type Static } from 'typebox';
import {
  DateTimeSchema,
  errorResponses,
  HttpUrlSchema,
  IdParamsSchema,
  InterviewModeSchema,
  InterviewStatusSchema,
  NoBodySchema,
  NoQuerySchema,
  nullable,
  UuidSchema,
  vocabulary,
  WRITE_ERRORS,
} from './common.js';
import { defineRoute } from './route.js';
import { ATTENDANCE_MARKS, BOOKING_KINDS } from './vocabularies.js';

export const InterviewSchema = Type.Object({
  id: UuidSchema,
  applicationId: UuidSchema,
  status: InterviewStatusSchema,
  mode: InterviewModeSchema,
  startsAt: DateTimeSchema,
  durationMinutes: Type.Integer({ minimum: 5, maximum: 480 }),
  location: nullable(Type.String()),
  /** A video interview's meeting link (http or https); null otherwise. */
  meetingUrl: nullable(Type.String()),
  interviewerName: nullable(Type.String()),
  job: Type.Object({ id: UuidSchema, title: Type.String() }),
  company: Type.Object({ id: UuidSchema, name: Type.String() }),
  candidate: Type.Object({ id: UuidSchema, name: Type.String() }),
  /** Issue 32: an interview or a paid trial shift (absent: an interview). */
  kind: Type.Optional(vocabulary(BOOKING_KINDS)),
  /** A trial shift's pay, pounds an hour (shown wherever the trial appears). */
  hourlyRate: Type.Optional(nullable(Type.Number())),
  /** The company member who holds the time (the inviting or scheduling recruiter). */
  interviewerId: Type.Optional(nullable(UuidSchema)),
  /** The candidate booked it from the recruiter's free times (and may reschedule or cancel it). */
  selfBooked: Type.Optional(Type.Boolean()),
  /** Marked by the recruiter once its time has passed; null until then. */
  attendance: Type.Optional(nullable(vocabulary(ATTENDANCE_MARKS))),
});
export type Interview = Static<typeof InterviewSchema>;

/** POST /api/interviews/:id/attendance: the recruiter marks it, after its start. */
export const AttendanceBodySchema = Type.Object(
  { attendance: vocabulary(ATTENDANCE_MARKS) },
  { additionalProperties: false },
);
export type AttendanceBody = Static<typeof AttendanceBodySchema>;

/** Upcoming (soonest first) and past (latest first): the viewer's own, as candidate or company. */
export const InterviewListSchema = Type.Object({
  upcoming: Type.Array(InterviewSchema),
  past: Type.Array(InterviewSchema),
});
export type InterviewList = Static<typeof InterviewListSchema>;

const interviewFields = {
  startsAt: Type.String({ format: 'date-time', maxLength: 40 }),
  durationMinutes: Type.Integer({ minimum: 5, maximum: 480 }),
  mode: InterviewModeSchema,
  location: Type.Optional(Type.String({ maxLength: 300 })),
  /** Required for a video interview (400 naming `meetingUrl`). */
  meetingUrl: Type.Optional(HttpUrlSchema(1000)),
  /** The old name of `meetingUrl`, still accepted (meetingUrl wins when both are sent). */
  videoUrl: Type.Optional(HttpUrlSchema(1000)),
  interviewerName: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
};

/** The recruiter schedules an interview: POST /api/applications/:id/interviews. */
export const ScheduleInterviewBodySchema = Type.Object(interviewFields, {
  additionalProperties: false,
});
export type ScheduleInterviewBody = Static<typeof ScheduleInterviewBodySchema>;

/** The recruiter changes any of the fields: PATCH /api/interviews/:id (at least one). */
export const RescheduleInterviewBodySchema = Type.Partial(ScheduleInterviewBodySchema, {
  additionalProperties: false,
  minProperties: 1,
});
export type RescheduleInterviewBody = Static<typeof RescheduleInterviewBodySchema>;

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const interviewRoutes = {
  list: defineRoute('GET', '/api/interviews', {
    querystring: NoQuerySchema,
    response: { 200: InterviewListSchema, ...errorResponses(400, 401) },
  }),
  /** The candidate; 409 when cancelled or completed */
  confirm: defineRoute('POST', '/api/interviews/:id/confirm', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: NoBodySchema,
    response: { 200: InterviewSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  /** 409 when the application is closed */
  schedule: defineRoute('POST', '/api/applications/:id/interviews', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: ScheduleInterviewBodySchema,
    response: { 201: InterviewSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  /** 409 when cancelled or completed */
  reschedule: defineRoute('PATCH', '/api/interviews/:id', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: RescheduleInterviewBodySchema,
    response: { 200: InterviewSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  /** 409 when completed */
  cancel: defineRoute('POST', '/api/interviews/:id/cancel', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: NoBodySchema,
    response: { 200: InterviewSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  /** The company's recruiters, after the start time (409 before it, or when cancelled). */
  attendance: defineRoute('POST', '/api/interviews/:id/attendance', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: AttendanceBodySchema,
    response: { 200: InterviewSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  /** The interview as an iCalendar file (text/calendar). */
  calendar: defineRoute('GET', '/api/interviews/:id/calendar.ics', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: {
      200: Type.String({ contentMediaType: 'text/calendar' }),
      ...errorResponses(400, 401, 404),
    },
  }),
};
