import { screen, within } from '@testing-library/react';
import { renderScreen, setupUser } from '../../test/render';
import Landing from './Landing';

describe('Landing', () => {
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

  it('sends a search to the job seeker sign-up with the search kept', async () => {
    const { where } = renderScreen(<Landing />);
    const user = setupUser();
    const search = screen.getByLabelText('Search jobs');
    expect(search).toHaveAttribute('placeholder', 'Bartender, sous chef, barista…');

    await user.type(search, '  sous chef ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(where().path).toBe('/candidate-signup?q=sous+chef');
    expect(where().navigationType).toBe('PUSH');
  });

  it('sends an empty search to the sign-up without a query', async () => {
    const { where } = renderScreen(<Landing />);
    await setupUser().type(screen.getByLabelText('Search jobs'), '{Enter}');
    expect(where().path).toBe('/candidate-signup');
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

  it('shows no invented figures: no numbers beyond the three step markers', () => {
    const { container } = renderScreen(<Landing />);
    const digits = (container.textContent ?? '').match(/\d+/g) ?? [];
    expect(digits.sort()).toEqual(['1', '2', '3']);
  });
});
