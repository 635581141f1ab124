import { screen } from '@testing-library/react';
import { mockFetch, renderScreen, setupUser } from 'shared-kernel/testing';
import HospitalityQuiz from './HospitalityQuiz';

const QUESTIONS = [
  {
    id: 'h6',
    category: 'food_safety',
    text: 'How many allergens must UK food businesses declare by law?',
    options: [
      { id: 'h6a', text: '8' },
      { id: 'h6c', text: '14' },
    ],
  },
  {
    id: 'h11',
    category: 'bar',
    text: 'Under Challenge 25, whom do you ask for ID?',
    options: [
      { id: 'h11a', text: 'Anyone who looks under 18' },
      { id: 'h11b', text: 'Anyone who looks under 25' },
    ],
  },
];

const ATTEMPT = {
  score: 1,
  total: 2,
  byCategory: {
    service: { score: 0, total: 0 },
    food_safety: { score: 0, total: 1 },
    bar: { score: 1, total: 1 },
  },
  feedback: [
    {
      questionId: 'h6',
      chosen: 'h6a',
      correct: false,
      correctOptionId: 'h6c',
      explanation: 'The 14 allergens: celery…',
    },
    {
      questionId: 'h11',
      chosen: 'h11b',
      correct: true,
      correctOptionId: 'h11b',
      explanation: 'Ask anyone who looks under 25.',
    },
  ],
  completedAt: '2026-03-04T10:00:00Z',
};

describe('HospitalityQuiz', () => {
  it('names the first unanswered question, then posts the answers and shows the score with feedback', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST'
        ? { status: 201, body: ATTEMPT }
        : {
            status: 200,
            body: { questions: QUESTIONS, latest: null, bestScore: null, attempts: 0 },
          },
    );
    renderScreen(<HospitalityQuiz />, { route: '/hospitality-quiz' });
    const user = setupUser();
    await user.click(await screen.findByLabelText('Anyone who looks under 25'));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(screen.getByText('Please answer question 1')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByLabelText('8'));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText('You scored 1 out of 2')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      answers: { h6: 'h6a', h11: 'h11b' },
    });
    expect(screen.getByText('Correct answer: 14')).toBeInTheDocument();
    expect(screen.getByText('Food safety: 0/1')).toBeInTheDocument();
    expect(screen.getByText('Worth a refresh: read the explanations below.')).toBeInTheDocument();
  });

  it('shows the last attempt first, and Take it again starts a fresh quiz', async () => {
    mockFetch(() => ({
      status: 200,
      body: { questions: QUESTIONS, latest: ATTEMPT, bestScore: 2, attempts: 3 },
    }));
    renderScreen(<HospitalityQuiz />, { route: '/hospitality-quiz' });
    expect(
      await screen.findByText(/Your last attempt: 1\/2 on Mar 4 · Best: 2\/2/),
    ).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Take it again' }));
    expect(screen.getByLabelText('8')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeInTheDocument();
  });

  it('shows a load failure with Retry', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Server down' } }));
    renderScreen(<HospitalityQuiz />, { route: '/hospitality-quiz' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
  });
});
