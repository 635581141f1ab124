import type {
  Knockout,
  ScreeningKind,
  ScreeningQuestion,
  ScreeningQuestionInput,
} from 'shared-kernel/contract';
import { MAX_SCREENING_QUESTIONS } from 'shared-kernel/contract';
import type { ReadyQuestion } from 'shared-kernel/rules';
import { SCREENING } from '../../texts-workflows';

// A job's screening questions as the job form holds them (issue 33): each question's text, kind,
// choices, Required and its knock-out as typed, and the `screening` list the API takes.

/** The rule a knock-out editor holds: none, or equals / below / above the typed value. */
export type KnockoutRule = 'none' | 'equals' | 'below' | 'above';
export interface KnockoutValues {
  rule: KnockoutRule;
  value: string;
}

export interface ScreeningValues {
  /** The form's own key for the list (a React key that survives reordering); never sent. */
  key: string;
  /** An existing question's id (keeps it and its answers); none for a new one. */
  id?: string;
  question: string;
  kind: ScreeningKind;
  /** Only a choice question's. */
  choices: string[];
  required: boolean;
  knockout: KnockoutValues;
}

let nextKey = 0;
const newKey = () => `q${(nextKey += 1)}`;

export const NO_KNOCKOUT: KnockoutValues = { rule: 'none', value: '' };

export function knockoutValuesOf(knockout: Knockout | null | undefined): KnockoutValues {
  if (!knockout) return NO_KNOCKOUT;
  if ('equals' in knockout) return { rule: 'equals', value: knockout.equals };
  if ('below' in knockout) return { rule: 'below', value: String(knockout.below) };
  return { rule: 'above', value: String(knockout.above) };
}

/** A question of the job (or of the library) as the form holds it. */
export function screeningValuesOf(
  question: ScreeningQuestion | ScreeningQuestionInput,
): ScreeningValues {
  return {
    key: newKey(),
    ...(question.id ? { id: question.id } : {}),
    question: question.question,
    kind: question.kind,
    choices: question.choices ?? [],
    required: question.required,
    knockout: knockoutValuesOf(question.knockout),
  };
}

export const ownQuestion = (): ScreeningValues => ({
  key: newKey(),
  question: '',
  kind: 'yes_no',
  choices: [],
  required: true,
  knockout: NO_KNOCKOUT,
});

/**
 * The rules a kind allows: equals for yes/no and choice, below / above for a number, none for
 * text. A rule that no longer fits (the kind changed, its choice was removed) is none.
 */
export function rulesFor(kind: ScreeningKind): KnockoutRule[] {
  if (kind === 'yes_no' || kind === 'choice') return ['none', 'equals'];
  if (kind === 'number') return ['none', 'below', 'above'];
  return ['none'];
}

/** The knock-out as the question's kind and choices allow it (else none). */
export function fittingKnockout(
  knockout: KnockoutValues,
  kind: ScreeningKind,
  choices: string[],
): KnockoutValues {
  if (!rulesFor(kind).includes(knockout.rule)) return NO_KNOCKOUT;
  if (knockout.rule !== 'equals') return knockout;
  const allowed = kind === 'yes_no' ? ['yes', 'no'] : choices.map((c) => c.trim());
  return allowed.includes(knockout.value) ? knockout : NO_KNOCKOUT;
}

/** A changed kind: choice gets two empty choices to fill, others none; the rule is kept if it fits. */
export function withKind(question: ScreeningValues, kind: ScreeningKind): ScreeningValues {
  const choices = kind === 'choice' ? (question.choices.length ? question.choices : ['', '']) : [];
  return {
    ...question,
    kind,
    choices,
    knockout: fittingKnockout(question.knockout, kind, choices),
  };
}

function knockoutOf(question: ScreeningValues): Knockout | null {
  const { rule, value } = fittingKnockout(question.knockout, question.kind, question.choices);
  if (rule === 'none') return null;
  if (rule === 'equals') return { equals: value };
  // An empty or wrong number reaches the schema as NaN: it names the question's rule-out value.
  const n = value.trim() === '' ? Number.NaN : Number(value);
  return rule === 'below' ? { below: n } : { above: n };
}

/** The `screening` body: the whole list, in order, each with its id when it has one. */
export function screeningInputOf(questions: ScreeningValues[]): ScreeningQuestionInput[] {
  return questions.map((q) => ({
    ...(q.id ? { id: q.id } : {}),
    question: q.question.trim(),
    kind: q.kind,
    ...(q.kind === 'choice' ? { choices: q.choices.map((c) => c.trim()) } : {}),
    required: q.required,
    knockout: knockoutOf(q),
  }));
}

/** A library question is added once (same wording), and none once the job asks the most. */
export function canAddReady(questions: ScreeningValues[], ready: ReadyQuestion): boolean {
  return (
    questions.length < MAX_SCREENING_QUESTIONS &&
    !questions.some((q) => q.question.trim() === ready.question.question)
  );
}

/** The list with question `index` moved by `by` (−1 up, +1 down). */
export function moved<T>(list: T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * The form field an API error about a question goes under: 'screening/2/knockout/equals' →
 * 'screening.2.knockout'; 'screening/2/choices/1' → 'screening.2.choices'; anything else about
 * question 2 → its text.
 */
export function screeningFieldOf(apiField: string): string | undefined {
  const match = /^screening[/.](\d+)(?:[/.](\w+))?/.exec(apiField);
  if (!match) return undefined;
  const part = match[2];
  const field = part === 'knockout' || part === 'choices' || part === 'kind' ? part : 'question';
  return `screening.${match[1]}.${field}`;
}

/**
 * The questions' own checks, in the product's words, by the form field each is about
 * ('screening.1.knockout'): a question's text, a choice question's choices (two or more,
 * distinct, none blank), a number rule's value. Empty when all is well.
 */
export function checkScreening(questions: ScreeningValues[]): [string, string][] {
  const problems: [string, string][] = [];
  questions.forEach((q, i) => {
    const at = (field: string) => `screening.${i}.${field}`;
    if (!q.question.trim()) problems.push([at('question'), SCREENING.questionRequired(i + 1)]);
    if (q.kind === 'choice') {
      const choices = q.choices.map((c) => c.trim().toLowerCase());
      if (choices.length < 2 || choices.some((c) => !c))
        problems.push([at('choices'), SCREENING.choicesRequired]);
      else if (new Set(choices).size !== choices.length)
        problems.push([at('choices'), SCREENING.choicesDistinct]);
    }
    const { rule, value } = q.knockout;
    if (
      q.kind === 'number' &&
      (rule === 'below' || rule === 'above') &&
      (value.trim() === '' || !Number.isFinite(Number(value)))
    )
      problems.push([at('knockout'), SCREENING.knockoutValueRequired]);
  });
  return problems;
}
