import type { WorkflowLogEntry } from 'shared-kernel/contract';
import { answerInWords, logEntryWords, ruleInWords, ruleOutShare } from './words';

const entry = (overrides: Partial<WorkflowLogEntry>): WorkflowLogEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  at: '2026-03-04T10:00:00.000Z',
  kind: 'knocked_out',
  applicationId: '00000000-0000-4000-8000-000000000002',
  job: { id: '00000000-0000-4000-8000-000000000003', title: 'Bartender' },
  candidateName: 'Sam Lee',
  questionId: null,
  question: null,
  answer: null,
  rule: null,
  detail: null,
  ...overrides,
});

const decidedBy = {
  questionId: '00000000-0000-4000-8000-000000000004',
  question: 'Are you 18 or over?',
  answer: 'no',
  rule: { equals: 'no' },
};

test('each kind of log entry in words, with the question and answer that decided', () => {
  expect(logEntryWords(entry(decidedBy))).toEqual({
    what: 'Ruled out',
    decided: 'Are you 18 or over? — answered No',
  });
  expect(logEntryWords(entry({ ...decidedBy, kind: 'rejected' })).what).toBe('Rejection sent');
  expect(logEntryWords(entry({ kind: 'overridden', detail: 'Tom Reilly' }))).toEqual({
    what: 'Kept in pipeline by Tom Reilly',
    decided: null,
  });
  expect(logEntryWords(entry({ kind: 'invited', detail: 'an interview' })).what).toBe(
    'Invited to book an interview',
  );
  expect(
    logEntryWords(entry({ kind: 'invited', detail: 'a paid trial shift at £12.50 an hour' })).what,
  ).toBe('Invited to book a paid trial shift at £12.50 an hour');
  expect(logEntryWords(entry({ kind: 'reminded' })).what).toBe('Reminder sent');
  expect(
    logEntryWords(entry({ ...decidedBy, question: 'Years in a similar role?', answer: 0 })).decided,
  ).toBe('Years in a similar role? — answered 0');
});

test('rules and answers in words', () => {
  expect(ruleInWords({ equals: 'no' }, 'yes_no')).toBe('answer is No');
  expect(ruleInWords({ equals: 'Weekends only' }, 'choice')).toBe('answer is Weekends only');
  expect(ruleInWords({ below: 2 }, 'number')).toBe('answer is below 2');
  expect(ruleInWords({ above: 40 }, 'number')).toBe('answer is above 40');
  expect(answerInWords('yes', 'yes_no')).toBe('Yes');
  expect(answerInWords('no', 'text')).toBe('no');
  expect(answerInWords(3, 'number')).toBe('3');
});

test('a question that rules out everyone or most is flagged', () => {
  expect(ruleOutShare(40, 40)).toBe('everyone');
  expect(ruleOutShare(30, 40)).toBe('most');
  expect(ruleOutShare(12, 40)).toBeNull();
  expect(ruleOutShare(0, 0)).toBeNull();
});
