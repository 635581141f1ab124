import { screen, waitFor } from '@testing-library/react';
import { CURRENT_USER_KEY } from 'shared-kernel';
import { candidate, mockFetch, recruiter, renderScreen, setupUser } from 'shared-kernel/testing';
import SignIn from './SignIn';

async function fillAndSubmit(email: string, password: string) {
  const user = setupUser();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignIn', () => {
  it('posts JSON to /api/auth/login, stores the user and sends a candidate to /dashboard', async () => {
    const { calls } = mockFetch(() => ({ status: 200, body: candidate }));
    const { where, queryClient } = renderScreen(<SignIn />, { route: '/sign-in' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await fillAndSubmit(' sam@example.com ', 'secret123');

    await waitFor(() => expect(where().path).toBe('/dashboard'));
    expect(where().navigationType).toBe('REPLACE');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/auth/login',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: { email: 'sam@example.com', password: 'secret123' },
    });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(candidate);
    expect(document.title).toBe('Sign in · HospoHire');
  });

  it('sends a recruiter to /recruiter', async () => {
    mockFetch(() => ({ status: 200, body: recruiter }));
    const { where } = renderScreen(<SignIn />, { route: '/sign-in' });
    await fillAndSubmit('alex@example.com', 'secret123');
    await waitFor(() => expect(where().path).toBe('/recruiter'));
  });

  it('sends a candidate who came from the job search to /jobs with the search kept', async () => {
    mockFetch(() => ({ status: 200, body: candidate }));
    const { where } = renderScreen(<SignIn />, { route: '/sign-in?q=barista' });
    await fillAndSubmit('sam@example.com', 'secret123');
    await waitFor(() => expect(where().path).toBe('/jobs?q=barista'));
  });

  it('returns to the page opened signed out (?next=), with its query, and says so', async () => {
    mockFetch(() => ({ status: 200, body: candidate }));
    const next = '/applications/app-7?tab=notes';
    const { where } = renderScreen(<SignIn />, {
      route: `/sign-in?next=${encodeURIComponent(next)}`,
    });
    expect(screen.getByText('Sign in to continue to the page you opened.')).toBeInTheDocument();
    // A forgotten password and both sign-ups keep the page to come back to.
    const kept = `next=${encodeURIComponent(next)}`;
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      `/forgot-password?${kept}`,
    );
    expect(screen.getByRole('link', { name: 'as a job seeker' })).toHaveAttribute(
      'href',
      `/candidate-signup?${kept}`,
    );
    expect(screen.getByRole('link', { name: 'as an employer' })).toHaveAttribute(
      'href',
      `/recruiter-signup?${kept}`,
    );

    await fillAndSubmit('sam@example.com', 'secret123');

    await waitFor(() => expect(where().path).toBe(next));
    expect(where().navigationType).toBe('REPLACE');
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'with next=%s (not this site) goes to the dashboard, saying nothing about it',
    async (next) => {
      mockFetch(() => ({ status: 200, body: candidate }));
      const { where } = renderScreen(<SignIn />, {
        route: `/sign-in?next=${encodeURIComponent(next)}`,
      });
      expect(screen.queryByText(/continue to the page you opened/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      await fillAndSubmit('sam@example.com', 'secret123');
      await waitFor(() => expect(where().path).toBe('/dashboard'));
    },
  );

  it("shows the API's message on a 401 and keeps what was typed", async () => {
    mockFetch(() => ({ status: 401, body: { message: 'Invalid email or password' } }));
    const { where, queryClient } = renderScreen(<SignIn />, { route: '/sign-in' });
    await fillAndSubmit('sam@example.com', 'wrong-pass1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass1');
    expect(where().path).toBe('/sign-in');
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('puts a 400 that names a field under that field', async () => {
    mockFetch(() => ({ status: 400, body: { message: 'Email is not valid', field: 'email' } }));
    renderScreen(<SignIn />, { route: '/sign-in' });
    await fillAndSubmit('sam@', 'secret123');

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is not valid'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names the missing fields and does not call the API', async () => {
    const { fetchMock } = mockFetch(() => ({ status: 200, body: candidate }));
    renderScreen(<SignIn />, { route: '/sign-in' });
    await setupUser().click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the button while signing in', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    mockFetch(() => new Promise((resolve) => (answer = resolve)));
    const { where } = renderScreen(<SignIn />, { route: '/sign-in' });
    await fillAndSubmit('sam@example.com', 'secret123');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled());
    answer({ status: 200, body: candidate });
    await waitFor(() => expect(where().path).toBe('/dashboard'));
  });

  it('links to the password reset and to both sign-ups', () => {
    renderScreen(<SignIn />, { route: '/sign-in' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByText(/New to HospoHire\? Create an account/)).toBeInTheDocument();
    expect(screen.queryByText(/continue to the page you opened/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'as a job seeker' })).toHaveAttribute(
      'href',
      '/candidate-signup',
    );
    expect(screen.getByRole('link', { name: 'as an employer' })).toHaveAttribute(
      'href',
      '/recruiter-signup',
    );
  });
});
