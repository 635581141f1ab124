// The ready screening questions a recruiter adds to a job in one click (issue 33). Each is a
// question as the job form sends it (no id: the API gives one), with the knock-out a hospitality
// employer usually wants; the recruiter can change or remove it before saving.
import type { ScreeningKind } from '../vocabularies.js';
import type { KnockoutRule } from './screening.js';

/** A ready question as the job form sends it (the contract's ScreeningQuestionInput, no id). */
export type ReadyQuestionInput = {
  question: string;
  kind: ScreeningKind;
  choices?: string[];
  required: boolean;
  knockout: KnockoutRule | null;
};

export type ReadyQuestion = {
  /** Stable, for the library's list and tests. */
  key: string;
  /** Which roles it suits, as the library says it ('every role', 'bar roles'). */
  suits: string;
  question: ReadyQuestionInput;
};

export const SCREENING_LIBRARY: readonly ReadyQuestion[] = [
  {
    key: 'right_to_work',
    suits: 'every role',
    question: {
      question: 'Do you have the right to work in the UK?',
      kind: 'yes_no',
      required: true,
      knockout: { equals: 'no' },
    },
  },
  {
    key: 'over_18',
    suits: 'bar roles',
    question: {
      question: 'Are you 18 or over?',
      kind: 'yes_no',
      required: true,
      knockout: { equals: 'no' },
    },
  },
  {
    key: 'years_similar_role',
    suits: 'every role',
    question: {
      question: 'How many years have you worked in a similar role?',
      kind: 'number',
      required: true,
      knockout: null,
    },
  },
  {
    key: 'food_hygiene',
    suits: 'kitchen and front of house',
    question: {
      question: 'Do you hold a Level 2 Food Hygiene certificate?',
      kind: 'yes_no',
      required: false,
      knockout: null,
    },
  },
  {
    key: 'personal_licence',
    suits: 'bar managers',
    question: {
      question: 'Do you hold a personal licence to sell alcohol?',
      kind: 'yes_no',
      required: false,
      knockout: null,
    },
  },
  {
    key: 'late_finishes',
    suits: 'evening roles',
    question: {
      question: 'Can you work late finishes (after midnight)?',
      kind: 'yes_no',
      required: true,
      knockout: { equals: 'no' },
    },
  },
];
