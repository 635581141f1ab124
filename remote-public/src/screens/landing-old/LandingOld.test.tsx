import { screen } from '@testing-library/react';
import { renderScreen } from 'shared-kernel/testing';
import LandingOld from './LandingOld';

describe('LandingOld', () => {
  it('shows a hero with one h1 and the two sign-up buttons', () => {
    renderScreen(<LandingOld />, { route: '/landing-old' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign up as a job seeker' })).toHaveAttribute(
      'href',
      '/candidate-signup',
    );
    expect(screen.getByRole('link', { name: 'Sign up as an employer' })).toHaveAttribute(
      'href',
      '/recruiter-signup',
    );
  });
});
