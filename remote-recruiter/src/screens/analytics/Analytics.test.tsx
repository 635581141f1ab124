import { screen } from '@testing-library/react';
import { fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
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

describe('Analytics', () => {
  it('asks for the range in the address and draws the numbers it gets', async () => {
    const { calls } = fakeApi({ 'GET /api/analytics': { status: 200, body: data(3) } });
    renderScreen(<Analytics />, { route: '/analytics?from=2026-03-01&to=2026-03-03' });
    expect(
      await screen.findByRole('img', { name: /from 2026-03-01 to 2026-03-03, 4 in total/ }),
    ).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/analytics?from=2026-03-01&to=2026-03-03');
    expect(screen.getByText('4.5 days')).toBeInTheDocument();
    expect(screen.getByText('The Pier Kitchen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Line Cook' })).toHaveAttribute(
      'href',
      '/job-applications/j-1',
    );
  });

  it('refuses a range that ends before it starts, naming the field', async () => {
    const { calls } = fakeApi({ 'GET /api/analytics': { status: 200, body: data(3) } });
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
    expect(calls).toHaveLength(1);
  });

  it('says so when the range has no applications', async () => {
    fakeApi({
      'GET /api/analytics': {
        status: 200,
        body: { ...data(0), applicationsOverTime: [{ date: '2026-03-01', count: 0 }] },
      },
    });
    renderScreen(<Analytics />);
    expect(await screen.findByText('No applications in this range')).toBeInTheDocument();
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
