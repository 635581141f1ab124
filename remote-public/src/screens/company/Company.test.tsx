import { screen, within } from '@testing-library/react';
import { mockFetch, renderScreen, setupUser } from 'shared-kernel/testing';
import { harbourCareers, JOB_ID } from '../../test/fixtures';
import Company from './Company';

const { branding: _branding, ...profile } = harbourCareers;

function reply(url: string) {
  if (url === '/api/auth/user') return { status: 401, body: { message: 'Not signed in' } };
  if (url === '/api/companies/harbour-kitchens') return { status: 200, body: profile };
  return { status: 404, body: { message: 'Company not found' } };
}

describe('Company', () => {
  it('shows the profile: description, venues, culture and open jobs with pay', async () => {
    mockFetch((call) => reply(call.url));
    renderScreen(<Company />, { route: '/company/harbour-kitchens', path: '/company/:slug' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Harbour Kitchens' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Harbour Kitchens · HospoHire');
    expect(screen.getByText('Seaside dining in Brighton and Hove.')).toBeInTheDocument();
    expect(screen.getByTestId('response-rate')).toHaveTextContent(
      'Responds to 82% of applicants within 7 days',
    );

    const venues = within(screen.getByRole('region', { name: 'Venues' }));
    expect(venues.getByText('Harbour Bar')).toBeInTheDocument();
    expect(venues.getByText('Bar · Brighton')).toBeInTheDocument();
    expect(venues.getByText('Fast-paced · Medium-sized team')).toBeInTheDocument();

    const culture = within(screen.getByRole('region', { name: 'Culture' }));
    for (const [question, answer] of [
      ['Pace', 'Fast-paced'],
      ['Guest interaction', 'Lots of guest contact'],
      ['Team size', 'Medium-sized team'],
      ['Service approach', 'Personal'],
      ['Values', 'Teamwork, Growth'],
    ]) {
      expect(culture.getByText(question)).toBeInTheDocument();
      expect(culture.getByText(answer)).toBeInTheDocument();
    }

    const jobs = within(screen.getByRole('region', { name: 'Open jobs' }));
    expect(jobs.getByRole('heading', { level: 3, name: 'Bar Lead' })).toBeInTheDocument();
    expect(jobs.getByText('Urgent')).toBeInTheDocument();
    expect(jobs.getByText('Harbour Bar · Brighton · Full time')).toBeInTheDocument();
    expect(jobs.getByText(/£12\.50\/hour \+ tips shared by tronc/)).toBeInTheDocument();
    expect(jobs.getByText(/Posted Mar 4/)).toBeInTheDocument();
    // A visitor applies through the job seeker sign-up, which keeps the job.
    expect(await jobs.findByRole('link', { name: 'Apply for Bar Lead' })).toHaveAttribute(
      'href',
      `/candidate-signup?apply=${JOB_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Careers page' })).toHaveAttribute(
      'href',
      '/careers/harbour-kitchens',
    );

    // The tipping policy (issue 43), in the section a job's "Tipping policy" link goes to.
    const policy = screen.getByRole('region', { name: 'Tipping policy' });
    expect(policy).toHaveTextContent('Every tip goes to the team, shared by hours worked.');
    expect(document.getElementById('tipping-policy')).toHaveTextContent('Tipping policy');
  });

  it('says when a company has no jobs, venues or culture yet', async () => {
    mockFetch((call) =>
      call.url === '/api/companies/harbour-kitchens'
        ? {
            status: 200,
            body: {
              ...profile,
              description: null,
              venues: [],
              culture: null,
              openJobs: [],
              responseRate: null,
              tippingPolicy: null,
            },
          }
        : reply(call.url),
    );
    renderScreen(<Company />, { route: '/company/harbour-kitchens', path: '/company/:slug' });
    expect(await screen.findByText('No open jobs right now')).toBeInTheDocument();
    expect(screen.getByText('No venues listed yet.')).toBeInTheDocument();
    expect(screen.getByText('This company has not described its culture yet.')).toBeInTheDocument();
    expect(screen.getByText('This company has not written a description yet.')).toBeInTheDocument();
    // No applications in the last 90 days: no rate, and no invented number.
    expect(screen.getByTestId('response-rate')).toHaveTextContent('New on HospoHire');
    expect(screen.queryByText(/Responds to/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tipping policy' })).not.toBeInTheDocument();
  });

  it('shows a clear not-found page for an unknown slug', async () => {
    mockFetch((call) => reply(call.url));
    renderScreen(<Company />, { route: '/company/nope', path: '/company/:slug' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all companies' })).toHaveAttribute(
      'href',
      '/companies',
    );
  });

  it('shows any other failure with Retry', async () => {
    let fail = true;
    mockFetch((call) =>
      fail && call.url.startsWith('/api/companies')
        ? { status: 500, body: { message: 'Database is down' } }
        : reply(call.url),
    );
    renderScreen(<Company />, { route: '/company/harbour-kitchens', path: '/company/:slug' });
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    fail = false;
    await setupUser().click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Harbour Kitchens' }),
    ).toBeInTheDocument();
  });
});
