import { screen, within } from '@testing-library/react';
import { mockFetch, renderScreen, setupUser, type FetchCall } from 'shared-kernel/testing';
import Assessments from './Assessments';

const QUIZ = { questions: [], result: null };
const HOST = {
  personalityType: 'The Host',
  description: 'You light up when guests walk in.',
  strengths: [],
  suitedRoles: [],
  completedAt: '2026-03-04T10:00:00Z',
};
const KNOWLEDGE = { questions: new Array(15).fill({}), latest: null, bestScore: 12, attempts: 2 };

function api(overrides: Record<string, { status: number; body?: unknown }> = {}) {
  return mockFetch((call: FetchCall) => {
    const key = Object.keys(overrides).find((prefix) => call.url.startsWith(prefix));
    if (key) return overrides[key];
    if (call.url.startsWith('/api/profile'))
      return { status: 404, body: { message: 'No profile' } };
    if (call.url.startsWith('/api/personality-quiz')) return { status: 200, body: QUIZ };
    if (call.url.startsWith('/api/cultural-assessment'))
      return { status: 404, body: { message: 'No culture assessment yet' } };
    if (call.url.startsWith('/api/hospitality-quiz')) return { status: 200, body: KNOWLEDGE };
    return { status: 500 };
  });
}

describe('Assessments', () => {
  it('shows 0% and sends a new candidate to the personality quiz first', async () => {
    api();
    renderScreen(<Assessments />, { route: '/assessments' });
    expect(await screen.findByText('0% complete')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Personality', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the personality quiz' })).toHaveAttribute(
      'href',
      '/personality-quiz',
    );
    expect(screen.getByText('Best score: 12/15')).toBeInTheDocument();
  });

  it('counts 50% each: personality from the profile, culture from stored answers', async () => {
    api({
      '/api/profile': {
        status: 200,
        body: { personalityType: 'The Host', visibleInTalentPool: false },
      },
      '/api/personality-quiz': { status: 200, body: { questions: [], result: HOST } },
      '/api/cultural-assessment': {
        status: 200,
        body: {
          responses: { workPace: 'fast', primaryValues: ['teamwork', 'quality'] },
          updatedAt: '2026-03-01T00:00:00Z',
        },
      },
    });
    renderScreen(<Assessments />, { route: '/assessments?tab=culture' });
    expect(await screen.findByText('100% complete')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByText('Fast: I love a packed, high-energy service'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Teamwork, Quality')).toBeInTheDocument();

    await setupUser().click(screen.getByRole('tab', { name: 'Personality' }));
    expect(await screen.findByText('Your type: The Host')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your result' })).toHaveAttribute(
      'href',
      '/personality/result',
    );
  });

  it('shows a failure with Retry, which loads again', async () => {
    let fail = true;
    mockFetch((call) => {
      if (call.url.startsWith('/api/cultural-assessment'))
        return fail ? { status: 500, body: { message: 'Database is down' } } : { status: 404 };
      if (call.url.startsWith('/api/profile')) return { status: 404 };
      if (call.url.startsWith('/api/personality-quiz')) return { status: 200, body: QUIZ };
      return { status: 200, body: KNOWLEDGE };
    });
    renderScreen(<Assessments />, { route: '/assessments' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('0% complete')).toBeInTheDocument();
  });
});
