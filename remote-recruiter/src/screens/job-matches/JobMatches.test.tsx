import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok } from '../../test/fixtures';
import JobMatches from './JobMatches';

const match = {
  candidateId: 'c1',
  name: 'Bea K.',
  location: 'Leeds',
  skills: ['cocktails'],
  personalityType: null,
  score: 91,
  reasons: ['Has 1 of the 1 skills: cocktails', 'Lives in Leeds, where the job is'],
  skillsMatched: ['cocktails'],
  cultureScore: null,
  applicationId: null,
  applicationStatus: null,
  invitedAt: null,
};
const page = (items: unknown[], status = 'open') => ({
  job: { id: 'j1', title: 'Bartender', status, city: 'Leeds', skills: ['cocktails'] },
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});
const render = () =>
  renderScreen(
    <Routes>
      <Route path="/job-matches/:id" element={<JobMatches />} />
    </Routes>,
    { route: '/job-matches/j1' },
  );

test('ranks candidates with reasons and invites one to apply', async () => {
  const { calls } = fakeApi({
    'GET /api/jobs/j1/matches': ok(page([match])),
    'POST /api/jobs/j1/invites': { status: 201, body: { id: 'inv1' } },
  });
  render();
  const card = await screen.findByTestId('match-card');
  expect(within(card).getByText('91% match')).toBeInTheDocument();
  expect(within(card).getByText('Lives in Leeds, where the job is')).toBeInTheDocument();
  const user = setupUser();
  await user.click(within(card).getByRole('button', { name: 'Invite to apply: Bea K.' }));
  const dialog = screen.getByRole('dialog', { name: 'Invite Bea K. to apply' });
  await user.type(within(dialog).getByLabelText('Message (optional)'), 'Come and see us');
  await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
    candidateId: 'c1',
    message: 'Come and see us',
  });
});

test('a draft job cannot invite; no matches shows the empty state', async () => {
  fakeApi({ 'GET /api/jobs/j1/matches': ok(page([], 'draft')) });
  render();
  expect(await screen.findByText('Publish this job to invite candidates.')).toBeInTheDocument();
  expect(screen.getByText('No matching candidates yet')).toBeInTheDocument();
});
