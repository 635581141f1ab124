import { screen } from '@testing-library/react';
import { mockFetch, renderScreen } from 'shared-kernel/testing';
import PersonalityResult from './PersonalityResult';

describe('PersonalityResult', () => {
  it('shows the type, what it means at work, strengths and the roles it suits', async () => {
    mockFetch(() => ({
      status: 200,
      body: {
        questions: [],
        result: {
          personalityType: 'The Organiser',
          description: 'You see the whole shift at once.',
          strengths: ['Planning and prioritising'],
          suitedRoles: ['Supervisor', 'Sous chef'],
          completedAt: '2026-03-04T10:00:00Z',
        },
      },
    }));
    renderScreen(<PersonalityResult />, { route: '/personality/result' });
    expect(await screen.findByRole('heading', { name: 'The Organiser' })).toBeInTheDocument();
    expect(screen.getByText('You see the whole shift at once.')).toBeInTheDocument();
    expect(screen.getByText('Planning and prioritising')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Roles that suit you' })).toHaveTextContent(
      'SupervisorSous chef',
    );
    expect(screen.getByText('Taken on Mar 4')).toBeInTheDocument();
    expect(document.title).toContain('Your Personality Result');
  });

  it('offers the quiz when there is no result yet', async () => {
    mockFetch(() => ({ status: 200, body: { questions: [], result: null } }));
    renderScreen(<PersonalityResult />, { route: '/personality/result' });
    expect(await screen.findByText('No result yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute(
      'href',
      '/personality-quiz',
    );
  });

  it('shows a failure with Retry', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Server down' } }));
    renderScreen(<PersonalityResult />, { route: '/personality/result' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your result');
  });
});
