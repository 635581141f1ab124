import { screen, waitFor } from '@testing-library/react';
import { applicationKeys, useToastStore } from 'shared-kernel';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { jobApplication } from '../../test/fixtures-hiring';
import { ok } from '../../test/fixtures';
import { ANSWERS } from '../../texts-workflows';
import { KnockoutChip } from './KnockoutChip';
import { ScreeningAnswers } from './ScreeningAnswers';

const Q1 = '11111111-aaaa-4aaa-8aaa-111111111111';
const Q2 = '22222222-aaaa-4aaa-8aaa-222222222222';
const knockout = {
  questionId: Q1,
  question: 'Are you 18 or over?',
  answer: 'no',
  rule: { equals: 'no' },
  rejectsAt: '2026-03-05T10:00:00.000Z',
  overridden: false,
};
const application = jobApplication('a1', 'Sam Lee', 'applied', {
  answers: [
    { questionId: Q1, question: 'Are you 18 or over?', kind: 'yes_no', answer: 'no' },
    { questionId: Q2, question: 'Years behind a bar?', kind: 'number', answer: 3 },
  ],
  knockout,
});

beforeEach(() => useToastStore.setState({ toasts: [] }));

test('the answers, the knock-out with its rule, and Keep in pipeline', async () => {
  const { calls } = fakeApi({
    'POST /api/applications/a1/knockout/override': ok({ ...knockout, rejectsAt: null }),
  });
  const { queryClient } = renderScreen(<ScreeningAnswers application={application} />);
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  expect(screen.getByText('Years behind a bar?')).toBeInTheDocument();
  expect(screen.getByText('3')).toBeInTheDocument();
  expect(screen.getByText('No')).toBeInTheDocument();
  expect(screen.getByText(/Rule: answer is No/)).toBeInTheDocument();
  expect(screen.getByText('Rejection will be sent Mar 5, 10:00')).toBeInTheDocument();
  await setupUser().click(screen.getByRole('button', { name: ANSWERS.keep }));
  await waitFor(() =>
    expect(useToastStore.getState().toasts.map((t) => t.title)).toContain(ANSWERS.kept),
  );
  expect(calls.some((c) => c.method === 'POST')).toBe(true);
  expect(invalidate).toHaveBeenCalledWith({ queryKey: applicationKeys.all });
});

test('the card says which question ruled the application out, and when', () => {
  renderScreen(<KnockoutChip knockout={knockout} />);
  expect(
    screen.getByText('Ruled out: Are you 18 or over? (rejection Mar 5, 10:00)'),
  ).toBeInTheDocument();
});
