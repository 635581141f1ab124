import type { ApplicationStatus } from 'shared-kernel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { publishLiveEvent } from 'shared-kernel';
import { application, APP_ID, profile } from '../../test/fixtures';
import { candidate, fakeApi, renderScreen } from 'shared-kernel/testing';
import Dashboard from './Dashboard';

const apps = [
  application({ id: 'a1', status: 'applied', appliedAt: '2026-03-01T10:00:00Z' }),
  application({ id: 'a2', status: 'applied', appliedAt: '2026-03-02T10:00:00Z' }),
  application({ id: 'a3', status: 'reviewed', appliedAt: '2026-03-03T10:00:00Z' }),
  application({ id: 'a4', status: 'interviewed', appliedAt: '2026-03-04T10:00:00Z' }),
  application({ id: 'a5', status: 'offered', appliedAt: '2026-03-05T10:00:00Z' }),
  application({ id: APP_ID, status: 'accepted', appliedAt: '2026-03-06T10:00:00Z' }),
  application({ id: 'a7', status: 'rejected', appliedAt: '2026-02-27T10:00:00Z' }),
];

const routes = (over: Record<string, unknown> = {}) => ({
  'GET /api/profile': { status: 200, body: profile({ bio: 'Barista', skills: ['latte art'] }) },
  'GET /api/cultural-assessment': { status: 404, body: { message: 'No culture assessment yet' } },
  'GET /api/applications/candidate': { status: 200, body: apps },
  'GET /api/job-recommendations': { status: 200, body: { jobs: [] } },
  ...over,
});

const stat = (key: string) => screen.getByTestId(`stat-${key}`);

