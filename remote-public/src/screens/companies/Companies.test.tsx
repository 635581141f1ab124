import { screen, waitFor } from '@testing-library/react';
import { mockFetch, renderScreen, setupUser } from 'shared-kernel/testing';
import { copper, harbour, page } from '../../test/fixtures';
import Companies from './Companies';

const companyCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.startsWith('/api/companies')).map((c) => c.url);

describe('Companies', () => {
  it('lists every company with its logo, venue count and open jobs, each linking to its profile', async () => {
    mockFetch(() => ({ status: 200, body: page([harbour, copper]) }));
    renderScreen(<Companies />, { route: '/companies' });
    expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    expect(await screen.findByText('2 companies')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harbour Kitchens' })).toHaveAttribute(
      'href',
      '/company/harbour-kitchens',
    );
    expect(screen.getByText('2 venues')).toBeInTheDocument();
    expect(screen.getByText('3 open jobs')).toBeInTheDocument();
    expect(screen.getByText('Bar · Restaurant')).toBeInTheDocument();
    expect(screen.getByText('1 venue')).toBeInTheDocument();
    expect(screen.getByText('1 open job')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Copper Kettle Cafes logo' })).toHaveAttribute(
      'src',
      'https://example.com/logo.png',
    );
    expect(document.title).toBe('Companies · HospoHire');
  });

  it('searches by text and filters by venue type, keeping both in the address', async () => {
    const { calls } = mockFetch((call) => ({
      status: 200,
      body: call.url.includes('venueType=cafe') ? page([copper]) : page([harbour, copper]),
    }));
    const { where } = renderScreen(<Companies />, { route: '/companies' });
    await screen.findByText('2 companies');
    const user = setupUser();
    await user.type(screen.getByLabelText('Search companies'), 'kettle');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where().path).toBe('/companies?q=kettle'));
    await user.selectOptions(screen.getByLabelText('Venue type'), 'cafe');
    await waitFor(() => expect(where().path).toBe('/companies?q=kettle&venueType=cafe'));
    expect(await screen.findByText('1 company')).toBeInTheDocument();
    expect(companyCalls(calls)).toEqual([
      '/api/companies?pageSize=12',
      '/api/companies?q=kettle&pageSize=12',
      '/api/companies?q=kettle&venueType=cafe&pageSize=12',
    ]);
    expect(screen.getByLabelText('Search companies')).toHaveValue('kettle');
  });

  it('says plainly when nothing matches, with a way to clear the search', async () => {
    mockFetch((call) => ({
      status: 200,
      body: call.url.includes('q=') ? page([]) : page([harbour]),
    }));
    const { where } = renderScreen(<Companies />, { route: '/companies?q=zzz&venueType=hotel' });
    expect(await screen.findByText('No companies match your search')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(where().path).toBe('/companies'));
    expect(await screen.findByText('1 company')).toBeInTheDocument();
  });

  it('shows a failure with Retry, and Retry loads again', async () => {
    let fail = true;
    mockFetch(() =>
      fail
        ? { status: 500, body: { message: 'Database is down' } }
        : { status: 200, body: page([harbour]) },
    );
    renderScreen(<Companies />, { route: '/companies' });
    expect(await screen.findByText('We could not load the companies')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 company')).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    const { calls } = mockFetch((call) => ({
      status: 200,
      body: page([harbour], 30, call.url.includes('page=2') ? 2 : 1),
    }));
    const { where } = renderScreen(<Companies />, { route: '/companies' });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await setupUser().click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(where().path).toBe('/companies?page=2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(companyCalls(calls)).toContain('/api/companies?page=2&pageSize=12');
  });
});
