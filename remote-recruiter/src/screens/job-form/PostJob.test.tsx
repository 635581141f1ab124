import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok, page, venue } from '../../test/fixtures';
import { dashboardQueryOptions } from '../../api/dashboard';
import { companyJobsQueryOptions } from '../../api/jobs';
import { openJobsQueryOptions } from '../../api/venues';
import PostJob from './PostJob';
import { UNDER_18_ALCOHOL_RULE } from 'shared-kernel/rules';

const venues = page([venue({ id: 'v1' })]);

test('a missing title is named under the field and what was typed stays', async () => {
  const { calls } = fakeApi({ 'GET /api/companies/mine/venues': ok(venues) });
  renderScreen(<PostJob />);
  const user = setupUser();
  await user.type(await screen.findByLabelText('Description'), 'Pour great pints.');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Job title is required')).toBeInTheDocument();
  expect(screen.getByText('Venue is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Description')).toHaveValue('Pour great pints.');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('publishes every field, with a pay range, and opens the pipeline', async () => {
  const { calls } = fakeApi({
    'GET /api/companies/mine/venues': ok(venues),
    'POST /api/jobs': { status: 201, body: { id: 'j9', title: 'Bartender' } },
  });
  const { where } = renderScreen(<PostJob />);
  const user = setupUser();
  await user.type(await screen.findByLabelText('Job title'), 'Bartender');
  await user.selectOptions(screen.getByLabelText('Venue'), 'v1');
  await user.selectOptions(screen.getByLabelText('Employment type'), 'part_time');
  await user.type(screen.getByLabelText('Skills'), 'Cocktails, cash handling');
  await user.selectOptions(screen.getByLabelText('Pay'), 'range');
  await user.type(screen.getByLabelText('Salary min (£)'), '12');
  await user.type(screen.getByLabelText('Salary max (£)'), '14.5');
  await user.selectOptions(screen.getByLabelText('Pace'), 'fast');
  await user.click(screen.getByLabelText('Urgent hire'));
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(where().path).toBe('/job-applications/j9'));
  const post = calls.find((c) => c.method === 'POST')!;
  expect(post.body).toEqual({
    title: 'Bartender',
    venueId: 'v1',
    description: '',
    skills: ['Cocktails', 'cash handling'],
    employmentType: 'part_time',
    salaryType: 'hourly',
    salaryAmount: null,
    salaryMin: 12,
    salaryMax: 14.5,
    pace: 'fast',
    teamSize: null,
    urgent: true,
    closesOn: null,
    dayParts: [],
    screening: [],
    minimumAge: 18,
    tips: { kind: 'none' },
    requiredCertificates: [],
    status: 'open',
  });
});

test('pay below the minimum wage for the minimum age is named under the field before any call (issue 43)', async () => {
  const { calls } = fakeApi({
    'GET /api/companies/mine/venues': ok(venues),
    'POST /api/jobs': { status: 201, body: { id: 'j9', title: 'Bartender' } },
  });
  const { where } = renderScreen(<PostJob />);
  const user = setupUser();
  await user.type(await screen.findByLabelText('Job title'), 'Bartender');
  await user.selectOptions(screen.getByLabelText('Venue'), 'v1');
  // The help under the age says the floor of today's band.
  expect(screen.getByLabelText('Minimum age')).toHaveAccessibleDescription(
    /^Pay at least £\d+\.\d\d an hour for this age$/,
  );
  await user.selectOptions(screen.getByLabelText('Minimum age'), '21');
  await user.selectOptions(screen.getByLabelText('Pay'), 'amount');
  await user.type(screen.getByLabelText('Salary amount (£)'), '11');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(
    await screen.findByText(
      /^Salary amount must be at least £\d+\.\d\d an hour: the National Living Wage/,
    ),
  ).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  // The same pay is lawful for 18 and over: it is sent, with the age.
  await user.selectOptions(screen.getByLabelText('Minimum age'), '18');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(where().path).toBe('/job-applications/j9'));
  expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
    salaryAmount: 11,
    minimumAge: 18,
  });
});

test('the day parts the job needs are picked on the week grid, by mouse and keyboard', async () => {
  const { calls } = fakeApi({
    'GET /api/companies/mine/venues': ok(venues),
    'POST /api/jobs': { status: 201, body: { id: 'j9', title: 'Bartender' } },
  });
  renderScreen(<PostJob />);
  const user = setupUser();
  await user.type(await screen.findByLabelText('Job title'), 'Bartender');
  await user.selectOptions(screen.getByLabelText('Venue'), 'v1');
  const grid = screen.getByRole('grid', { name: 'Day parts needed' });
  expect(grid).toHaveAccessibleDescription(/Tick the shifts the job needs/);
  await user.click(screen.getByRole('checkbox', { name: 'Saturday late' }));
  // One Tab stop: the ticked cell; arrows move, Space ticks, Enter ticks without sending.
  expect(screen.getByRole('checkbox', { name: 'Saturday late' })).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('checkbox', { name: 'Friday late' })).toHaveAttribute('tabindex', '-1');
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('checkbox', { name: 'Friday late' })).toHaveFocus();
  await user.keyboard('{ArrowUp}[Space]');
  expect(screen.getByRole('checkbox', { name: 'Friday evening' })).toBeChecked();
  await user.keyboard('{ArrowLeft}{Enter}');
  expect(screen.getByRole('checkbox', { name: 'Thursday evening' })).toBeChecked();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  await user.keyboard('[Space]');
  expect(screen.getByRole('checkbox', { name: 'Thursday evening' })).not.toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  const post = calls.find((c) => c.method === 'POST')!;
  expect((post.body as { dayParts: string[] }).dayParts).toEqual(['fri_evening', 'sat_late']);
});

