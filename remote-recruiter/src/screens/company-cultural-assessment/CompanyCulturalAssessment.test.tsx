import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok } from '../../test/fixtures';
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

  it('a 400 naming an answer shows under its question and keeps what was chosen', async () => {
    fakeApi({
      'GET /api/cultural-assessment': ok({
        assessmentType: 'company',
        responses: { workPace: 'fast', primaryValues: ['teamwork'] },
        updatedAt: '2026-03-01T00:00:00Z',
      }),
      'PUT /api/cultural-assessment': {
        status: 400,
        body: { message: 'Work pace is not one of the choices', field: 'responses.workPace' },
      },
    });
    const user = setupUser();
    renderScreen(<CompanyCulturalAssessment />);
    await user.click(await screen.findByRole('radio', { name: 'Relaxed' }));
    await user.click(screen.getByRole('button', { name: 'Save culture profile' }));
    expect(await screen.findByText('Work pace is not one of the choices')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Relaxed' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Teamwork' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
