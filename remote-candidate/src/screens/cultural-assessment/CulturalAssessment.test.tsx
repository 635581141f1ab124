import { screen, waitFor } from '@testing-library/react';
import { mockFetch, renderScreen, setupUser } from 'shared-kernel/testing';
import { recommendationsQueryOptions, type Recommendations } from '../../api/recommendations';
import CulturalAssessment, { firstMissing } from './CulturalAssessment';

describe('firstMissing', () => {
  it('names the first unanswered culture answer, values last', () => {
    expect(firstMissing({})).toBe('workPace');
    expect(
      firstMissing({
        workPace: 'fast',
        guestInteraction: 'high',
        teamSize: 'small',
        serviceApproach: 'formal',
        primaryValues: [],
      }),
    ).toBe('primaryValues');
    expect(
      firstMissing({
        workPace: 'fast',
        guestInteraction: 'high',
        teamSize: 'small',
        serviceApproach: 'formal',
        primaryValues: ['growth'],
      }),
    ).toBeNull();
  });
});

describe('CulturalAssessment', () => {
  it('names a missing answer, keeps the others, and stores the answers with PUT', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'PUT'
        ? {
            status: 200,
            body: {
              assessmentType: 'candidate',
              responses: call.body && (call.body as { responses: object }).responses,
              updatedAt: '2026-03-04T00:00:00Z',
            },
          }
        : { status: 404, body: { message: 'No culture assessment yet' } },
    );
    const { where } = renderScreen(<CulturalAssessment />, { route: '/cultural-assessment' });
    const user = setupUser();
    await user.click(await screen.findByLabelText('Relaxed: time to get to know guests'));
    await user.click(screen.getByRole('button', { name: 'Save my answers' }));
    expect(
      screen.getByRole('radiogroup', { name: 'Guest interaction' }),
    ).toHaveAccessibleDescription('Guest interaction is required');
    expect(screen.getByLabelText('Relaxed: time to get to know guests')).toBeChecked();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByLabelText('Minimal: I prefer to work behind the scenes'));
    await user.click(screen.getByLabelText('Large: over 30 people'));
    await user.click(screen.getByLabelText('Formal: classic, polished fine-dining service'));
    await user.click(screen.getByLabelText('Quality'));
    await user.click(screen.getByLabelText('Tradition'));
    await user.click(screen.getByRole('button', { name: 'Save my answers' }));

    await screen.findByRole('button', { name: 'Save my answers' });
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toEqual(
      expect.objectContaining({
        url: '/api/cultural-assessment',
        body: {
          assessmentType: 'candidate',
          responses: {
            workPace: 'relaxed',
            guestInteraction: 'minimal',
            teamSize: 'large',
            serviceApproach: 'formal',
            primaryValues: ['quality', 'tradition'],
          },
        },
      }),
    );
    await waitFor(() => expect(where().path).toBe('/assessments?tab=culture'));
  });

  // The save used to refresh ['job-recommendations'], a key no query has: the dashboard kept
  // showing recommendations scored with the old answers.
  it('saving refreshes the recommendations of both modes', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'PUT'
        ? { status: 200, body: { responses: {}, updatedAt: '2026-03-04T00:00:00Z' } }
        : { status: 404, body: { message: 'No culture assessment yet' } },
    );
    const { queryClient, where } = renderScreen(<CulturalAssessment />, {
      route: '/cultural-assessment',
    });
    const skills = recommendationsQueryOptions('skills').queryKey;
    const culture = recommendationsQueryOptions('culture').queryKey;
    const none: Recommendations = { jobs: [] };
    queryClient.setQueryData(skills, none);
    queryClient.setQueryData(culture, none);
    const user = setupUser();
    await user.click(await screen.findByLabelText('Fast: I love a packed, high-energy service'));
    await user.click(screen.getByLabelText('High: I want to be with guests all shift'));
    await user.click(screen.getByLabelText('Small: under 10 people'));
    await user.click(screen.getByLabelText('Casual: relaxed and friendly'));
    await user.click(screen.getByLabelText('Teamwork'));
    expect(queryClient.getQueryState(skills)?.isInvalidated).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save my answers' }));
    await waitFor(() => expect(where().path).toBe('/assessments?tab=culture'));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(queryClient.getQueryState(skills)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(culture)?.isInvalidated).toBe(true);
  });

  it('starts from the stored answers', async () => {
    mockFetch(() => ({
      status: 200,
      body: {
        responses: { workPace: 'moderate', primaryValues: ['growth'] },
        updatedAt: '2026-03-04T00:00:00Z',
      },
    }));
    renderScreen(<CulturalAssessment />, { route: '/cultural-assessment' });
    expect(await screen.findByLabelText('Moderate: busy but steady')).toBeChecked();
    expect(screen.getByLabelText('Growth')).toBeChecked();
    expect(screen.getByText('Last saved Mar 4')).toBeInTheDocument();
  });

  it("says 'Failed to fetch culture answers' on a failure other than 404", async () => {
    mockFetch(() => ({ status: 500, body: { message: 'Server down' } }));
    renderScreen(<CulturalAssessment />, { route: '/cultural-assessment' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch culture answers');
  });
});
