import { screen, waitFor } from '@testing-library/react';
import { mockFetch, recruiter, renderScreen, setupUser } from 'shared-kernel/testing';
import RecruiterSignup from './RecruiterSignup';

describe('RecruiterSignup', () => {
  it('signs up a recruiter and sends them to company onboarding', async () => {
    const { calls } = mockFetch(() => ({ status: 201, body: recruiter }));
    // A search in the address is a job seeker's: a recruiter still goes home.
    const { where } = renderScreen(<RecruiterSignup />, { route: '/recruiter-signup?q=chef' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('employer');
    expect(
      screen.getByText("Hire people who fit your venue's pace and culture."),
    ).toBeInTheDocument();
    expect(screen.getByText(/set up your company/)).toBeInTheDocument();

    const user = setupUser();
    await user.type(screen.getByLabelText('First name'), 'Alex');
    await user.type(screen.getByLabelText('Last name'), 'Morgan');
    await user.type(screen.getByLabelText('Email'), 'alex@example.com');
    await user.type(screen.getByLabelText('Password'), 'service-with-a-smile-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(where().path).toBe('/recruiter-onboarding'));
    expect(calls[0]).toMatchObject({
      url: '/api/auth/signup',
      method: 'POST',
      body: {
        firstName: 'Alex',
        lastName: 'Morgan',
        email: 'alex@example.com',
        password: 'service-with-a-smile-1',
        userType: 'recruiter',
      },
    });
  });

  it('links to sign-in and to the job seeker sign-up', () => {
    renderScreen(<RecruiterSignup />, { route: '/recruiter-signup' });
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    expect(screen.getByRole('link', { name: /job seeker account/ })).toHaveAttribute(
      'href',
      '/candidate-signup',
    );
  });
});
