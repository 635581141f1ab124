import { screen, within } from '@testing-library/react';
import { DEFAULT_WORKFLOW, type HiringWorkflows } from 'shared-kernel/contract';
import { fakeApi, renderScreen, setupUser, type FakeRoute } from 'shared-kernel/testing';
import { ok } from '../../test/fixtures';
import Analytics, { lastDays } from './Analytics';
import { niceMax } from './charts';

const data = (count: number) => ({
  range: { from: '2026-03-01', to: '2026-03-03' },
  applicationsOverTime: [
    { date: '2026-03-01', count },
    { date: '2026-03-02', count: 0 },
    { date: '2026-03-03', count: 1 },
  ],
  funnel: [
    { status: 'applied', count },
    { status: 'accepted', count: 1 },
  ],
  timeToHire: { averageDays: 4.5, medianDays: 4, hires: 1 },
  byVenue: [
    {
      venueId: 'v-1',
      venueName: 'The Pier Kitchen',
      applications: count + 1,
      hires: 1,
      openJobs: 2,
    },
  ],
  byJob: [{ jobId: 'j-1', title: 'Line Cook', applications: count + 1, hires: 1, status: 'open' }],
});

const JOB = '11111111-1111-4111-8111-111111111111';
const Q = '22222222-2222-4222-8222-222222222222';
const Q2 = '55555555-5555-4555-8555-555555555555';
const workflow = { ...DEFAULT_WORKFLOW, trialHourlyRate: null, inherited: false };
const workflows = (jobs: HiringWorkflows['jobs'] = []): HiringWorkflows => ({
  companyDefault: workflow,
  jobs,
});
const bartender: HiringWorkflows['jobs'][number] = {
  id: JOB,
  title: 'Bartender',
  status: 'open',
  screening: [
    {
      id: Q,
      question: 'Are you 18 or over?',
      kind: 'yes_no',
      required: true,
      knockout: { equals: 'no' },
    },
    { id: Q2, question: 'Tell us about you', kind: 'text', required: false, knockout: null },
  ],
  workflow: { ...workflow, knockoutDelayHours: 0 },
  applications: 3,
  stats: [{ questionId: Q, question: 'Are you 18 or over?', answered: 3, knockedOut: 3 }],
};

/** The analytics and the hiring workflows (for the screening knock-outs) the screen reads. */
const routes = (
  analytics: FakeRoute,
  overview: FakeRoute = ok(workflows()),
): Record<string, FakeRoute> => ({
  'GET /api/analytics': analytics,
  'GET /api/companies/mine/hiring-workflows': overview,
});
const analyticsCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.startsWith('/api/analytics'));

describe('Analytics', () => {
  it('asks for the range in the address and draws the numbers it gets', async () => {
    const { calls } = fakeApi(routes(ok(data(3))));
    renderScreen(<Analytics />, { route: '/analytics?from=2026-03-01&to=2026-03-03' });
    expect(
      await screen.findByRole('img', { name: /from 2026-03-01 to 2026-03-03, 4 in total/ }),
    ).toBeInTheDocument();
    expect(analyticsCalls(calls)[0].url).toBe('/api/analytics?from=2026-03-01&to=2026-03-03');
    expect(screen.getByText('4.5 days')).toBeInTheDocument();
    expect(screen.getByText('The Pier Kitchen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Line Cook' })).toHaveAttribute(
      'href',
      '/job-applications/j-1',
    );
  });

  it('refuses a range that ends before it starts, naming the field', async () => {
    const { calls } = fakeApi(routes(ok(data(3))));
    const user = setupUser();
    const { where } = renderScreen(<Analytics />, {
      route: '/analytics?from=2026-03-01&to=2026-03-03',
    });
    await screen.findByText('4.5 days');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('To must be on or after From')).toBeInTheDocument();
    expect(where().path).toBe('/analytics?from=2026-03-01&to=2026-03-03');
    expect(analyticsCalls(calls)).toHaveLength(1);
  });

  it('says so when the range has no applications', async () => {
    fakeApi(
      routes({
        status: 200,
        body: { ...data(0), applicationsOverTime: [{ date: '2026-03-01', count: 0 }] },
      }),
    );
    renderScreen(<Analytics />);
    expect(await screen.findByText('No applications in this range')).toBeInTheDocument();
  });

  it('shows per job how many each knock-out question ruled out, with a way to edit them', async () => {
    fakeApi(routes(ok(data(3)), ok(workflows([bartender]))));
    renderScreen(<Analytics />);
    const section = await screen.findByRole('region', { name: 'Screening knock-outs' });
    const job = await within(section).findByRole('article', { name: 'Bartender' });
    expect(within(job).getByText('Are you 18 or over?')).toBeInTheDocument();
    expect(within(job).getByText('Ruled out 3 of 3')).toBeInTheDocument();
    expect(within(job).getByText('Rules out everyone')).toBeInTheDocument();
    expect(within(job).queryByText('Tell us about you')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Edit hiring workflows' })).toHaveAttribute(
      'href',
      '/hiring-workflows',
    );
  });

  it('says so when no job rules anyone out by its answers', async () => {
    fakeApi(routes(ok(data(3)), ok(workflows([{ ...bartender, screening: [], stats: [] }]))));
    renderScreen(<Analytics />);
    expect(
      await screen.findByText('No job rules anyone out by its answers yet.'),
    ).toBeInTheDocument();
  });

  it('keeps the rest of the analytics when the knock-outs fail to load', async () => {
    fakeApi(routes(ok(data(3)), { status: 500, body: { message: 'Database down' } }));
    renderScreen(<Analytics />);
    const section = screen.getByRole('region', { name: 'Screening knock-outs' });
    expect(await within(section).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByText('4.5 days')).toBeInTheDocument();
  });

  it('counts whole UTC days and rounds the axis up', () => {
    expect(lastDays(30, new Date('2026-03-30T10:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-30',
    });
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(13)).toBe(20);
    expect(niceMax(120)).toBe(200);
  });
});
