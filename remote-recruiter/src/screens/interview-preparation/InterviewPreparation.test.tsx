import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok } from '../../test/fixtures';
import InterviewPreparation from './InterviewPreparation';

const interview = {
  id: 'i1',
  applicationId: 'a1',
  status: 'scheduled',
  mode: 'video',
  startsAt: '2030-05-01T09:00:00Z',
  durationMinutes: 30,
  location: null,
  meetingUrl: 'https://meet.example.com/x',
  interviewerName: 'Tom',
  job: { id: 'j1', title: 'Bartender' },
  company: { id: 'c1', name: 'Anchor' },
  candidate: { id: 'c1', name: 'Maya Okafor' },
};

test('question banks by role, and a scorecard kept with the application', async () => {
  const { calls } = fakeApi({
    'GET /api/interviews': ok({ upcoming: [interview], past: [] }),
    'GET /api/scorecards': ok({ items: [], total: 0, page: 1, pageSize: 20 }),
    'POST /api/applications/a1/scorecards': { status: 201, body: { id: 's1' } },
  });
  renderScreen(<InterviewPreparation />);
  expect(screen.getByText('Bartender')).toBeInTheDocument();
  expect(await screen.findByText('No scorecards yet')).toBeInTheDocument();
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Save scorecard' }));
  expect(screen.getByText('Rate at least one criterion')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Hospitality'), '5');
  await user.selectOptions(screen.getByLabelText('Teamwork'), '4');
  await user.selectOptions(screen.getByLabelText('Recommendation'), 'hire');
  await user.type(screen.getByLabelText('Notes'), 'Warm with guests');
  await user.click(screen.getByRole('button', { name: 'Save scorecard' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    interviewId: 'i1',
    ratings: { hospitality: 5, teamwork: 4 },
    recommendation: 'hire',
    notes: 'Warm with guests',
  });
});
