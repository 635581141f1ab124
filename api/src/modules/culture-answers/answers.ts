import type {
  CultureAnswers,
  GuestInteraction,
  PrimaryValue,
  ServiceApproach,
  TeamSize,
  WorkPace,
} from 'shared-kernel/contract';

// Culture answers (spec section 3) as the `assessments` table keeps them (one column per answer)
// and as the contract shows them (an object holding only the answers given). Candidates', whole
// companies' and every read that joins them (matches, applications, talent pool, recommendations)
// go through cultureAnswersOf.

/** The columns of one culture answer set, as read (left-joined: all of them may be null). */
export type CultureAnswerColumns = {
  work_pace: WorkPace | null;
  guest_interaction: GuestInteraction | null;
  team_size: TeamSize | null;
  service_approach: ServiceApproach | null;
  primary_values: PrimaryValue[] | null;
};

/** The columns a read selects for cultureAnswersOf. */
export const CULTURE_ANSWER_COLUMNS = [
  'work_pace',
  'guest_interaction',
  'team_size',
  'service_approach',
  'primary_values',
] as const;

/** The answers given (an empty object when none are). */
export function cultureAnswersOf(row: CultureAnswerColumns): CultureAnswers {
  const answers: CultureAnswers = {};
  if (row.work_pace) answers.workPace = row.work_pace;
  if (row.guest_interaction) answers.guestInteraction = row.guest_interaction;
  if (row.team_size) answers.teamSize = row.team_size;
  if (row.service_approach) answers.serviceApproach = row.service_approach;
  if (row.primary_values?.length) answers.primaryValues = row.primary_values;
  return answers;
}

/** The answers given, or null when none are (no assessment, or one with every answer cleared). */
export function cultureAnswersOrNull(row: CultureAnswerColumns): CultureAnswers | null {
  const answers = cultureAnswersOf(row);
  return Object.keys(answers).length ? answers : null;
}
