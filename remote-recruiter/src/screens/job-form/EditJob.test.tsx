import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { managedJob, ok, page, venue } from '../../test/fixtures';
import EditJob from './EditJob';

const job = managedJob({
  id: 'j1',
  publishedAt: null,
  dayParts: ['fri_evening', 'sat_evening'],
  venue: { id: 'v1', name: 'The Anchor', venueType: 'restaurant', city: 'Leeds', postcode: null },
});

const render = () =>
  renderScreen(
    <Routes>
      <Route path="/edit-job/:id" element={<EditJob />} />
    </Routes>,
    { route: '/edit-job/j1' },
  );

test('loads the job into the form and saves changes', async () => {
  const { calls } = fakeApi({
    'GET /api/jobs/j1/manage': ok(job),
    'GET /api/companies/mine/venues': ok(page([venue({ id: 'v1', venueType: 'restaurant' })])),
    'PATCH /api/jobs/j1': ok({ ...job, title: 'Head Chef' }),
  });
  render();
  const title = await screen.findByLabelText('Job title');
  expect(title).toHaveValue('Sous Chef');
  expect(screen.getByLabelText('Salary amount (£)')).toHaveValue('32000');
  expect(screen.getByRole('checkbox', { name: 'Friday evening' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Saturday evening' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Sunday evening' })).not.toBeChecked();
  const user = setupUser();
  await user.clear(title);
  await user.type(title, 'Head Chef');
  await user.click(screen.getByRole('checkbox', { name: 'Friday evening' }));
  await user.click(screen.getByRole('checkbox', { name: 'Monday morning' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
  const patch = calls.find((c) => c.method === 'PATCH')!;
  expect(patch.body).toMatchObject({
    title: 'Head Chef',
    salaryType: 'yearly',
    salaryAmount: 32000,
    dayParts: ['mon_morning', 'sat_evening'],
  });
});

test('closing asks first, then closes the job', async () => {
  const { calls } = fakeApi({
    'GET /api/jobs/j1/manage': ok(job),
    'GET /api/companies/mine/venues': ok(page([venue({ id: 'v1', venueType: 'restaurant' })])),
    'POST /api/jobs/j1/close': ok({ ...job, status: 'closed' }),
  });
  render();
  const user = setupUser();
  await user.click(await screen.findByRole('button', { name: 'Close job' }));
  expect(screen.getByRole('dialog', { name: 'Close this job?' })).toBeInTheDocument();
  expect(calls.some((c) => c.url.endsWith('/close'))).toBe(false);
  const buttons = screen.getAllByRole('button', { name: 'Close job' });
  await user.click(buttons[buttons.length - 1]);
  await waitFor(() => expect(calls.some((c) => c.url === '/api/jobs/j1/close')).toBe(true));
});

test('an unknown job shows the error with Retry', async () => {
  fakeApi({ 'GET /api/companies/mine/venues': ok(page([])) });
  render();
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('required certificates: loaded ticked, changed, sent in the vocabulary order (issue 43)', async () => {
  const { calls } = fakeApi({
    'GET /api/jobs/j1/manage': ok({ ...job, requiredCertificates: ['personal_licence'] }),
    'GET /api/companies/mine/venues': ok(page([venue({ id: 'v1', venueType: 'restaurant' })])),
    'PATCH /api/jobs/j1': ok(job),
  });
  render();
  const group = await screen.findByRole('group', { name: 'Required certificates' });
  const licence = screen.getByRole('checkbox', { name: 'Personal licence' });
  expect(group).toContainElement(licence);
  expect(licence).toBeChecked();
  const user = setupUser();
  await user.click(screen.getByRole('checkbox', { name: 'First aid' }));
  await user.click(screen.getByRole('checkbox', { name: 'Level 2 Food Hygiene' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
  expect(calls.find((c) => c.method === 'PATCH')!.body).toMatchObject({
    requiredCertificates: ['food_hygiene_2', 'personal_licence', 'first_aid'],
  });
});