// Creating a job used to refresh ['recruiter'], a key no query has: the company's job lists
// and the dashboard kept showing the jobs as they were.
test('a published job refreshes the job lists and the dashboard', async () => {
  fakeApi({
    'GET /api/companies/mine/venues': ok(venues),
    'POST /api/jobs': { status: 201, body: { id: 'j9', title: 'Bartender' } },
  });
  const { queryClient, where } = renderScreen(<PostJob />);
  const keys = [
    companyJobsQueryOptions().queryKey,
    openJobsQueryOptions().queryKey,
    dashboardQueryOptions().queryKey,
  ];
  for (const key of keys) queryClient.setQueryData(key, null);
  const user = setupUser();
  await user.type(await screen.findByLabelText('Job title'), 'Bartender');
  await user.selectOptions(screen.getByLabelText('Venue'), 'v1');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(where().path).toBe('/job-applications/j9'));
  for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
});

test("the plan's open-jobs limit shows as a clear message with a way to upgrade", async () => {
  fakeApi({
    'GET /api/companies/mine/venues': ok(venues),
    'POST /api/jobs': {
      status: 409,
      body: { message: 'Your free plan allows 1 open jobs. Upgrade to open more.' },
    },
  });
  renderScreen(<PostJob />);
  const user = setupUser();
  await user.type(await screen.findByLabelText('Job title'), 'Chef');
  await user.selectOptions(screen.getByLabelText('Venue'), 'v1');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Your plan’s open-jobs limit is reached')).toBeInTheDocument();
  expect(screen.getByText(/Your free plan allows 1 open jobs/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
  expect(screen.getByLabelText('Job title')).toHaveValue('Chef');
});

test('a 400 naming a field puts the message under that field', async () => {
  fakeApi({
    'GET /api/companies/mine/venues': ok(venues),
    'POST /api/jobs': {
      status: 400,
      body: { message: 'Closes on must not be in the past', field: 'closesOn' },
    },
  });
  renderScreen(<PostJob />);
  const user = setupUser();
  await user.type(await screen.findByLabelText('Job title'), 'Chef');
  await user.selectOptions(screen.getByLabelText('Venue'), 'v1');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Closes on must not be in the past')).toBeInTheDocument();
  expect(screen.getByLabelText('Closing date')).toHaveFocus();
  expect(screen.getByLabelText('Job title')).toHaveValue('Chef');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("the contract's job schema checks what the form's own checks let through", async () => {
  const { calls } = fakeApi({ 'GET /api/companies/mine/venues': ok(venues) });
  renderScreen(<PostJob />);
  const user = setupUser();
  await user.type(await screen.findByLabelText('Job title'), 'Chef');
  await user.selectOptions(screen.getByLabelText('Venue'), 'v1');
  // The form checks no skill's length (pay has its own check now: shared-kernel PAY_LIMITS).
  const skill = 'x'.repeat(61);
  await user.type(screen.getByLabelText('Skills'), skill);
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(screen.getByLabelText('Skills')).toHaveFocus());
  expect(screen.getByLabelText('Skills')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Skills')).toHaveAccessibleDescription(
    'Skills: each one must be at most 60 characters',
  );
  expect(screen.getByLabelText('Skills')).toHaveValue(skill);
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test("pay out of range for its type is refused before sending, in the API's words", async () => {
  const { calls } = fakeApi({ 'GET /api/companies/mine/venues': ok(venues) });
  renderScreen(<PostJob />);
  const user = setupUser();
  await user.type(await screen.findByLabelText('Job title'), 'Chef');
  await user.selectOptions(screen.getByLabelText('Venue'), 'v1');
  await user.selectOptions(screen.getByLabelText('Pay'), 'amount');
  await user.type(screen.getByLabelText('Salary amount (£)'), '2000000');
  await user.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(screen.getByLabelText('Salary amount (£)')).toHaveFocus());
  expect(screen.getByLabelText('Salary amount (£)')).toHaveAccessibleDescription(
    'Salary amount must be at most £500 an hour',
  );
  expect(screen.getByLabelText('Salary amount (£)')).toHaveValue('2000000');
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('with no venues it says to add one first', async () => {
  fakeApi({ 'GET /api/companies/mine/venues': ok({ items: [], total: 0 }) });
  renderScreen(<PostJob />);
  expect(
    await screen.findByText('Add a venue to your company before posting a job.'),
  ).toBeInTheDocument();
});

test('a job at a bar open to 16-year-olds says the under-18 alcohol rule (issue 43)', async () => {
  fakeApi({ 'GET /api/companies/mine/venues': ok(venues) });
  renderScreen(<PostJob />);
  const user = setupUser();
  await user.selectOptions(await screen.findByLabelText('Venue'), 'v1');
  expect(screen.queryByRole('note')).toBeNull();
  await user.selectOptions(screen.getByLabelText('Minimum age'), '16');
  expect(screen.getByRole('note')).toHaveTextContent(UNDER_18_ALCOHOL_RULE);
  await user.selectOptions(screen.getByLabelText('Minimum age'), '18');
  expect(screen.queryByRole('note')).toBeNull();
});
