// The rules of screening questions and their answers (issue 33), shared by the API (which
// enforces them) and the job and apply forms (which check before sending):
// - a job's questions: a choice question offers 2+ distinct choices and only it has choices; a
//   knock-out fits its kind (`{ equals: 'yes' | 'no' }` for yes/no, `{ equals: <a choice> }` for
//   a choice, `{ below }` / `{ above }` for a number, none for text);
// - a candidate's answers: one per question at most, to the job's questions only; every required
//   question answered; 'yes' or 'no' for yes/no, one of the choices, a whole or decimal number in
//   SCREENING_NUMBER_RANGE, text of at most SCREENING_TEXT_MAX characters;
// - `firedKnockout`: the first question, in the job's order, whose knock-out the answer meets.
//   Only the questions the candidate was asked count (the job's questions at apply time).
import type { ScreeningKind } from '../vocabularies.js';

// The contract's shapes (contract/hiring-workflows.ts), written out: the rules sit below the
// contract and may not import it.
/** What rules an application out (the contract's KnockoutSchema). */
export type KnockoutRule = { equals: string } | { below: number } | { above: number };
/** One answer as the apply form sends it (the contract's ScreeningAnswerInputSchema). */
export type GivenAnswer = { questionId: string; answer: string | number };

/** A number answer (years, hours…) is between these, inclusive. */
export const SCREENING_NUMBER_RANGE = { min: 0, max: 100 } as const;
/** A text answer is at most this many characters. */
export const SCREENING_TEXT_MAX = 2000;
/** The two answers of a yes/no question. */
export const YES_NO_ANSWERS = ['yes', 'no'] as const;

/** What the rules read of a question (an input or a stored question). */
export type ScreeningRuleQuestion = {
  id?: string;
  question: string;
  kind: ScreeningKind;
  choices?: readonly string[] | null;
  required: boolean;
  knockout?: KnockoutRule | null;
};

/** A problem with a job's questions: the field (`screening/<index>/<part>`, 0-based) and words. */
export type ScreeningProblem = { field: string; message: string };

const choiceKey = (choice: string) => choice.trim().toLowerCase();

function knockoutProblem(question: ScreeningRuleQuestion): string | null {
  const rule = question.knockout;
  if (!rule) return null;
  switch (question.kind) {
    case 'yes_no':
      return 'equals' in rule && (YES_NO_ANSWERS as readonly string[]).includes(rule.equals)
        ? null
        : "A yes/no knock-out is an answer of 'yes' or 'no'";
    case 'choice':
      return 'equals' in rule &&
        (question.choices ?? []).some((choice) => choice.trim() === rule.equals.trim())
        ? null
        : 'A choice knock-out is one of the choices';
    case 'number':
      if ('equals' in rule) return 'A number knock-out is below or above a number';
      return Number.isFinite('below' in rule ? rule.below : rule.above)
        ? null
        : 'A number knock-out is below or above a number';
    case 'text':
      return 'A text question cannot knock out';
  }
}

/** The first problem with a job's questions (in order), or null when they can be saved. */
export function screeningProblem(
  questions: readonly ScreeningRuleQuestion[],
): ScreeningProblem | null {
  const ids = new Set<string>();
  for (const [index, question] of questions.entries()) {
    const at = (part: string, message: string) => ({
      field: `screening/${index}/${part}`,
      message: `Question ${index + 1}: ${message}`,
    });
    if (!question.question.trim()) return at('question', 'the question must not be blank');
    if (question.id !== undefined) {
      if (ids.has(question.id)) return at('id', 'the same question is in the list twice');
      ids.add(question.id);
    }
    const choices = question.choices ?? null;
    if (question.kind === 'choice') {
      if (!choices || choices.length < 2)
        return at('choices', 'a choice question needs 2 choices or more');
      if (choices.some((choice) => !choice.trim()))
        return at('choices', 'a choice must not be blank');
      if (new Set(choices.map(choiceKey)).size !== choices.length)
        return at('choices', 'the choices must be different');
    } else if (choices && choices.length) {
      return at('choices', 'only a choice question has choices');
    }
    const knockout = knockoutProblem(question);
    if (knockout) return at('knockout', knockout);
  }
  return null;
}

