import { screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from 'shared-kernel';
import { job, JOB_ID, JOB_ID_2 } from '../../test/fixtures';
import { candidate, fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import Jobs from './Jobs';

const page = (items: unknown[], total = items.length, didYouMean: string | null = null) => ({
  status: 200,
  body: { items, total, page: 1, pageSize: 10, didYouMean },
});

/** The API calls of the search, as their query strings. */
const searches = (calls: { method: string; url: string }[]) =>
  calls
    .filter((c) => c.method === 'GET' && c.url.startsWith('/api/jobs?'))
    .map((c) => Object.fromEntries(new URL(c.url, 'http://x').searchParams));

/** A phone (< 600 px) or a desktop, as MUI's useMediaQuery reads it. */
function screenWidth(phone: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: phone && query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

describe('Jobs', () => {
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('reads the filters from the address and asks the API for exactly them', async () => {
    const { calls } = fakeApi({ 'GET /api/jobs': page([job()]) });
    renderScreen(<Jobs />, {
      user: candidate,
      route:
        '/jobs?q=barista&near=M1&within=5&venueType=cafe&employmentType=part_time&payMin=12&payType=hourly&pace=fast&sort=pay&page=2',
    });
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    expect(searches(calls)[0]).toEqual({
      q: 'barista',
      near: 'M1',
      within: '5',
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
    expect(screen.getByLabelText('Near')).toHaveValue('M1');
  });

  it('typing goes into the address once it rests, without pressing anything', async () => {
    const { calls } = fakeApi({ 'GET /api/jobs': page([job()]) });
    const { where } = renderScreen(<Jobs />, { user: candidate, route: '/jobs?page=3' });
    await screen.findByText('1 job found');
    const user = setupUser();
    await user.click(screen.getByLabelText('Search jobs'));
    await user.paste('barrista');
    await waitFor(() => expect(where().path).toBe('/jobs?q=barrista'));
    await user.click(screen.getByLabelText('Near'));
    await user.paste('M1');
    await waitFor(() => expect(where().path).toBe('/jobs?q=barrista&near=M1'));
    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({ q: 'barrista', near: 'M1' }),
    );
    // What was typed stays in the field while the address follows.
    expect(screen.getByLabelText('Search jobs')).toHaveValue('barrista');
  });

  it('a choice or a new order applies at once; "Best match" and "Nearest" when they make sense', async () => {
    fakeApi({ 'GET /api/jobs': page([job()]) });
    const { where } = renderScreen(<Jobs />, { user: candidate, route: '/jobs?q=chef' });
    await screen.findByText('1 job found');
    const user = setupUser();
    await user.click(screen.getByLabelText('Venue type'));
    await user.click(await screen.findByRole('option', { name: 'Hotel' }));
    expect(where().path).toBe('/jobs?q=chef&venueType=hotel');

    await user.click(screen.getByLabelText('Sort by'));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Best match', 'Newest', 'Highest pay', 'Closing soon']);
    await user.click(screen.getByRole('option', { name: 'Highest pay' }));
    expect(where().path).toBe('/jobs?q=chef&venueType=hotel&sort=pay');

    await user.click(screen.getByLabelText('Distance'));
    await user.click(await screen.findByRole('option', { name: 'Within 5 miles' }));
    expect(where().path).toBe('/jobs?q=chef&within=5&venueType=hotel&sort=pay');
  });

  it('names a bad minimum pay and keeps it out of the address', async () => {
    const { calls } = fakeApi({ 'GET /api/jobs': page([job()]) });
    const { where } = renderScreen(<Jobs />, { user: candidate, route: '/jobs' });
    await screen.findByText('1 job found');
    const user = setupUser();
    await user.click(screen.getByLabelText('Minimum pay (£)'));
    await user.paste('lots');
    expect(screen.getByText('Minimum pay must be a positive number')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(where().path).toBe('/jobs');
    expect(searches(calls)).toHaveLength(1);
  });

  it('each card says when it was posted and whether I applied', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-05T12:00:00Z'), advanceTimers: true });
    try {
      fakeApi({
        'GET /api/jobs': page([
          job({ publishedAt: '2026-03-02T09:00:00.000Z', applied: true }),
          job({ id: JOB_ID_2, title: 'Sous Chef', publishedAt: '2026-03-05T08:00:00.000Z' }),
        ]),
      });
      renderScreen(<Jobs />, { user: candidate, route: '/jobs' });
      const [barista, chef] = await screen.findAllByTestId('job-item');
      expect(barista).toHaveTextContent('Posted 3 days ago');
      expect(within(barista).getByText('Applied')).toBeInTheDocument();
      expect(within(barista).queryByRole('link', { name: 'Apply: Barista' })).toBeNull();
      expect(chef).toHaveTextContent('Posted today');
      expect(within(chef).queryByText('Applied')).toBeNull();
      expect(within(chef).getByRole('link', { name: 'Apply: Sous Chef' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the distance of each job from the place searched, and offers Nearest', async () => {
    fakeApi({ 'GET /api/jobs': page([{ ...job(), distanceMiles: 2.4 }]) });
    renderScreen(<Jobs />, { user: candidate, route: '/jobs?near=M1' });
    expect(await screen.findByTestId('job-item')).toHaveTextContent('2.4 miles away');
    await setupUser().click(screen.getByLabelText('Sort by'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Newest',
      'Highest pay',
      'Closing soon',
      'Nearest',
    ]);
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

  it('"Alert me about this search" makes a job alert of the current filters', async () => {
    useToastStore.setState({ toasts: [] });
    const { calls } = fakeApi({
      'GET /api/jobs': page([job()]),
      'POST /api/job-alerts': (call) => ({
        status: 201,
        body: { id: 'a1', active: true, ...(call.body as object) },
      }),
    });
    renderScreen(<Jobs />, {
      user: candidate,
      route: '/jobs?q=barista&near=M1&within=5&venueType=cafe,bar&payMin=12&payType=hourly',
    });
    await screen.findByText('1 job found');
    // The field says what the address applies: both venue types.
    expect(screen.getByLabelText('Venue type')).toHaveTextContent('Cafe, Bar');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Alert me about this search' }));
    expect(await screen.findByRole('link', { name: 'See your job alerts' })).toHaveAttribute(
      'href',
      '/job-alerts',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'barista near M1',
      criteria: {
        q: 'barista',
        near: 'M1',
        within: 5,
        venueTypes: ['cafe', 'bar'],
        minPay: 12,
        salaryType: 'hourly',
      },
    });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Alert created' });
  });

  it('on a phone the filters fold behind "Filters (n)"', async () => {
    screenWidth(true);
    fakeApi({ 'GET /api/jobs': page([job()]) });
    renderScreen(<Jobs />, { user: candidate, route: '/jobs?q=chef&near=M1&pace=fast' });
    await screen.findByText('1 job found');
    expect(screen.getByLabelText('Search jobs')).toBeVisible();
    expect(screen.queryByLabelText('Pace')).toBeNull();
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await setupUser().click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByLabelText('Pace')).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toBeInTheDocument();
  });

  it('offers "Did you mean" when nothing matches: a link to that search, same filters', async () => {
    const { calls } = fakeApi({
      'GET /api/jobs': ({ url }: { url: string }) =>
        url.includes('q=kichen') ? page([], 0, 'kitchen porter') : page([job()]),
    });
    const { where } = renderScreen(<Jobs />, {
      user: candidate,
      route: '/jobs?q=kichen+portre&near=M1&page=2',
    });
    expect(await screen.findByText('No jobs match your search')).toBeInTheDocument();
    const suggestion = screen.getByRole('link', { name: 'kitchen porter' });
    expect(suggestion.closest('p')).toHaveTextContent('Did you mean kitchen porter?');
    await setupUser().click(suggestion);

    expect(where().path).toBe('/jobs?q=kitchen+porter&near=M1');
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    expect(searches(calls).at(-1)).toMatchObject({ q: 'kitchen porter', near: 'M1' });
    expect(screen.getByLabelText('Search jobs')).toHaveValue('kitchen porter');
  });

  it('has empty and error states', async () => {
    fakeApi({ 'GET /api/jobs': page([]) });
    const first = renderScreen(<Jobs />, { user: candidate, route: '/jobs?q=unicorn' });
    expect(await screen.findByText('No jobs match your search')).toBeInTheDocument();
    // Nothing to suggest: no "Did you mean".
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
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
