import { screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from 'shared-kernel';
import { job, JOB_ID, JOB_ID_2 } from '../../test/fixtures';
import { candidate, fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import Jobs from './Jobs';

const page = (items: unknown[], total = items.length) => ({
  status: 200,
  body: { items, total, page: 1, pageSize: 10 },
});

describe('Jobs', () => {
  it('reads the filters from the address and asks the API for exactly them', async () => {
    const { calls } = fakeApi({ 'GET /api/jobs': page([job()]) });
    renderScreen(<Jobs />, {
      user: candidate,
      route:
        '/jobs?q=barista&location=Leeds&venueType=cafe&employmentType=part_time&payMin=12&payType=hourly&pace=fast&sort=pay&page=2',
    });
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    const url = new URL(calls[0].url, 'http://x');
    expect(url.pathname).toBe('/api/jobs');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'barista',
      location: 'Leeds',
      venueType: 'cafe',
      employmentType: 'part_time',
      payMin: '12',
      payType: 'hourly',
      pace: 'fast',
      sort: 'pay',
      page: '2',
      pageSize: '10',
    });
    expect(screen.getByLabelText('Search jobs')).toHaveValue('barista');
    expect(screen.getByLabelText('Location')).toHaveValue('Leeds');
  });

  it('a search goes into the address and back to page 1', async () => {
    fakeApi({ 'GET /api/jobs': page([job()]) });
    const { where } = renderScreen(<Jobs />, { user: candidate, route: '/jobs?page=3' });
    await screen.findByText('1 job found');
    const user = setupUser();
    await user.click(screen.getByLabelText('Search jobs'));
    await user.paste('chef');
    await user.click(screen.getByLabelText('Location'));
    await user.paste('York');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where().path).toBe('/jobs?q=chef&location=York'));
  });

  it('names a bad minimum pay and keeps what was typed', async () => {
    const { calls } = fakeApi({ 'GET /api/jobs': page([job()]) });
    renderScreen(<Jobs />, { user: candidate, route: '/jobs' });
    await screen.findByText('1 job found');
    const user = setupUser();
    await user.click(screen.getByLabelText('Search jobs'));
    await user.paste('bar');
    await user.click(screen.getByLabelText('Minimum pay (£)'));
    await user.paste('lots');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Minimum pay must be a positive number')).toBeInTheDocument();
    expect(screen.getByLabelText('Search jobs')).toHaveValue('bar');
    expect(calls).toHaveLength(1);
  });

  it('pages through the results', async () => {
    fakeApi({ 'GET /api/jobs': page([job()], 35) });
    const { where } = renderScreen(<Jobs />, { user: candidate, route: '/jobs?q=cook' });
    await screen.findByText('35 jobs found');
    await setupUser().click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(where().path).toBe('/jobs?q=cook&page=2'));
  });

  it('saves and unsaves a job, with the Job Saved toast', async () => {
    useToastStore.setState({ toasts: [] });
    let saved = false;
    const { calls } = fakeApi({
      'GET /api/jobs': () => page([job({ saved })]),
      'POST /api/saved-jobs': () => {
        saved = true;
        return { status: 201, body: { jobId: JOB_ID, saved: true } };
      },
      [`DELETE /api/saved-jobs/${JOB_ID}`]: () => {
        saved = false;
        return { status: 204 };
      },
    });
    renderScreen(<Jobs />, { user: candidate, route: '/jobs' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Save Barista' }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Remove Barista from saved jobs' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Job Saved' });
    await user.click(screen.getByRole('button', { name: 'Remove Barista from saved jobs' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Barista' })).toBeInTheDocument(),
    );
    expect(calls.map((c) => `${c.method} ${c.url.split('?')[0]}`)).toContain(
      `DELETE /api/saved-jobs/${JOB_ID}`,
    );
  });

  it('shows the saved jobs on their tab', async () => {
    fakeApi({
      'GET /api/jobs': page([job()]),
      'GET /api/saved-jobs': page([job({ id: JOB_ID_2, title: 'Sous Chef', saved: true })]),
    });
    const { where } = renderScreen(<Jobs />, { user: candidate, route: '/jobs' });
    await screen.findByText('1 job found');
    await setupUser().click(screen.getByRole('tab', { name: 'Saved jobs' }));
    await waitFor(() => expect(where().path).toBe('/jobs?tab=saved'));
    const item = await screen.findByTestId('job-item');
    expect(within(item).getByRole('heading', { name: 'Sous Chef' })).toBeInTheDocument();
  });

  it('has empty and error states', async () => {
    fakeApi({ 'GET /api/jobs': page([]) });
    const first = renderScreen(<Jobs />, { user: candidate, route: '/jobs?q=unicorn' });
    expect(await screen.findByText('No jobs match your search')).toBeInTheDocument();
    first.unmount();

    let fail = true;
    fakeApi({
      'GET /api/jobs': () => (fail ? { status: 500, body: { message: 'Down' } } : page([job()])),
    });
    renderScreen(<Jobs />, { user: candidate, route: '/jobs' });
    expect(await screen.findByText('We could not load jobs.')).toBeInTheDocument();
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
  });
});
