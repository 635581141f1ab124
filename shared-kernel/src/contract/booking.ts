// Candidates book their own interview or paid trial shift (issue 32): the recruiter's availability
// (/api/me/availability), the invitation to book (/api/applications/:id/booking), the candidate's
// free slots and booking (/api/applications/:id/slots, /book) and their move of a booked one
// (/api/interviews/:id/reschedule; cancelling is /api/interviews/:id/cancel, ./interviews.ts).
import { Type, type Static } from 'typebox';
import {
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  InterviewModeSchema,
  NoQuerySchema,
  nullable,
  UuidSchema,
  vocabulary,
  WRITE_ERRORS,
} from './common.js';
import { InterviewSchema } from './interviews.js';
import { defineRoute } from './route.js';
import { BOOKING_KINDS, WEEKDAYS, type BookingKind } from './vocabularies.js';

/** What a candidate books: an interview, or a paid trial shift (always paid: `hourlyRate`). */
export const BookingKindSchema = vocabulary(BOOKING_KINDS);

/** The length when the invitation does not say, by kind. */
export const DEFAULT_BOOKING_MINUTES: Readonly<Record<BookingKind, number>> = {
  interview: 30,
  trial_shift: 180,
};

/** 'HH:mm', 00:00 to 23:59 (London wall clock). */
const WallClockSchema = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', maxLength: 5 });

export const WeeklyRangeSchema = Type.Object(
  { day: vocabulary(WEEKDAYS), from: WallClockSchema, to: WallClockSchema },
  { additionalProperties: false },
);
export type WeeklyRangeInput = Static<typeof WeeklyRangeSchema>;

const availabilityFields = {
  /** Where in-person interviews and trials happen: a venue of the recruiter's company. */
  venueId: nullable(UuidSchema),
  /** Several ranges a day allowed; `from` before `to`. */
  weekly: Type.Array(WeeklyRangeSchema, { maxItems: 70 }),
  slotMinutes: Type.Integer({ minimum: 15, maximum: 240 }),
  bufferMinutes: Type.Integer({ minimum: 0, maximum: 120 }),
  noticeHours: Type.Integer({ minimum: 0, maximum: 168 }),
  horizonDays: Type.Integer({ minimum: 1, maximum: 60 }),
};

/** A recruiter's availability, in Europe/London wall-clock time (defaults before any PUT). */
export const AvailabilitySchema = Type.Object({
  ...availabilityFields,
  /** London calendar days with no slots, in order. */
  datesOff: Type.Array(Type.String({ format: 'date' })),
});
export type Availability = Static<typeof AvailabilitySchema>;

/** PUT /api/me/availability: the whole availability (datesOff optional: none). */
export const AvailabilityBodySchema = Type.Object(
  {
    ...availabilityFields,
    datesOff: Type.Optional(
      Type.Array(Type.String({ format: 'date', maxLength: 10 }), { maxItems: 366 }),
    ),
  },
  { additionalProperties: false },
);
export type AvailabilityBody = Static<typeof AvailabilityBodySchema>;

/**
 * POST /api/applications/:id/booking: invite the candidate to book. Defaults: 30 minutes for an
 * interview, 180 for a trial shift; in person. A trial shift requires `hourlyRate` (pounds an hour).
 */
export const InviteToBookBodySchema = Type.Object(
  {
    kind: BookingKindSchema,
    durationMinutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 480 })),
    mode: Type.Optional(InterviewModeSchema),
    hourlyRate: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 })),
    message: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type InviteToBookBody = Static<typeof InviteToBookBodySchema>;

/** The invitation (a newer one replaces an unbooked older one). */
export const BookingInvitationSchema = Type.Object({
  id: UuidSchema,
  applicationId: UuidSchema,
  kind: BookingKindSchema,
  durationMinutes: Type.Integer(),
  mode: InterviewModeSchema,
  /** Pounds an hour; trial shifts only. */
  hourlyRate: Type.Optional(Type.Number()),
  message: nullable(Type.String()),
  /** The inviting recruiter, who is the interviewer. */
  interviewerId: UuidSchema,
  /** The candidate's page where they pick a time. */
  bookingUrl: Type.String(),
  createdAt: DateTimeSchema,
});
export type BookingInvitation = Static<typeof BookingInvitationSchema>;

export const SlotSchema = Type.Object({ startsAt: DateTimeSchema, endsAt: DateTimeSchema });
export type Slot = Static<typeof SlotSchema>;

/**
 * GET /api/applications/:id/slots: the invitation's free times, in time order (only that
 * application's candidate, after an invitation). The optional fields are for the booking page.
 */
export const BookingSlotsSchema = Type.Object({
  kind: BookingKindSchema,
  durationMinutes: Type.Integer(),
  /** Pounds an hour; trial shifts only. */
  hourlyRate: Type.Optional(Type.Number()),
  slots: Type.Array(SlotSchema),
  mode: Type.Optional(InterviewModeSchema),
  meetingUrl: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  message: Type.Optional(nullable(Type.String())),
  companyName: Type.Optional(Type.String()),
  jobTitle: Type.Optional(Type.String()),
  interviewerName: Type.Optional(Type.String()),
  venue: Type.Optional(
    nullable(
      Type.Object({
        name: Type.String(),
        address: nullable(Type.String()),
        city: nullable(Type.String()),
        postcode: nullable(Type.String()),
      }),
    ),
  ),
  /** The interview booked from this invitation, while not cancelled. */
  booked: Type.Optional(nullable(InterviewSchema)),
});
export type BookingSlots = Static<typeof BookingSlotsSchema>;

/** POST /api/applications/:id/book and POST /api/interviews/:id/reschedule. */
export const BookSlotBodySchema = Type.Object(
  { startsAt: Type.String({ format: 'date-time', maxLength: 40 }) },
  { additionalProperties: false },
);
export type BookSlotBody = Static<typeof BookSlotBodySchema>;

export const bookingRoutes = {
  /** The recruiter's own; defaults (no ranges) before the first PUT. */
  availability: defineRoute('GET', '/api/me/availability', {
    querystring: NoQuerySchema,
    response: { 200: AvailabilitySchema, ...errorResponses(401, 403) },
  }),
  /** 400 naming the field (from ≥ to, a venue not of their company); a refusal keeps the old. */
  saveAvailability: defineRoute('PUT', '/api/me/availability', {
    querystring: NoQuerySchema,
    body: AvailabilityBodySchema,
    response: { 200: AvailabilitySchema, ...errorResponses(...WRITE_ERRORS) },
  }),
  /** A recruiter of the application's company; 409 when the application is closed. */
  invite: defineRoute('POST', '/api/applications/:id/booking', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: InviteToBookBodySchema,
    response: { 201: BookingInvitationSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  /** The application's candidate; 404 without an invitation. */
  slots: defineRoute('GET', '/api/applications/:id/slots', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: BookingSlotsSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** 400 when not an offered slot; 409 "That time has just been taken" or already booked. */
  book: defineRoute('POST', '/api/applications/:id/book', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: BookSlotBodySchema,
    response: { 201: InterviewSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  /** The candidate moves a booked one to another free slot (same rules as booking). */
  reschedule: defineRoute('POST', '/api/interviews/:id/reschedule', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: BookSlotBodySchema,
    response: { 200: InterviewSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
};
