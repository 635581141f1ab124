import { screen, within } from '@testing-library/react';
import { mockFetch, renderScreen, setupUser } from 'shared-kernel/testing';
import { copper, harbour, page } from '../../test/fixtures';
import Landing from './Landing';

const STATS = { openJobs: 1234, companies: 12, venues: 42 };

function serveApi(fail = false) {
  return mockFetch((call) => {
    if (fail) return { status: 500, body: { message: 'Database is down' } };
    if (call.url === '/api/stats/marketplace') return { status: 200, body: STATS };
    if (call.url.startsWith('/api/companies'))
      return { status: 200, body: page([harbour, copper]) };
    return { status: 404, body: {} };
  });
}

describe('Landing', () => {
  beforeEach(() => serveApi());

  it('has one h1 and the sections a visitor needs', () => {
    renderScreen(<Landing />);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Hospitality hiring that fits');
    expect(
      screen.getByRole('heading', { level: 2, name: 'How matching works' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'For employers' })).toBeInTheDocument();
    for (const dimension of [
      'Pace',
      'Guest interaction',
      'Team size',
      'Service approach',
      'Values',
    ]) {
      expect(screen.getByText(dimension)).toBeInTheDocument();
    }
    expect(document.title).toBe('Hospitality hiring that fits · HospoHire');
  });

  it('sends a search to the public job search with the words kept', async () => {
    const { where } = renderScreen(<Landing />);
    const user = setupUser();
    const search = screen.getByLabelText('Search jobs');
    expect(search).toHaveAttribute('placeholder', 'Bartender, sous chef, barista…');
    // Before the script runs (the server-rendered page) the browser sends the same GET itself.
    expect(screen.getByRole('search')).toHaveAttribute('action', '/job-search');

    await user.type(search, '  sous chef ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(where().path).toBe('/job-search?q=sous+chef');
    expect(where().navigationType).toBe('PUSH');
  });

  it('links each venue type to the job search of that type', async () => {
    const { where } = renderScreen(<Landing />);
    const venues = within(screen.getByRole('list', { name: 'Jobs by venue type' }));
    expect(venues.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/job-search?venueType=restaurant',
      '/job-search?venueType=bar',
      '/job-search?venueType=cafe',
      '/job-search?venueType=hotel',
    ]);
    await setupUser().click(venues.getByRole('link', { name: 'Bars' }));
    expect(where().path).toBe('/job-search?venueType=bar');
  });

  it('sends an empty search to the job search without a query', async () => {
    const { where } = renderScreen(<Landing />);
    await setupUser().type(screen.getByLabelText('Search jobs'), '{Enter}');
    expect(where().path).toBe('/job-search');
  });

  it('offers sign-up to both roles and "Post a job" to employers', () => {
    renderScreen(<Landing />);
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/recruiter-signup',
    );
    const seeker = screen.getAllByRole('link', { name: 'Find hospitality work' });
    const employer = screen.getAllByRole('link', { name: 'Start hiring' });
    expect(seeker.length).toBeGreaterThan(0);
    expect(employer.length).toBeGreaterThan(0);
    seeker.forEach((link) => expect(link).toHaveAttribute('href', '/candidate-signup'));
    employer.forEach((link) => expect(link).toHaveAttribute('href', '/recruiter-signup'));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('has a footer with About, Companies and the cookie policy', () => {
    renderScreen(<Landing />);
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(footer.getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/companies');
    expect(footer.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
  });

  it('shows the live figures from the API, and no other numbers', async () => {
    const { calls } = serveApi();
    const { container } = renderScreen(<Landing />);
    const figures = within(screen.getByRole('region', { name: 'HospoHire today' }));
    expect(await figures.findByText('1,234')).toBeInTheDocument();
    expect(figures.getByText('open jobs')).toBeInTheDocument();
    expect(figures.getByText('12')).toBeInTheDocument();
    expect(figures.getByText('companies hiring')).toBeInTheDocument();
    expect(figures.getByText('42')).toBeInTheDocument();
    expect(figures.getByText('venues')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Harbour Kitchens' });
    expect(calls.map((c) => c.url)).toContain('/api/stats/marketplace');
    // Besides the figures, only the companies' own counts and the three step markers.
    const digits = (container.textContent ?? '').match(/\d[\d,]*/g) ?? [];
    expect(digits.sort()).toEqual(['1', '1', '1', '1,234', '12', '2', '2', '3', '3', '42'].sort());
  });

  it('features the companies with the most open jobs, linking to each and to the directory', async () => {
    const { calls } = serveApi();
    renderScreen(<Landing />);
    const featured = within(await screen.findByRole('list', { name: 'Companies hiring now' }));
    expect(featured.getByRole('link', { name: 'Harbour Kitchens' })).toHaveAttribute(
      'href',
      '/company/harbour-kitchens',
    );
    expect(featured.getByText('3 open jobs')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/companies?sort=openJobs&pageSize=6');
    expect(screen.getByRole('link', { name: 'See all companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
  });

  it('shows a failed load with Retry instead of figures', async () => {
    serveApi(true);
    renderScreen(<Landing />);
    expect(await screen.findByText('We could not load the live figures.')).toBeInTheDocument();
    expect(await screen.findByText('We could not load the companies.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  });
});
