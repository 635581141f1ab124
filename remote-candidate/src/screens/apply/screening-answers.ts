import type { ScreeningAnswerInput, ScreeningQuestion } from 'shared-kernel/contract';
import { SCREENING_NUMBER_RANGE, SCREENING_TEXT_MAX } from 'shared-kernel/rules';
import { SCREENING } from '../../texts';

// The apply form's screening answers (issue 33): held as text by question id (what the controls
// give), checked before sending with the shared rules' limits, sent as `answers` (a number as a
// number), and the API's 400 naming `answers/<questionId>` put back on that question.

/** The form's answers: the text of each control, by question id ('' = not answered). */
export type AnswerValues = Record<string, string>;

/** The form field of one question's answer. */
export const answerField = (questionId: string) => `answers.${questionId}` as const;

/** Every question unanswered: each has its field, so the API's 400 can name any of them. */
export const blankAnswers = (questions: readonly ScreeningQuestion[]): AnswerValues =>
  Object.fromEntries(questions.map((question) => [question.id, '']));

/** A number as the candidate typed it, or NaN ('' or not a number). */
const numberOf = (text: string) => (text.trim() ? Number(text) : Number.NaN);

/** Why the form will not send this answer yet, in the screen's words; undefined when it can. */
export function answerCheck(question: ScreeningQuestion, text: string): string | undefined {
  if (!text.trim()) return question.required ? SCREENING.answerThis : undefined;
  if (question.kind === 'number') {
    const value = numberOf(text);
    const { min, max } = SCREENING_NUMBER_RANGE;
    if (!Number.isFinite(value) || value < min || value > max)
      return SCREENING.numberBetween(min, max);
  }
  if (question.kind === 'text' && text.trim().length > SCREENING_TEXT_MAX)
    return SCREENING.tooLong(SCREENING_TEXT_MAX);
  return undefined;
}

/** The questions whose answer is not ready, with the words to show on each, in the job's order. */
export const answerChecks = (questions: readonly ScreeningQuestion[], values: AnswerValues) =>
  questions.flatMap((question) => {
    const message = answerCheck(question, values[question.id] ?? '');
    return message ? [{ questionId: question.id, message }] : [];
  });

/**
 * The body's `answers`: one per answered question, in the job's order; a number question's answer
 * as a number, text trimmed. A blank answer is left out (the API counts it as none).
 */
export function answersBody(
  questions: readonly ScreeningQuestion[],
  values: AnswerValues,
): ScreeningAnswerInput[] {
  return questions.flatMap((question) => {
    const text = (values[question.id] ?? '').trim();
    if (!text) return [];
    const value = question.kind === 'number' ? numberOf(text) : text;
    // A number that is not one stays text: the check above says so before anything is sent.
    const answer = typeof value === 'number' && !Number.isFinite(value) ? text : value;
    return [{ questionId: question.id, answer }];
  });
}

/** The form field the API's 400 names (`answers/<questionId>`), or undefined for another field. */
export function answerFieldOfApi(apiField: string) {
  const prefix = 'answers/';
  return apiField.startsWith(prefix) ? answerField(apiField.slice(prefix.length)) : undefined;
}
