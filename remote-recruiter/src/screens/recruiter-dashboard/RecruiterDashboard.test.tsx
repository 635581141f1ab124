import { screen, within } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { ok } from '../../test/fixtures';
import { DASHBOARD } from '../../texts';
import { AVAILABILITY, AVAILABILITY_PATH } from '../../texts-booking';
import { JOB_BOARD_PATH, JOB_BOARD_TEXTS } from '../../texts-job-board';
import { WORKFLOWS, WORKFLOWS_PATH } from '../../texts-workflows';
import RecruiterDashboard from './RecruiterDashboard';
import { WAGE_FLOOR_TEXTS } from 'shared-kernel/rules';

const DASHBOARD_FLAG = WAGE_FLOOR_TEXTS.flag;

const dashboard = {
  openJobs: [
    {
      id: 'j1',
      title: 'Head Bartender',
      venue: { id: 'v1', name: 'The Anchor', city: 'Leeds' },
      urgent: true,
      closesOn: null,
      applicationCounts: { applied: 2, reviewed: 1 },
      newApplications: 2,
      totalApplications: 3,
      belowWageFloor: null,
    },
  ],
  openJobsTotal: 1,
  newApplications: [
    {
      id: 'a1',
      appliedAt: new Date().toISOString(),
      candidateName: 'Maya Okafor',
      job: { id: 'j1', title: 'Head Bartender' },
      ruledOut: false,
      ruledOutBy: null,
    },
    {
      id: 'a2',
      appliedAt: new Date().toISOString(),
      candidateName: 'Rory Bell',
      job: { id: 'j1', title: 'Head Bartender' },
      ruledOut: true,
      ruledOutBy: 'Do you have the right to work in the UK?',
    },
  ],
  newApplicationsTotal: 2,
  upcomingInterviews: [],
  pendingOffers: [
    {
      id: 'o1',
      expiresAt: '2030-01-05T12:00:00Z',
      salaryAmount: 14.5,
      salaryType: 'hourly',
      applicationId: 'a9',
      candidateName: 'Sam Lee',
      job: { id: 'j1', title: 'Head Bartender' },
    },
  ],
  thisWeek: { applications: 7, interviews: 2, offers: 1, hires: 0 },
  waitingOnYou: [
    {
      id: 'a7',
      status: 'reviewed',
      waitingSince: '2026-02-01T09:00:00Z',
      daysWaiting: 21,
      candidateName: 'Jo King',
      job: { id: 'j1', title: 'Head Bartender' },
    },
    {
      id: 'a8',
      status: 'applied',
      waitingSince: '2026-02-10T09:00:00Z',
      daysWaiting: 12,
      candidateName: 'Ana Silva',
      job: { id: 'j2', title: 'Barista' },
    },
  ],
  waitingOnYouTotal: 3,
};

test('shows open jobs with their counts, what to review, offers awaiting an answer and the week', async () => {
  fakeApi({ 'GET /api/recruiter-dashboard': ok(dashboard) });
  renderScreen(<RecruiterDashboard />);
  const jobs = await screen.findByRole('region', { name: 'Open jobs' });
  expect(within(jobs).getByRole('link', { name: 'Head Bartender' })).toHaveAttribute(
    'href',
    '/job-applications/j1',
  );
  expect(within(jobs).getByText(/3 applications · 2 new/)).toBeInTheDocument();
  const review = screen.getByRole('region', { name: /New applications to review \(2\)/ });
  expect(within(review).getByRole('link', { name: 'Review Maya Okafor' })).toHaveAttribute(
    'href',
    '/job-applications/j1?application=a1',
  );
  expect(screen.getByText('No interviews coming up')).toBeInTheDocument();
  expect(screen.getByText(/£14\.50\/hour · Expires Jan 5/)).toBeInTheDocument();
  expect(screen.getByTestId('week-Applications')).toHaveTextContent('7');
});

test('no open jobs: says so, with a way to post one', async () => {
  fakeApi({ 'GET /api/recruiter-dashboard': ok({ ...dashboard, openJobs: [], openJobsTotal: 0 }) });
  renderScreen(<RecruiterDashboard />);
  expect(await screen.findByText('No open jobs yet')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Post Job' }).length).toBeGreaterThan(0);
});

test('a failure shows the message and Retry loads again', async () => {
  let calls = 0;
  fakeApi({
    'GET /api/recruiter-dashboard': () => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { message: 'Database down' } } : ok(dashboard);
    },
  });
  renderScreen(<RecruiterDashboard />);
  expect(await screen.findByText('Database down')).toBeInTheDocument();
  await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Open jobs' })).toBeInTheDocument();
});

