// The company's private notes and tags on an application (/api/applications/:id/notes, /tags),
// the tags and note counts of a job's applications for the board (/api/jobs/:id/application-labels)
// and the CSV export of a job's applicants (/api/jobs/:id/applicants.csv). Seen by the company
// only: anyone else (another company, a candidate) gets 404.
import { Type, type Static } from 'typebox';
import {
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  NoContentSchema,
  NoQuerySchema,
  nullable,
  UuidSchema,
  WRITE_ERRORS,
} from './common.js';

import {
  APPLICANTS_CSV_COLUMNS,
  NOTE_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX,
} from '../rules/application-notes.js';

export { APPLICANTS_CSV_COLUMNS, NOTE_MAX_LENGTH, TAG_MAX_LENGTH, TAGS_MAX };

export const ApplicationNoteSchema = Type.Object({
  id: UuidSchema,
  applicationId: UuidSchema,
  body: Type.String(),
  /** null when the author's account is gone. */
  author: nullable(Type.Object({ id: UuidSchema, name: Type.String() })),
  createdAt: DateTimeSchema,
});
export type ApplicationNote = Static<typeof ApplicationNoteSchema>;

export const AddNoteBodySchema = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: NOTE_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type AddNoteBody = Static<typeof AddNoteBodySchema>;

/** A tag: trimmed and lowercased by the API; 1–40 characters. */
export const TagSchema = Type.String({ minLength: 1, maxLength: TAG_MAX_LENGTH });

export const SetTagsBodySchema = Type.Object(
  { tags: Type.Array(TagSchema, { maxItems: TAGS_MAX }) },
  { additionalProperties: false },
);
export type SetTagsBody = Static<typeof SetTagsBodySchema>;

/** An application's notes (newest first) and tags (alphabetical). */
export const ApplicationNotesSchema = Type.Object({
  notes: Type.Array(ApplicationNoteSchema),
  tags: Type.Array(Type.String()),
});
export type ApplicationNotes = Static<typeof ApplicationNotesSchema>;

export const ApplicationTagsSchema = Type.Object({ tags: Type.Array(Type.String()) });
export type ApplicationTags = Static<typeof ApplicationTagsSchema>;

/** Per application of a job that has tags or notes: its tags and how many notes. */
export const ApplicationLabelsSchema = Type.Object({
  items: Type.Array(
    Type.Object({
      applicationId: UuidSchema,
      tags: Type.Array(Type.String()),
      notes: Type.Integer({ minimum: 0 }),
    }),
  ),
  /** Every tag the company uses, alphabetical (for suggestions). */
  companyTags: Type.Array(Type.String()),
});
export type ApplicationLabels = Static<typeof ApplicationLabelsSchema>;

const READ_ERRORS = [400, 401, 404] as const;

/** The Fastify `schema` of each route, by name. */
export const applicationNoteRoutes = {
  /** GET /api/applications/:id/notes */
  list: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: ApplicationNotesSchema, ...errorResponses(...READ_ERRORS) },
  },
  /** POST /api/applications/:id/notes (400 names `body` when blank) */
  add: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: AddNoteBodySchema,
    response: { 201: ApplicationNoteSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  },
  /** DELETE /api/application-notes/:id (403 not its author) */
  remove: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 204: NoContentSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  },
  /** PUT /api/applications/:id/tags: replaces the tags */
  setTags: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: SetTagsBodySchema,
    response: { 200: ApplicationTagsSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  },
  /** GET /api/jobs/:id/application-labels */
  jobLabels: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: ApplicationLabelsSchema, ...errorResponses(...READ_ERRORS) },
  },
  /** GET /api/jobs/:id/applicants.csv: text/csv, one row per application, newest first */
  exportCsv: {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: {
      200: Type.String({ contentMediaType: 'text/csv' }),
      ...errorResponses(...READ_ERRORS),
    },
  },
};
