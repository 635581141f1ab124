import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import CompanyCulturalAssessment from './CompanyCulturalAssessment';

describe('CompanyCulturalAssessment', () => {
  it('with no answers yet (404), asks for at least one before saving, then saves what was chosen', async () => {
    const { calls } = fakeApi({
      'GET /api/cultural-assessment': {
        status: 404,
        body: { message: 'No culture assessment yet' },
      },
      'PUT /api/cultural-assessment': (call) => ({
        status: 200,
        body: {
          assessmentType: 'company',
          responses: (call.body as { responses: object }).responses,
          updatedAt: '2026-03-01T00:00:00Z',
        },
      }),
    });
    const user = setupUser();
    renderScreen(<CompanyCulturalAssessment />);
    expect(await screen.findByText(/Not answered yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save culture profile' }));
    expect(screen.getByText('Answer at least one question before saving')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Fast' }));
    await user.click(screen.getByRole('checkbox', { name: 'Teamwork' }));
    await user.click(screen.getByRole('button', { name: 'Save culture profile' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      assessmentType: 'company',
      responses: { workPace: 'fast', primaryValues: ['teamwork'] },
    });
  });

  it('shows a failed load with Retry', async () => {
    fakeApi({
      'GET /api/cultural-assessment': {
        status: 500,
        body: { message: 'Failed to fetch culture answers' },
      },
    });
    renderScreen(<CompanyCulturalAssessment />);
    expect(await screen.findByText('Failed to fetch culture answers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
