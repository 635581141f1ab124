import { screen } from '@testing-library/react';
import { renderScreen } from 'shared-kernel/testing';
import About from './About';

describe('About', () => {
  it('says who HospoHire is for, how matching works, and has the help section the nav links to', () => {
    renderScreen(<About />, { route: '/about' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About HospoHire');
    expect(document.title).toBe('About HospoHire · HospoHire');
    for (const heading of ['Who it is for', 'How matching works', 'What the scores mean', 'Help']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { level: 2, name: 'Help' }).closest('section'),
    ).toHaveAttribute('aria-labelledby', 'help');
    expect(document.getElementById('help')).toHaveTextContent('Help');
    for (const dimension of [
      'Pace',
      'Guest interaction',
      'Team size',
      'Service approach',
      'Values',
    ])
      expect(screen.getByRole('heading', { level: 3, name: dimension })).toBeInTheDocument();
    expect(screen.getByText('I forgot my password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the cookie policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    expect(screen.getByRole('link', { name: 'Create a job seeker account' })).toHaveAttribute(
      'href',
      '/candidate-signup',
    );
    expect(screen.getByRole('link', { name: 'Create an employer account' })).toHaveAttribute(
      'href',
      '/recruiter-signup',
    );
  });
});
