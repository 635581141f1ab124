import { screen, waitFor } from '@testing-library/react';
import { CURRENT_USER_KEY } from 'shared-kernel';
import { loadPasswordStrength, PASSWORD_RULE_HINT } from 'shared-kernel/account';
import { candidate, mockFetch, renderScreen, setupUser } from 'shared-kernel/testing';
import CandidateSignup from './CandidateSignup';

async function fillAndSubmit(
  values = {
    first: 'Sam',
    last: 'Rivera',
    email: 'sam@example.com',
    password: 'pour-me-a-flat-white',
  },
) {
  const user = setupUser();
  await user.type(screen.getByLabelText('First name'), values.first);
  await user.type(screen.getByLabelText('Last name'), values.last);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('CandidateSignup', () => {
  it('signs up a candidate and sends them to the dashboard', async () => {
    const { calls } = mockFetch(() => ({ status: 201, body: candidate }));
    const { where, queryClient } = renderScreen(<CandidateSignup />, {
      route: '/candidate-signup',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('job seeker');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByText('Find hospitality work that fits your skills and the way you like to work.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_RULE_HINT);

    await fillAndSubmit();

    await waitFor(() => expect(where().path).toBe('/dashboard'));
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/auth/signup',
        method: 'POST',
        body: {
          firstName: 'Sam',
          lastName: 'Rivera',
          email: 'sam@example.com',
          password: 'pour-me-a-flat-white',
          userType: 'candidate',
        },
      }),
    ]);
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(candidate);
  });

  it('keeps the landing search: after sign-up the candidate lands on /jobs?q=…', async () => {
    mockFetch(() => ({ status: 201, body: candidate }));
    const { where } = renderScreen(<CandidateSignup />, {
      route: '/candidate-signup?q=sous%20chef',
    });
    expect(screen.getByText(/sous chef/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?q=sous+chef',
    );

    await fillAndSubmit();

    await waitFor(() => expect(where().path).toBe('/jobs?q=sous+chef'));
    expect(new URLSearchParams(where().path.split('?')[1]).get('q')).toBe('sous chef');
  });

  it('keeps a job to apply for: after sign-up the candidate lands on its application', async () => {
    mockFetch(() => ({ status: 201, body: candidate }));
    const jobId = '5f0c8a2e-1b2c-4d3e-8f90-123456789abc';
    const { where } = renderScreen(<CandidateSignup />, {
      route: `/candidate-signup?apply=${jobId}`,
    });
    expect(screen.getByText(/straight to your application/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?apply=${jobId}`,
    );
    await fillAndSubmit();
    await waitFor(() => expect(where().path).toBe(`/apply/${jobId}`));
  });

  it('returns to the page opened signed out (?next=); the other links keep it', async () => {
    mockFetch(() => ({ status: 201, body: candidate }));
    const { where } = renderScreen(<CandidateSignup />, {
      route: '/candidate-signup?next=%2Fbook%2Fapp-7',
    });
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?next=%2Fbook%2Fapp-7',
    );
    expect(screen.getByRole('link', { name: /employer account/ })).toHaveAttribute(
      'href',
      '/recruiter-signup?next=%2Fbook%2Fapp-7',
    );
    await fillAndSubmit();
    await waitFor(() => expect(where().path).toBe('/book/app-7'));
  });

  it('ignores an apply value that is not a job id', async () => {
    mockFetch(() => ({ status: 201, body: candidate }));
    const { where } = renderScreen(<CandidateSignup />, {
      route: '/candidate-signup?apply=..%2F..%2Fsettings',
    });
    await fillAndSubmit();
    await waitFor(() => expect(where().path).toBe('/dashboard'));
  });

  it('shows a 409 under Email and keeps every field', async () => {
    mockFetch(() => ({
      status: 409,
      body: { message: 'An account with this email already exists' },
    }));
    const { where } = renderScreen(<CandidateSignup />, { route: '/candidate-signup' });
    await fillAndSubmit();

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email already exists',
      ),
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    expect(screen.getByLabelText('Last name')).toHaveValue('Rivera');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('pour-me-a-flat-white');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(where().path).toBe('/candidate-signup');
  });

  it("shows the server's refusal of the password under Password", async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        message: 'Password is too common: choose one that is harder to guess',
        field: 'password',
      },
    }));
    renderScreen(<CandidateSignup />, { route: '/candidate-signup' });
    await fillAndSubmit();

    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'Password is too common: choose one that is harder to guess',
      ),
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('shows any other failure in an alert, keeping what was typed', async () => {
    mockFetch(() => ({ status: 500, body: { message: 'The server is having a moment' } }));
    renderScreen(<CandidateSignup />, { route: '/candidate-signup' });
    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent('The server is having a moment');
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
  });

  it('names each missing field and does not call the API', async () => {
    const { fetchMock } = mockFetch(() => ({ status: 201, body: candidate }));
    renderScreen(<CandidateSignup />, { route: '/candidate-signup' });
    await setupUser().click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the password rule as the user types, before submitting', async () => {
    const { fetchMock } = mockFetch(() => ({ status: 201, body: candidate }));
    renderScreen(<CandidateSignup />, { route: '/candidate-signup' });
    const user = setupUser();
    const password = screen.getByLabelText('Password');

    await user.type(password, 'password1');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'Password is too common: choose one that is harder to guess',
      ),
    );
    await user.clear(password);
    await user.type(password, 'short');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Password must be at least 8 characters'),
    );
    // The user's own name counts against the password.
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Rivera');
    await user.clear(password);
    await user.type(password, 'SamRivera2024');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Password must not contain your name or e-mail'),
    );
    await user.clear(password);
    await user.type(password, 'pour-me-a-flat-white');
    await waitFor(() => expect(password).toHaveAccessibleDescription(PASSWORD_RULE_HINT));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a common password on submit without calling the API', async () => {
    const { fetchMock } = mockFetch(() => ({ status: 201, body: candidate }));
    renderScreen(<CandidateSignup />, { route: '/candidate-signup' });
    await loadPasswordStrength();
    await fillAndSubmit({
      first: 'Sam',
      last: 'Rivera',
      email: 'sam@example.com',
      password: 'qwerty123',
    });

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password is too common: choose one that is harder to guess',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to sign-in and to the employer sign-up', () => {
    renderScreen(<CandidateSignup />, { route: '/candidate-signup' });
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    expect(screen.getByRole('link', { name: /employer account/ })).toHaveAttribute(
      'href',
      '/recruiter-signup',
    );
  });
});
