import { screen, waitFor } from '@testing-library/react';
import { application, profile, recommendedJob } from '../../test/fixtures';
import { candidate, fakeApi, renderScreen } from 'shared-kernel/testing';
import HomeMinimal, { nextStep } from './HomeMinimal';

const full = profile({
  bio: 'b',
  experience: 'e',
  phoneNumber: '07700 900123',
  personalityType: 'The Host',
  skills: ['epos'],
});

describe('HomeMinimal', () => {
  it('the next step: profile, then assessments, then apply, then follow up', () => {
    expect(nextStep(80, false, 0)).toBe('profile');
    expect(nextStep(100, false, 0)).toBe('assessment');
    expect(nextStep(100, true, 0)).toBe('apply');
    expect(nextStep(100, true, 2)).toBe('follow');
  });

  it('shows the top 3 recommendations and the next step to take', async () => {
    fakeApi({
      'GET /api/profile': { status: 200, body: full },
      'GET /api/cultural-assessment': { status: 404, body: { message: 'none' } },
      'GET /api/applications/candidate': { status: 200, body: [application()] },
      'GET /api/job-recommendations': {
        status: 200,
        body: {
          jobs: ['a', 'b', 'c', 'd'].map((x, i) =>
            recommendedJob({
              id: `00000000-0000-4000-8000-00000000000${i}`,
              title: `Role ${x}`,
              matchScore: 90,
            }),
          ),
        },
      },
    });
    renderScreen(<HomeMinimal />, { user: candidate, route: '/home-minimal' });
    await waitFor(() => expect(screen.getAllByTestId('top-pick')).toHaveLength(3));
    expect(await screen.findByText('Take your assessments')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to assessments' })).toHaveAttribute(
      'href',
      '/assessments?tab=culture',
    );
  });
});
