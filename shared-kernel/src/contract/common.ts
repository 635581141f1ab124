// The building blocks every resource file of the contract uses: the error body, ids, "no query",
// "no body", nullable values, dates, pages and the vocabularies as schemas.
import { Type, type Static, type TEnum, type TSchema } from 'typebox';
import {
  APPLICATION_STATUSES,
  EMPLOYMENT_TYPES,
  INTERVIEW_MODES,
  INTERVIEW_STATUSES,
  OFFER_STATUSES,
  MINIMUM_AGES,
  SALARY_TYPES,
  TEAM_SIZES,
  VENUE_TYPES,
  WORK_PACES,
} from './vocabularies.js';
import { HTTP_URL_FORMAT } from './formats.js';

/** Every API error: `{ message }`, and on a 400 the field it is about (docs/api.md). */
export const ErrorBodySchema = Type.Object({
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBodySchema>;

/** The error statuses a route declares, each answered with the error body. */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): { [K in S[number]]: typeof ErrorBodySchema } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as {
    [K in S[number]]: typeof ErrorBodySchema;
  };
}

/**
 * What any write can answer besides its own errors: 400 bad input, 401 signed out, 403 a foreign
 * `Origin`, 415 not sent as JSON (api/src/http/csrf.ts).
 */
export const WRITE_ERRORS = [400, 401, 403, 415] as const;

export const UuidSchema = Type.String({ format: 'uuid' });
/** `/things/:id` with a uuid id (anything else is a 400 naming `id`). */
export const IdParamsSchema = Type.Object({ id: UuidSchema }, { additionalProperties: false });
export type IdParams = Static<typeof IdParamsSchema>;

/** A route that takes no query string: an unknown parameter is a 400 naming it. */
export const NoQuerySchema = Type.Object({}, { additionalProperties: false });

/**
 * A write that takes no body. The browser client sends a JSON content type with no body (spec
 * section 7), which parses to `undefined`; `{}` is accepted too, anything else is a 400.
 */
export const NoBodySchema = Type.Unsafe<Record<string, never> | undefined>({
  not: { type: ['string', 'number', 'boolean', 'array'] },
  additionalProperties: false,
  properties: {},
});

/** A 204: no body. */
export const NoContentSchema = Type.Null();

/** A value or null. */
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * An instant, sent as an ISO 8601 string (`2026-03-04T10:00:00.000Z`). As input (./formats.ts):
 * years 2000–2100, an offset within ±14:00, at most milliseconds.
 */
export const DateTimeSchema = Type.String({ format: 'date-time' });
/** A calendar day, `YYYY-MM-DD` (as input, in the years 2000–2100: ./formats.ts). */
export const DateSchema = Type.String({ format: 'date' });

/**
 * A web address a field holds (a website, a logo, a video link): `http://` or `https://` only
 * (./formats.ts); `javascript:`, `data:` and the like are a 400 naming the field.
 */
export const HttpUrlSchema = (maxLength: number) =>
  Type.String({ format: HTTP_URL_FORMAT, maxLength });

/** `{ items, total, page, pageSize }`: the paginated list of docs/api.md. */
export const pageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });

/** `?page=&pageSize=` (at most 50 a page). */
export const PageQuerySchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  },
  { additionalProperties: false },
);

/** A vocabulary of ./vocabularies.ts as a schema (`enum`, so a 400 lists the allowed values). */
export const vocabulary = <const V extends readonly string[]>(values: V): TEnum<[...V]> =>
  Type.Enum<[...V]>([...values]);

export const ApplicationStatusSchema = vocabulary(APPLICATION_STATUSES);
export const EmploymentTypeSchema = vocabulary(EMPLOYMENT_TYPES);
export const SalaryTypeSchema = vocabulary(SALARY_TYPES);
/** A job's minimum age (16, 18 or 21): numbers, so an enum of its own. */
export const MinimumAgeSchema = Type.Enum([...MINIMUM_AGES]);
export const VenueTypeSchema = vocabulary(VENUE_TYPES);
export const WorkPaceSchema = vocabulary(WORK_PACES);
export const TeamSizeSchema = vocabulary(TEAM_SIZES);
export const InterviewModeSchema = vocabulary(INTERVIEW_MODES);
export const InterviewStatusSchema = vocabulary(INTERVIEW_STATUSES);
export const OfferStatusSchema = vocabulary(OFFER_STATUSES);
