// Culture answers (spec section 3): their mapping between the `assessments` row and the
// contract's shape, and their one read and one upsert, for candidates and companies alike.
export {
  CULTURE_ANSWER_COLUMNS,
  cultureAnswersOf,
  cultureAnswersOrNull,
  type CultureAnswerColumns,
} from './answers.js';
export {
  readCulture,
  upsertCompanyPrimaryValues,
  upsertCulture,
  type CultureAnswerValues,
  type CultureSubject,
  type StoredCulture,
} from './store.js';