/** A problem with the answers: the question it is about and the words. */
export type AnswerProblem = { questionId: string; question: string | null; message: string };

const isBlank = (answer: string | number) => typeof answer === 'string' && !answer.trim();

/** Why one answer does not fit its question, or null. */
export function answerProblem(
  question: ScreeningRuleQuestion,
  answer: string | number,
): string | null {
  switch (question.kind) {
    case 'yes_no':
      return answer === 'yes' || answer === 'no' ? null : "must be 'yes' or 'no'";
    case 'choice':
      return typeof answer === 'string' &&
        (question.choices ?? []).some((choice) => choice === answer)
        ? null
        : 'must be one of the choices offered';
    case 'number': {
      const value = typeof answer === 'number' ? answer : Number.NaN;
      if (!Number.isFinite(value)) return 'must be a number';
      const { min, max } = SCREENING_NUMBER_RANGE;
      return value < min || value > max ? `must be between ${min} and ${max}` : null;
    }
    case 'text':
      if (typeof answer !== 'string') return 'must be text';
      return answer.length > SCREENING_TEXT_MAX
        ? `must be at most ${SCREENING_TEXT_MAX} characters`
        : null;
  }
}

/**
 * The first problem with a candidate's answers to a job's questions, or null: an answer to a
 * question the job does not ask or a second answer to one, then the job's questions in order (a
 * required one unanswered, an answer that does not fit). A blank text answer counts as none.
 */
export function answersProblem(
  questions: readonly (ScreeningRuleQuestion & { id: string })[],
  answers: readonly GivenAnswer[],
): AnswerProblem | null {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const given = new Map<string, string | number>();
  for (const answer of answers) {
    if (!byId.has(answer.questionId))
      return {
        questionId: answer.questionId,
        question: null,
        message: 'This job does not ask that question',
      };
    if (given.has(answer.questionId)) {
      const question = byId.get(answer.questionId)!.question;
      return {
        questionId: answer.questionId,
        question,
        message: `Answer "${question}": answered twice`,
      };
    }
    given.set(answer.questionId, answer.answer);
  }
  for (const question of questions) {
    const answer = given.get(question.id);
    const say = (words: string) => ({
      questionId: question.id,
      question: question.question,
      message: `Answer "${question.question}": ${words}`,
    });
    if (answer === undefined || isBlank(answer)) {
      if (question.required) return say('an answer is required');
      continue;
    }
    const problem = answerProblem(question, answer);
    if (problem) return say(problem);
  }
  return null;
}

/** The answers worth keeping: to the job's questions, not blank, trimmed text, in the job's order. */
export function answersInOrder<Q extends { id: string }>(
  questions: readonly Q[],
  answers: readonly GivenAnswer[],
): { question: Q; answer: string | number }[] {
  const given = new Map(answers.map((answer) => [answer.questionId, answer.answer]));
  return questions.flatMap((question) => {
    const answer = given.get(question.id);
    if (answer === undefined || isBlank(answer)) return [];
    return [{ question, answer: typeof answer === 'string' ? answer.trim() : answer }];
  });
}

/** Whether an answer meets a knock-out rule. */
export function knockoutMatches(rule: KnockoutRule, answer: string | number): boolean {
  if ('equals' in rule) return typeof answer === 'string' && answer.trim() === rule.equals.trim();
  if (typeof answer !== 'number') return false;
  return 'below' in rule ? answer < rule.below : answer > rule.above;
}

/**
 * The first question (in order) whose knock-out the candidate's answer meets, with that answer,
 * or null. `questions` are those the candidate was asked; an unanswered question never fires.
 */
export function firedKnockout<Q extends ScreeningRuleQuestion & { id: string }>(
  questions: readonly Q[],
  answers: readonly GivenAnswer[],
): { question: Q; rule: KnockoutRule; answer: string | number } | null {
  const given = new Map(answers.map((answer) => [answer.questionId, answer.answer]));
  for (const question of questions) {
    const rule = question.knockout;
    const answer = given.get(question.id);
    if (!rule || answer === undefined) continue;
    if (knockoutMatches(rule, answer)) return { question, rule, answer };
  }
  return null;
}
