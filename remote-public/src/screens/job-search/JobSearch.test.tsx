import { screen, within } from '@testing-library/react';
import { jobPagePath } from 'shared-kernel/rules';
import { candidate, fakeApi, mockFetch, renderScreen, setupUser } from 'shared-kernel/testing';
import { barLeadCard, jobPage, sousChefCard } from '../../test/jobs';
import JobSearch from './JobSearch';

const search = (route = '/job-search', user: typeof candidate | null = null) =>
  renderScreen(<JobSearch />, { route, path: '/job-search', user });

const apiCalls = (calls: { url: string }[]) =>
  calls.map((c) => c.url).filter((url) => url.startsWith('/api/jobs'));

describe('JobSearch', () => {
  it("reads the search from the address and links each result to the job's public page", async () => {
    const { calls } = fakeApi({
      'GET /api/jobs': { status: 200, body: jobPage([barLeadCard, sousChefCard], 12) },
    });
    search('/job-search?q=bar&near=Brighton&within=5&employmentType=full_time&page=2');

    expect(await screen.findByText('12 jobs found')).toBeInTheDocument();
    expect(apiCalls(calls)).toEqual([
      '/api/jobs?q=bar&near=Brighton&within=5&employmentType=full_time&page=2&pageSize=10',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Job title or keywords' })).toHaveValue('bar');
    expect(screen.getByRole('textbox', { name: 'Town or postcode' })).toHaveValue('Brighton');
    expect(screen.getByRole('combobox', { name: 'Employment type' })).toHaveValue('full_time');
    expect(screen.getByRole('link', { name: 'Bar Lead' })).toHaveAttribute(
      'href',
      jobPagePath({ id: barLeadCard.id, title: 'Bar Lead', city: 'Brighton' }),
    );
    expect(screen.getByRole('link', { name: 'Sous Chef' })).toHaveAttribute(
      'href',
      jobPagePath({ id: sousChefCard.id, title: 'Sous Chef', city: 'Hove' }),
    );
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    // A visitor is asked to sign up for matches; the results are theirs already.
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/candidate-signup',
    );
  });

  it('shows each card’s tips beside its base pay', async () => {
    const tipped = { ...sousChefCard, tips: { kind: 'service_charge' as const } };
    fakeApi({ 'GET /api/jobs': { status: 200, body: jobPage([barLeadCard, tipped]) } });
    search('/job-search');

    expect(await screen.findByText('£12.50/hour + a share of the service charge')).toBeVisible();
    expect(screen.getByText('£12.50/hour')).toBeVisible();
  });

  it('writes the search into the address, from the first page', async () => {
    const { calls } = fakeApi({
      'GET /api/jobs': { status: 200, body: jobPage([barLeadCard], 30) },
    });
    const { where } = search('/job-search?page=3&sort=pay');
    await screen.findByText('30 jobs found');
    const user = setupUser();

    await user.type(screen.getByRole('searchbox', { name: 'Job title or keywords' }), 'bar lead');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Venue type' }), 'bar');
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum pay (£)' }), '12');
    // A distance without a place means nothing: it stays out of the address.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), '5');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(where()).toEqual({
      path: '/job-search?q=bar+lead&venueType=bar&payMin=12&payType=hourly&sort=pay',
      navigationType: 'PUSH',
    });
    await screen.findByText('30 jobs found');
    expect(apiCalls(calls).at(-1)).toBe(
      '/api/jobs?q=bar+lead&venueType=bar&payMin=12&payType=hourly&sort=pay&pageSize=10',
    );
  });

  it('turns pages and changes the order through the address', async () => {
    fakeApi({ 'GET /api/jobs': { status: 200, body: jobPage([barLeadCard], 25) } });
    const { where } = search('/job-search?q=chef');
    const user = setupUser();
    const pages = within(await screen.findByRole('navigation', { name: 'Result pages' }));
    expect(pages.getByText('Page 1 of 3')).toBeInTheDocument();

    await user.click(pages.getByRole('button', { name: 'Next' }));
    expect(where().path).toBe('/job-search?q=chef&page=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    expect(where().path).toBe('/job-search?q=chef&sort=newest');
  });

  it('says when nothing matches, with a hint to widen the search', async () => {
    fakeApi({ 'GET /api/jobs': { status: 200, body: jobPage([]) } });
    search('/job-search?q=sommelier&near=Truro&within=1');

    expect(await screen.findByText('No jobs match your search')).toBeInTheDocument();
    expect(
      screen.getByText('Try fewer words, a wider distance or fewer filters.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/job-search',
    );
  });

  it('offers "Did you mean" when nothing matches: a link to that search, same filters', async () => {
    const { calls } = fakeApi({
      'GET /api/jobs': ({ url }: { url: string }) =>
        url.includes('q=barsita')
          ? { status: 200, body: jobPage([], 0, 1, 'barista') }
          : { status: 200, body: jobPage([barLeadCard]) },
    });
    const { where } = search('/job-search?q=barsita&near=Brighton&page=2');

    expect(await screen.findByText('No jobs match your search')).toBeInTheDocument();
    const suggestion = screen.getByRole('link', { name: 'barista' });
    expect(suggestion.closest('p')).toHaveTextContent('Did you mean barista?');
    await setupUser().click(suggestion);

    expect(where().path).toBe('/job-search?q=barista&near=Brighton');
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    expect(apiCalls(calls).at(-1)).toBe('/api/jobs?q=barista&near=Brighton&pageSize=10');
    expect(screen.getByRole('searchbox', { name: 'Job title or keywords' })).toHaveValue('barista');
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('shows a failure with Retry, and the results once the retry answers', async () => {
    let fail = true;
    mockFetch((call) => {
      if (!call.url.startsWith('/api/jobs')) return { status: 404, body: {} };
      return fail
        ? { status: 500, body: { message: 'Search is down' } }
        : { status: 200, body: jobPage([barLeadCard]) };
    });
    search('/job-search?q=bar');

    expect(await screen.findByText('We could not load the jobs')).toBeInTheDocument();
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
  });

  it('shows a signed-in candidate their saved and applied marks, and no sign-up call', async () => {
    fakeApi({
      'GET /api/jobs': {
        status: 200,
        body: jobPage([
          { ...barLeadCard, applied: true, saved: false },
          { ...sousChefCard, saved: true, applied: false },
        ]),
      },
    });
    search('/job-search', candidate);

    const bar = within((await screen.findByRole('link', { name: 'Bar Lead' })).closest('article')!);
    const chef = within(screen.getByRole('link', { name: 'Sous Chef' }).closest('article')!);
    expect(bar.getByText('Applied')).toBeInTheDocument();
    expect(bar.queryByText('Saved')).not.toBeInTheDocument();
    expect(chef.getByText('Saved')).toBeInTheDocument();
    expect(chef.queryByText('Applied')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a free account' })).not.toBeInTheDocument();
  });
});