describe('Dashboard', () => {
  it('welcomes the candidate by first name, with Edit Profile', async () => {
    fakeApi(routes());
    renderScreen(<Dashboard />, { user: candidate, route: '/dashboard' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Sam!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile');
    await waitFor(() => expect(document.title).toContain('Welcome back, Sam!'));
  });

  it("says 'Welcome' on the first visit (the sign-up's session), not 'Welcome back'", async () => {
    fakeApi(routes());
    renderScreen(<Dashboard />, { user: { ...candidate, firstVisit: true }, route: '/dashboard' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Sam!' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('each stat card links to its list', async () => {
    fakeApi(routes());
    renderScreen(<Dashboard />, { user: candidate });
    await waitFor(() => expect(stat('total')).toHaveTextContent('7'));
    const link = (key: string) => within(stat(key)).getByRole('link');
    expect(link('total')).toHaveAttribute('href', '/applications');
    expect(link('total')).toHaveAccessibleName('Total Applications 7');
    expect(link('pendingReview')).toHaveAttribute('href', '/applications?show=open');
    expect(link('interviews')).toHaveAttribute('href', '/interviews');
    expect(link('jobOffers')).toHaveAttribute('href', '/job-offers');
  });

  it('My Applications, Job Offers, Saved Jobs and Job Alerts are one tap away', async () => {
    fakeApi(routes());
    renderScreen(<Dashboard />, { user: candidate });
    const lists = screen.getByRole('navigation', { name: 'Your lists' });
    const href = (name: RegExp) => within(lists).getByRole('link', { name }).getAttribute('href');
    expect(href(/^My Applications/)).toBe('/applications');
    expect(href(/^Job Offers/)).toBe('/job-offers');
    expect(href(/^Saved Jobs/)).toBe('/saved-jobs');
    expect(href(/^Job Alerts/)).toBe('/job-alerts');
  });

  it('counts the four stat cards from the real applications', async () => {
    fakeApi(routes());
    renderScreen(<Dashboard />, { user: candidate });
    await waitFor(() => expect(stat('total')).toHaveTextContent('Total Applications7'));
    expect(stat('pendingReview')).toHaveTextContent('Pending Review2');
    expect(stat('interviews')).toHaveTextContent('Interviews1');
    expect(stat('jobOffers')).toHaveTextContent('Job Offers2');
  });

  it("lists the latest 5 applications with 'MMM d' dates, View and View All", async () => {
    fakeApi(routes());
    renderScreen(<Dashboard />, { user: candidate });
    await waitFor(() => expect(screen.getAllByTestId('recent-application')).toHaveLength(5));
    const [first, , , , fifth] = screen.getAllByTestId('recent-application');
    expect(first).toHaveTextContent('Applied Mar 6');
    expect(fifth).toHaveTextContent('Applied Mar 2');
    expect(within(first).getByRole('link', { name: /View application/ })).toHaveAttribute(
      'href',
      `/applications/${APP_ID}`,
    );
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/applications');
  });

  it("says 'No applications yet' with Browse Jobs when there are none", async () => {
    fakeApi(routes({ 'GET /api/applications/candidate': { status: 200, body: [] } }));
    renderScreen(<Dashboard />, { user: candidate });
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs');
    expect(stat('total')).toHaveTextContent('0');
  });

  it("shows 'Failed to load applications.' when they cannot be read", async () => {
    fakeApi(routes({ 'GET /api/applications/candidate': { status: 500, body: { message: 'x' } } }));
    renderScreen(<Dashboard />, { user: candidate });
    expect(
      await screen.findByText('Failed to load applications.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(stat('total')).toHaveTextContent('—');
  });

  it('profile completion: base 25 + bio 15 + a skill 15; assessments: none done, link to personality', async () => {
    fakeApi(routes());
    renderScreen(<Dashboard />, { user: candidate });
    expect(await screen.findByTestId('profile-completion-percent')).toHaveTextContent('55%');
    expect(screen.getByText('0 of 2 assessments complete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the personality quiz' })).toHaveAttribute(
      'href',
      '/assessments?tab=personality',
    );
  });

  it('with no profile (404): 25%; personality done sends on to culture, both done back to personality', async () => {
    fakeApi(routes({ 'GET /api/profile': { status: 404, body: { message: 'none' } } }));
    const first = renderScreen(<Dashboard />, { user: candidate });
    expect(await screen.findByTestId('profile-completion-percent')).toHaveTextContent('25%');
    first.unmount();

    fakeApi(
      routes({
        'GET /api/profile': { status: 200, body: profile({ personalityType: 'The Host' }) },
      }),
    );
    const second = renderScreen(<Dashboard />, { user: candidate });
    expect(await screen.findByText('1 of 2 assessments complete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the culture assessment' })).toHaveAttribute(
      'href',
      '/assessments?tab=culture',
    );
    second.unmount();

    fakeApi(
      routes({
        'GET /api/profile': { status: 200, body: profile({ personalityType: 'The Host' }) },
        'GET /api/cultural-assessment': {
          status: 200,
          body: { assessmentType: 'candidate', responses: { workPace: 'fast' } },
        },
      }),
    );
    renderScreen(<Dashboard />, { user: candidate });
    expect(await screen.findByText('2 of 2 assessments complete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review your assessments' })).toHaveAttribute(
      'href',
      '/assessments?tab=personality',
    );
  });

  it('reads the applications again when a live event arrives', async () => {
    let status: ApplicationStatus = 'applied';
    fakeApi(
      routes({
        'GET /api/applications/candidate': () => ({
          status: 200,
          body: [application({ status })],
        }),
      }),
    );
    renderScreen(<Dashboard />, { user: candidate });
    await waitFor(() => expect(stat('pendingReview')).toHaveTextContent('1'));
    status = 'interviewed';
    act(() =>
      publishLiveEvent({ type: 'application.status', title: 'Application update', raw: {} }),
    );
    await waitFor(() => expect(stat('interviews')).toHaveTextContent('1'));
    expect(stat('pendingReview')).toHaveTextContent('0');
  });

  it('a card per new-starter pack: steps done with the way to it, or ready for the first shift', async () => {
    fakeApi(
      routes({
        'GET /api/applications/candidate': {
          status: 200,
          body: [
            application({
              id: APP_ID,
              status: 'accepted',
              newStarter: { done: 3, total: 5, ready: false, rightToWorkChecked: true },
            }),
            application({
              id: 'a2',
              status: 'accepted',
              job: {
                id: 'j2',
                title: 'Bartender',
                location: 'Leeds',
                company: { id: 'c2', name: 'The Crown' },
              },
              newStarter: { done: 5, total: 5, ready: true, rightToWorkChecked: true },
            }),
            application({ id: 'a3', status: 'applied' }),
          ],
        },
      }),
    );
    renderScreen(<Dashboard />, { user: candidate });
    const cards = await screen.findAllByTestId('new-starter-card');
    expect(cards).toHaveLength(2);
    const barista = screen.getByRole('region', {
      name: 'New-starter pack for Barista at Brew & Co',
    });
    expect(barista).toHaveTextContent('New-starter pack for Barista at Brew & Co3 of 5 done');
    expect(within(barista).getByRole('link', { name: 'Open the pack' })).toHaveAttribute(
      'href',
      `/applications/${APP_ID}`,
    );
    expect(within(barista).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    const bartender = screen.getByRole('region', {
      name: 'New-starter pack for Bartender at The Crown',
    });
    expect(bartender).toHaveTextContent('All done: ready for your first shift');
  });

  it('no card without a new-starter pack', async () => {
    fakeApi(routes());
    renderScreen(<Dashboard />, { user: candidate });
    await waitFor(() => expect(stat('total')).toHaveTextContent('7'));
    expect(screen.queryByTestId('new-starter-card')).toBeNull();
  });
});
