import {
  answersInOrder,
  answersProblem,
  firedKnockout,
  knockoutMatches,
  screeningProblem,
  SCREENING_NUMBER_RANGE,
  type ScreeningRuleQuestion,
} from './screening';
import { SCREENING_LIBRARY } from './screening-library';

const RIGHT_TO_WORK = {
  id: '00000000-0000-4000-8000-000000000001',
  question: 'Do you have the right to work in the UK?',
  kind: 'yes_no',
  required: true,
  knockout: { equals: 'no' },
} satisfies ScreeningRuleQuestion;
const YEARS = {
  id: '00000000-0000-4000-8000-000000000002',
  question: 'How many years have you worked in a similar role?',
  kind: 'number',
  required: true,
  knockout: { below: 1 },
} satisfies ScreeningRuleQuestion;
const SHIFT = {
  id: '00000000-0000-4000-8000-000000000003',
  question: 'Which shifts suit you?',
  kind: 'choice',
  choices: ['Days', 'Evenings', 'Nights'],
  required: false,
  knockout: { equals: 'Days' },
} satisfies ScreeningRuleQuestion;
const ABOUT = {
  id: '00000000-0000-4000-8000-000000000004',
  question: 'Anything else?',
  kind: 'text',
  required: false,
  knockout: null,
} satisfies ScreeningRuleQuestion;
const QUESTIONS = [RIGHT_TO_WORK, YEARS, SHIFT, ABOUT];

describe('screeningProblem (a job’s questions)', () => {
  test('the ready questions and a mix of kinds are fine', () => {
    expect(screeningProblem(SCREENING_LIBRARY.map((ready) => ready.question))).toBeNull();
    expect(screeningProblem(QUESTIONS)).toBeNull();
    expect(screeningProblem([])).toBeNull();
  });

  test('a knock-out must fit the kind, named by its place in the list', () => {
    expect(screeningProblem([{ ...RIGHT_TO_WORK, knockout: { equals: 'maybe' } }])).toEqual({
      field: 'screening/0/knockout',
      message: "Question 1: A yes/no knock-out is an answer of 'yes' or 'no'",
    });
    expect(screeningProblem([ABOUT, { ...RIGHT_TO_WORK, knockout: { below: 1 } }])?.field).toBe(
      'screening/1/knockout',
    );
    expect(screeningProblem([{ ...YEARS, knockout: { equals: 'yes' } }])?.field).toBe(
      'screening/0/knockout',
    );
    expect(screeningProblem([{ ...SHIFT, knockout: { equals: 'Weekends' } }])?.message).toBe(
      'Question 1: A choice knock-out is one of the choices',
    );
    expect(screeningProblem([{ ...ABOUT, knockout: { equals: 'no' } }])?.message).toBe(
      'Question 1: A text question cannot knock out',
    );
    expect(screeningProblem([{ ...YEARS, knockout: { above: Number.NaN } }])?.field).toBe(
      'screening/0/knockout',
    );
  });

  test('choices only for a choice question, at least two, distinct, not blank', () => {
    expect(screeningProblem([{ ...RIGHT_TO_WORK, choices: ['a', 'b'] }])?.field).toBe(
      'screening/0/choices',
    );
    expect(screeningProblem([{ ...SHIFT, choices: ['Days'] }])?.field).toBe('screening/0/choices');
    expect(screeningProblem([{ ...SHIFT, choices: ['Days', ' days'] }])?.message).toBe(
      'Question 1: the choices must be different',
    );
    expect(screeningProblem([{ ...SHIFT, choices: ['Days', ' '] }])?.field).toBe(
      'screening/0/choices',
    );
  });

  test('a blank question, and one id twice', () => {
    expect(screeningProblem([{ ...ABOUT, question: '  ' }])?.field).toBe('screening/0/question');
    expect(screeningProblem([ABOUT, ABOUT])?.field).toBe('screening/1/id');
  });
});

