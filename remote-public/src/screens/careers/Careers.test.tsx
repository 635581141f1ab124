import { screen, within } from '@testing-library/react';
import { candidate, mockFetch, recruiter, renderScreen } from 'shared-kernel/testing';
import { harbourCareers, JOB_ID } from '../../test/fixtures';
import Careers from './Careers';

function serve(user: unknown, careers: unknown = harbourCareers) {
  return mockFetch((call) => {
    if (call.url === '/api/auth/user')
      return user ? { status: 200, body: user } : { status: 401, body: {} };
    if (call.url === '/api/careers/harbour-kitchens') return { status: 200, body: careers };
    return { status: 404, body: { message: 'Company not found' } };
  });
}

describe('Careers', () => {
  it("shows the company's own page in its colours, headline and open jobs", async () => {
    serve(null);
    renderScreen(<Careers />, { route: '/careers/harbour-kitchens', path: '/careers/:slug' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join the crew' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Harbour Kitchens Careers · HospoHire');
    const header = screen.getByTestId('careers-header');
    // The main colour is dark: white text on it.
    expect(header).toHaveStyle({ backgroundColor: '#112233', color: '#ffffff' });
    const apply = await screen.findByRole('link', { name: 'Apply for Bar Lead' });
    expect(apply).toHaveAttribute('href', `/candidate-signup?apply=${JOB_ID}`);
    // The button colour is light yellow: dark text on it.
    expect(apply).toHaveStyle({ backgroundColor: '#ffe066', color: '#000000' });
    expect(screen.getByText(/Create a free job seeker account to apply/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Where you would work' })).getByText('Harbour Bar'),
    ).toBeInTheDocument();
  });

  it('sends a signed-in job seeker straight to the application', async () => {
    serve(candidate);
    renderScreen(<Careers />, { route: '/careers/harbour-kitchens', path: '/careers/:slug' });
    expect(await screen.findByRole('link', { name: 'Apply for Bar Lead' })).toHaveAttribute(
      'href',
      `/apply/${JOB_ID}`,
    );
  });

  it('shows an employer no apply button', async () => {
    serve(recruiter);
    renderScreen(<Careers />, { route: '/careers/harbour-kitchens', path: '/careers/:slug' });
    expect(await screen.findByText('Bar Lead')).toBeInTheDocument();
    await screen.findByText('Join the crew');
    expect(screen.queryByRole('link', { name: 'Apply for Bar Lead' })).not.toBeInTheDocument();
  });

  it('falls back to the HospoHire colours and a default headline without branding', async () => {
    serve(null, {
      ...harbourCareers,
      openJobs: [],
      branding: { primaryColor: null, accentColor: null, logoUrl: null, careersHeadline: null },
    });
    renderScreen(<Careers />, { route: '/careers/harbour-kitchens', path: '/careers/:slug' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Work with Harbour Kitchens' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('careers-header')).toHaveStyle({ backgroundColor: '#0b3945' });
    expect(screen.getByText('No open jobs right now')).toBeInTheDocument();
  });

  it('shows a clear not-found page for an unknown slug', async () => {
    serve(null);
    renderScreen(<Careers />, { route: '/careers/nope', path: '/careers/:slug' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company not found' }),
    ).toBeInTheDocument();
  });
});
