import type { ScreeningQuestion } from 'shared-kernel/contract';
import {
  answerCheck,
  answerChecks,
  answerFieldOfApi,
  answersBody,
  blankAnswers,
} from './screening-answers';

const YES_NO: ScreeningQuestion = {
  id: '31111111-1111-4111-8111-111111111111',
  question: 'Are you 18 or over?',
  kind: 'yes_no',
  required: true,
};
const YEARS: ScreeningQuestion = {
  id: '32222222-2222-4222-8222-222222222222',
  question: 'Years in a similar role?',
  kind: 'number',
  required: false,
};
const NOTE: ScreeningQuestion = {
  id: '33333333-3333-4333-8333-333333333333',
  question: 'Anything else?',
  kind: 'text',
  required: false,
};
const QUESTIONS = [YES_NO, YEARS, NOTE];

describe('screening answers on the apply form', () => {
  it('starts every question blank, so the API can name any of them', () => {
    expect(blankAnswers(QUESTIONS)).toEqual({ [YES_NO.id]: '', [YEARS.id]: '', [NOTE.id]: '' });
  });

  it('sends the answered ones in order: a number as a number, text trimmed, blanks left out', () => {
    expect(
      answersBody(QUESTIONS, { [YES_NO.id]: 'no', [YEARS.id]: '2.5', [NOTE.id]: '  Hi  ' }),
    ).toEqual([
      { questionId: YES_NO.id, answer: 'no' },
      { questionId: YEARS.id, answer: 2.5 },
      { questionId: NOTE.id, answer: 'Hi' },
    ]);
    expect(answersBody(QUESTIONS, { [YES_NO.id]: 'yes', [YEARS.id]: ' ', [NOTE.id]: '' })).toEqual([
      { questionId: YES_NO.id, answer: 'yes' },
    ]);
  });

  it('asks for a required answer and a number in range, in the screen’s words', () => {
    expect(answerCheck(YES_NO, '')).toBe('Answer this question');
    expect(answerCheck(YEARS, '')).toBeUndefined();
    expect(answerCheck(YEARS, '101')).toBe('Enter a number from 0 to 100');
    expect(answerCheck(YEARS, '-1')).toBe('Enter a number from 0 to 100');
    expect(answerCheck(YEARS, '100')).toBeUndefined();
    expect(answerCheck(NOTE, 'x'.repeat(2001))).toBe(
      'Keep your answer to 2,000 characters or fewer',
    );
    expect(answerChecks(QUESTIONS, blankAnswers(QUESTIONS))).toEqual([
      { questionId: YES_NO.id, message: 'Answer this question' },
    ]);
  });

  it('finds the question a 400 names', () => {
    expect(answerFieldOfApi(`answers/${YEARS.id}`)).toBe(`answers.${YEARS.id}`);
    expect(answerFieldOfApi('coverLetter')).toBeUndefined();
  });
});