describe('answersProblem (a candidate’s answers)', () => {
  const all = [
    { questionId: RIGHT_TO_WORK.id, answer: 'yes' },
    { questionId: YEARS.id, answer: 3 },
    { questionId: SHIFT.id, answer: 'Evenings' },
    { questionId: ABOUT.id, answer: 'I love a busy bar' },
  ];

  test('fitting answers pass; optional ones may be left out', () => {
    expect(answersProblem(QUESTIONS, all)).toBeNull();
    expect(answersProblem(QUESTIONS, all.slice(0, 2))).toBeNull();
    expect(answersProblem([], [])).toBeNull();
  });

  test('a required question unanswered (or blank) names it', () => {
    expect(answersProblem(QUESTIONS, all.slice(1))).toEqual({
      questionId: RIGHT_TO_WORK.id,
      question: RIGHT_TO_WORK.question,
      message: 'Answer "Do you have the right to work in the UK?": an answer is required',
    });
    expect(answersProblem(QUESTIONS, [{ ...all[0], answer: ' ' }, all[1]])?.questionId).toBe(
      RIGHT_TO_WORK.id,
    );
  });

  test('answers that do not fit the kind', () => {
    const problem = (questionId: string, answer: string | number) =>
      answersProblem(QUESTIONS, [
        ...all.filter((a) => a.questionId !== questionId),
        { questionId, answer },
      ])?.message;
    expect(problem(RIGHT_TO_WORK.id, 'Yes please')).toMatch(/must be 'yes' or 'no'$/);
    expect(problem(SHIFT.id, 'Weekends')).toMatch(/must be one of the choices offered$/);
    expect(problem(YEARS.id, '3')).toMatch(/must be a number$/);
    expect(problem(YEARS.id, SCREENING_NUMBER_RANGE.max + 1)).toMatch(/must be between 0 and 100$/);
    expect(problem(YEARS.id, -1)).toMatch(/must be between 0 and 100$/);
    expect(problem(ABOUT.id, 7)).toMatch(/must be text$/);
    expect(problem(ABOUT.id, 'x'.repeat(2001))).toMatch(/at most 2000 characters$/);
  });

  test('an unknown question, and a question answered twice', () => {
    const unknown = '00000000-0000-4000-8000-000000000099';
    expect(answersProblem(QUESTIONS, [...all, { questionId: unknown, answer: 'yes' }])).toEqual({
      questionId: unknown,
      question: null,
      message: 'This job does not ask that question',
    });
    expect(answersProblem(QUESTIONS, [...all, all[0]])?.message).toMatch(/answered twice$/);
  });

  test('answersInOrder keeps the job’s order, drops blanks, trims text', () => {
    const kept = answersInOrder(QUESTIONS, [
      { questionId: ABOUT.id, answer: '  hello ' },
      { questionId: SHIFT.id, answer: '' },
      { questionId: RIGHT_TO_WORK.id, answer: 'yes' },
    ]);
    expect(kept.map((a) => [a.question.id, a.answer])).toEqual([
      [RIGHT_TO_WORK.id, 'yes'],
      [ABOUT.id, 'hello'],
    ]);
  });
});

describe('firedKnockout', () => {
  test('the first question in order whose rule the answer meets', () => {
    const fired = firedKnockout(QUESTIONS, [
      { questionId: SHIFT.id, answer: 'Days' },
      { questionId: YEARS.id, answer: 0 },
      { questionId: RIGHT_TO_WORK.id, answer: 'yes' },
    ]);
    expect(fired?.question.id).toBe(YEARS.id);
    expect(fired?.rule).toEqual({ below: 1 });
    expect(fired?.answer).toBe(0);
  });

  test('none fires when every answer passes, or for questions not asked', () => {
    expect(
      firedKnockout(QUESTIONS, [
        { questionId: RIGHT_TO_WORK.id, answer: 'yes' },
        { questionId: YEARS.id, answer: 1 },
      ]),
    ).toBeNull();
    expect(firedKnockout([YEARS], [{ questionId: RIGHT_TO_WORK.id, answer: 'no' }])).toBeNull();
  });

  test('knockoutMatches: equals, below and above are strict', () => {
    expect(knockoutMatches({ equals: 'no' }, 'no')).toBe(true);
    expect(knockoutMatches({ equals: 'no' }, 'yes')).toBe(false);
    expect(knockoutMatches({ below: 2 }, 2)).toBe(false);
    expect(knockoutMatches({ below: 2 }, 1.5)).toBe(true);
    expect(knockoutMatches({ above: 40 }, 41)).toBe(true);
    expect(knockoutMatches({ above: 40 }, '41')).toBe(false);
  });
});
