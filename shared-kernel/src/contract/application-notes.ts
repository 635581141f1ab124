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
import { defineRoute } from './route.js';

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

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const applicationNoteRoutes = {
  list: defineRoute('GET', '/api/applications/:id/notes', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: ApplicationNotesSchema, ...errorResponses(...READ_ERRORS) },
  }),
  /** 400 names `body` when blank */
  add: defineRoute('POST', '/api/applications/:id/notes', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: AddNoteBodySchema,
    response: { 201: ApplicationNoteSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** 403 not its author */
  remove: defineRoute('DELETE', '/api/application-notes/:id', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 204: NoContentSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** Replaces the tags */
  setTags: defineRoute('PUT', '/api/applications/:id/tags', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: SetTagsBodySchema,
    response: { 200: ApplicationTagsSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  jobLabels: defineRoute('GET', '/api/jobs/:id/application-labels', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: ApplicationLabelsSchema, ...errorResponses(...READ_ERRORS) },
  }),
  /** A text/csv file, one row per application, newest first */
  exportCsv: defineRoute('GET', '/api/jobs/:id/applicants.csv', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: {
      200: Type.String({ contentMediaType: 'text/csv' }),
      ...errorResponses(...READ_ERRORS),
    },
  }),
};
