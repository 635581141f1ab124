import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok } from '../../test/fixtures';
import { jobApplication } from '../../test/fixtures-hiring';
import JobApplications from './JobApplications';

const job = {
  id: 'j1',
  title: 'Bartender',
  skills: ['cocktails'],
  salaryType: 'hourly',
  salaryAmount: 12.5,
  pay: '£12.50/hour',
  status: 'open',
  venue: { id: 'v1', name: 'The Anchor', city: 'Leeds' },
};
const application = jobApplication;

const render = (route = '/job-applications/j1') =>
  renderScreen(
    <Routes>
      <Route path="/job-applications/:id" element={<JobApplications />} />
    </Routes>,
    { route },
  );

test('shows the pipeline by status and moves an application one step on', async () => {
  const { calls } = fakeApi({
    'GET /api/jobs/j1/manage': ok(job),
    'GET /api/jobs/j1/applications': ok({
      items: [application('a1', 'Maya Okafor', 'applied'), application('a2', 'Sam Lee', 'offered')],
      total: 2,
      page: 1,
      pageSize: 50,
    }),
    'PATCH /api/applications/a1/status': ok({ id: 'a1', status: 'reviewed' }),
  });
  render();
  expect(await screen.findByRole('tab', { name: 'Applied (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('tab', { name: 'Offered (1)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Accepted (0)' })).toBeInTheDocument();
  const card = screen.getByTestId('pipeline-card');
  expect(within(card).getByText('Maya Okafor')).toBeInTheDocument();
  expect(within(card).getByText('Skills 100%')).toBeInTheDocument();
  expect(within(card).getByText('Culture 82%')).toBeInTheDocument();
  await setupUser().click(within(card).getByRole('button', { name: 'Move to Reviewed' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
  expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ status: 'reviewed' });
});

test('bulk reject asks first and sends the message with the selected applications', async () => {
  const { calls } = fakeApi({
    'GET /api/jobs/j1/manage': ok(job),
    'GET /api/jobs/j1/applications': ok({
      items: [application('a1', 'Maya Okafor', 'applied'), application('a3', 'Jo King', 'applied')],
      total: 2,
    }),
    'POST /api/jobs/j1/applications/bulk-reject': ok({ rejected: ['a1', 'a3'], skipped: [] }),
  });
  render();
  const user = setupUser();
  await user.click(await screen.findByLabelText('Select Maya Okafor'));
  await user.click(screen.getByLabelText('Select Jo King'));
  await user.click(screen.getByRole('button', { name: 'Reject selected (2)' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject 2 applications?' });
  await user.type(
    within(dialog).getByLabelText('Message to the candidate (optional)'),
    'Thank you!',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  await waitFor(() => expect(calls.some((c) => c.url.endsWith('bulk-reject'))).toBe(true));
  expect(calls.find((c) => c.url.endsWith('bulk-reject'))!.body).toEqual({
    applicationIds: ['a1', 'a3'],
    message: 'Thank you!',
  });
});

test('an application opens with its cover note, history and a form to schedule an interview', async () => {
  const { calls } = fakeApi({
    'GET /api/jobs/j1/manage': ok(job),
    'GET /api/jobs/j1/applications': ok({
      items: [application('a1', 'Maya Okafor', 'reviewed')],
      total: 1,
    }),
    'GET /api/applications/a1/details': ok({
      id: 'a1',
      status: 'reviewed',
      interviews: [],
      offer: null,
      scorecards: [],
    }),
    'POST /api/applications/a1/interviews': { status: 201, body: { id: 'i1' } },
  });
  render('/job-applications/j1?application=a1');
  expect(await screen.findByText('I love busy bars.')).toBeInTheDocument();
  expect(screen.getByText('Sat evening')).toBeInTheDocument();
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Schedule interview' }));
  const dialog = screen.getByRole('dialog', { name: 'Schedule interview' });
  await user.click(within(dialog).getByRole('button', { name: 'Save interview' }));
  expect(within(dialog).getByText('Date is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Interviewer is required')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Date'), '2030-05-01');
  await user.selectOptions(within(dialog).getByLabelText('Format'), 'video');
  await user.type(within(dialog).getByLabelText('Video link'), 'https://meet.example.com/x');
  await user.type(within(dialog).getByLabelText('Interviewer'), 'Tom Reilly');
  await user.click(within(dialog).getByRole('button', { name: 'Save interview' }));
  await waitFor(() => expect(calls.some((c) => c.url.endsWith('/interviews'))).toBe(true));
  expect(calls.find((c) => c.url.endsWith('/interviews'))!.body).toMatchObject({
    durationMinutes: 30,
    mode: 'video',
    videoUrl: 'https://meet.example.com/x',
    interviewerName: 'Tom Reilly',
  });
});

test('no applications yet: says so and points to matches', async () => {
  fakeApi({
    'GET /api/jobs/j1/manage': ok(job),
    'GET /api/jobs/j1/applications': ok({ items: [], total: 0 }),
  });
  render();
  expect(await screen.findByText('No applications yet')).toBeInTheDocument();
});
