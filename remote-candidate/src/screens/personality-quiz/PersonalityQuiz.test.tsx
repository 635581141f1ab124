import { screen, waitFor } from '@testing-library/react';
import { mockFetch, renderScreen, setupUser } from 'shared-kernel/testing';
import PersonalityQuiz from './PersonalityQuiz';

const QUESTIONS = [
  {
    id: 'q1',
    text: 'First question?',
    options: [
      { id: 'q1a', text: 'Alpha' },
      { id: 'q1b', text: 'Beta' },
    ],
  },
  {
    id: 'q2',
    text: 'Second question?',
    options: [
      { id: 'q2a', text: 'Gamma' },
      { id: 'q2b', text: 'Delta' },
    ],
  },
];

describe('PersonalityQuiz', () => {
  it('asks one question at a time, names an unanswered one, posts the answers and shows the result', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'POST'
        ? {
            status: 200,
            body: { personalityType: 'The Host', description: 'd', strengths: [], suitedRoles: [] },
          }
        : { status: 200, body: { questions: QUESTIONS, result: null } },
    );
    const { where } = renderScreen(<PersonalityQuiz />, { route: '/personality-quiz' });
    const user = setupUser();
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radiogroup', { name: 'First question?' })).toHaveAccessibleDescription(
      'Please answer question 1',
    );

    await user.click(screen.getByLabelText('Beta'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Beta')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByLabelText('Gamma'));
    await user.click(screen.getByRole('button', { name: 'See my result' }));

    await screen.findByText('Question 2 of 2');
    expect(calls.find((c) => c.method === 'POST')).toEqual(
      expect.objectContaining({
        url: '/api/personality-quiz',
        body: { answers: { q1: 'q1b', q2: 'q2a' } },
      }),
    );
    await waitFor(() => expect(where().path).toBe('/personality/result'));
  });

  it('keeps the answers and says so when saving fails', async () => {
    mockFetch((call) =>
      call.method === 'POST'
        ? { status: 400, body: { message: 'Question q2 is not answered', field: 'answers.q2' } }
        : { status: 200, body: { questions: QUESTIONS.slice(0, 1), result: null } },
    );
    renderScreen(<PersonalityQuiz />, { route: '/personality-quiz' });
    const user = setupUser();
    await user.click(await screen.findByLabelText('Alpha'));
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    expect(
      await screen.findByText(/Your answers were not saved: Question q2 is not answered/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Alpha')).toBeChecked();
  });

  it('shows a load failure with Retry', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Server down' } }));
    renderScreen(<PersonalityQuiz />, { route: '/personality-quiz' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