test('"Waiting on you" lists the oldest first, each linking to the application', async () => {
  fakeApi({ 'GET /api/recruiter-dashboard': ok(dashboard) });
  renderScreen(<RecruiterDashboard />);
  const waiting = await screen.findByRole('region', { name: 'Waiting on you' });
  expect(within(waiting).getByRole('heading', { name: 'Waiting on you (3)' })).toBeInTheDocument();
  const rows = within(waiting).getAllByRole('listitem');
  expect(rows.map((row) => within(row).getByText(/King|Silva/).textContent)).toEqual([
    'Jo King',
    'Ana Silva',
  ]);
  expect(within(rows[0]).getByText('Head Bartender · Reviewed · 21 days waiting')).toBeVisible();
  expect(within(waiting).getByRole('link', { name: 'Open Jo King' })).toHaveAttribute(
    'href',
    '/job-applications/j1?application=a7',
  );
  expect(within(waiting).getByText('and 1 more')).toBeVisible();
});

test('"Waiting on you" says so when nobody is waiting', async () => {
  fakeApi({
    'GET /api/recruiter-dashboard': ok({ ...dashboard, waitingOnYou: [], waitingOnYouTotal: 0 }),
  });
  renderScreen(<RecruiterDashboard />);
  const waiting = await screen.findByRole('region', { name: 'Waiting on you' });
  expect(within(waiting).getByText('Nobody is waiting on you. Well done.')).toBeVisible();
});

test('a ruled-out applicant (rejection pending) is marked, with the question, and can still be reviewed', async () => {
  fakeApi({ 'GET /api/recruiter-dashboard': ok(dashboard) });
  renderScreen(<RecruiterDashboard />);
  const review = await screen.findByRole('region', { name: /New applications to review/ });
  const rows = within(review).getAllByRole('listitem');
  expect(within(rows[0]).queryByText(DASHBOARD.ruledOut)).toBeNull();
  expect(within(rows[1]).getByText(DASHBOARD.ruledOut)).toBeVisible();
  expect(
    within(rows[1]).getByText(DASHBOARD.ruledOutBy('Do you have the right to work in the UK?')),
  ).toBeVisible();
  expect(within(rows[1]).getByRole('link', { name: 'Review Rory Bell' })).toHaveAttribute(
    'href',
    '/job-applications/j1?application=a2',
  );
});

test('"Hiring tools" links to Interview Availability, Hiring Workflows and Job Board Integration', async () => {
  fakeApi({ 'GET /api/recruiter-dashboard': ok(dashboard) });
  renderScreen(<RecruiterDashboard />);
  const tools = await screen.findByRole('region', { name: DASHBOARD.hiringTools });
  const links = within(tools).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    [AVAILABILITY.title, AVAILABILITY_PATH],
    [WORKFLOWS.title, WORKFLOWS_PATH],
    [JOB_BOARD_TEXTS.title, JOB_BOARD_PATH],
  ]);
  expect(AVAILABILITY_PATH).toBe('/interview-availability');
  expect(WORKFLOWS_PATH).toBe('/hiring-workflows');
  expect(JOB_BOARD_PATH).toBe('/job-board-integration');
  expect(within(tools).getByText(DASHBOARD.workflowsHint)).toBeVisible();
});

test('open jobs paying below the minimum wage are listed to edit and flagged (issue 43)', async () => {
  const why =
    'Pays less than £12.71 an hour, the National Living Wage (21 and over) from 1 April 2026. Raise the pay or the minimum age.';
  const below = { ...dashboard.openJobs[0], id: 'j2', title: 'Bar Back', belowWageFloor: why };
  fakeApi({
    'GET /api/recruiter-dashboard': ok({
      ...dashboard,
      openJobs: [dashboard.openJobs[0], below],
      openJobsTotal: 2,
    }),
  });
  renderScreen(<RecruiterDashboard />);
  const alert = await screen.findByRole('region', {
    name: '1 open job pays below the minimum wage',
  });
  expect(within(alert).getByRole('link', { name: 'Bar Back' })).toHaveAttribute(
    'href',
    '/edit-job/j2',
  );
  expect(alert).toHaveTextContent(why);
  const flags = screen.getAllByText(DASHBOARD_FLAG);
  expect(flags).toHaveLength(1);
  expect(flags[0].closest('[aria-description]')).toHaveAttribute('aria-description', why);
});

test('no warning when every open job pays at least the minimum wage', async () => {
  fakeApi({ 'GET /api/recruiter-dashboard': ok(dashboard) });
  renderScreen(<RecruiterDashboard />);
  await screen.findByRole('link', { name: 'Head Bartender' });
  expect(screen.queryByText(DASHBOARD_FLAG)).toBeNull();
  expect(screen.queryByText(/pays? below the minimum wage/)).toBeNull();
});
