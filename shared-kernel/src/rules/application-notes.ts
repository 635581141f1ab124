// The limits of the company's private notes and tags on an application, and the columns of a
// job's applicants CSV: one place, read by the contract (the API's checks) and the screens.

/** The longest note. */
export const NOTE_MAX_LENGTH = 5000;
/** The most tags an application carries, each at most TAG_MAX_LENGTH characters. */
export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 40;

/** GET /api/jobs/:id/applicants.csv: its columns, in order. */
export const APPLICANTS_CSV_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Location',
  'Status',
  'Applied',
  'Last move',
  'Skills match %',
  'Culture score',
  'Tags',
  'Notes',
] as const;
