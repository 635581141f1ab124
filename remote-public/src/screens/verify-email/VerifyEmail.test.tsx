import { screen, waitFor } from '@testing-library/react';
import { CURRENT_USER_KEY } from 'shared-kernel';
import { mockFetch, recruiter, renderScreen, setupUser } from 'shared-kernel/testing';
import VerifyEmail from './VerifyEmail';

const BAD = 'This verification link has expired or was already used';

describe('VerifyEmail (/verify-email?token=…)', () => {
  it('posts the token once, takes it out of the address and says the address is confirmed', async () => {
    const { calls } = mockFetch(({ url }) =>
      url === '/api/auth/verify-email'
        ? { status: 204 }
        : { status: 200, body: { ...recruiter, emailVerified: true } },
    );
    const { where, queryClient } = renderScreen(<VerifyEmail />, {
      route: '/verify-email?token=abc123',
      user: { ...recruiter, emailVerified: false },
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    expect(await screen.findByText(/Your email address is confirmed/)).toBeInTheDocument();
    // The heading says it is done, no longer what to do.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Email confirmed');
    expect(calls.filter((c) => c.url === '/api/auth/verify-email')).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: 'abc123' } }),
    ]);
    expect(where().path).toBe('/verify-email');
    // Signed in: on to the app. The user is read again (the banner goes).
    expect(screen.getByRole('link', { name: 'Continue to HospoHire' })).toHaveAttribute(
      'href',
      '/recruiter',
    );
    await waitFor(() =>
      expect(queryClient.getQueryData(CURRENT_USER_KEY)).toMatchObject({ emailVerified: true }),
    );
  });

  it('signed out, offers to sign in once confirmed', async () => {
    mockFetch(() => ({ status: 204 }));
    renderScreen(<VerifyEmail />, { route: '/verify-email?token=abc123', user: null });
    expect(await screen.findByText(/Your email address is confirmed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('a link opened again once confirmed says so: not an error', async () => {
    mockFetch(({ url }) =>
      url === '/api/auth/verify-email'
        ? { status: 200, body: { alreadyVerified: true } }
        : { status: 200, body: { ...recruiter, emailVerified: true } },
    );
    renderScreen(<VerifyEmail />, { route: '/verify-email?token=abc123', user: recruiter });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your email address is already confirmed.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Email confirmed');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to HospoHire' })).toBeInTheDocument();
  });

  it("shows the API's 400 and, signed in, sends a new link", async () => {
    const { calls } = mockFetch(({ url }) =>
      url === '/api/auth/verify-email'
        ? { status: 400, body: { message: BAD, field: 'token' } }
        : { status: 202, body: { message: 'We sent a new confirmation link.' } },
    );
    const { where } = renderScreen(<VerifyEmail />, {
      route: '/verify-email?token=old',
      user: { ...recruiter, emailVerified: false },
    });
    expect(await screen.findByText(BAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirm your email address',
    );
    expect(where().path).toBe('/verify-email');

    await setupUser().click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('We sent a new confirmation link.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      url: '/api/auth/resend-verification',
      method: 'POST',
      body: {},
    });
  });

  it('signed out, a bad link points to sign-in to get a new one', async () => {
    mockFetch(() => ({ status: 400, body: { message: BAD, field: 'token' } }));
    renderScreen(<VerifyEmail />, { route: '/verify-email?token=old', user: null });
    expect(await screen.findByText(BAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  });

  it('explains a link without a token, without calling the API', () => {
    const { fetchMock } = mockFetch(() => ({ status: 204 }));
    renderScreen(<VerifyEmail />, { route: '/verify-email', user: null });
    expect(screen.getByText(/This confirmation link is incomplete/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
