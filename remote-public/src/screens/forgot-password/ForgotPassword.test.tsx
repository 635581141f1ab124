import { screen } from '@testing-library/react';
import { mockFetch, renderScreen, setupUser } from 'shared-kernel/testing';
import ForgotPassword from './ForgotPassword';

const SENT = 'If an account exists for that email, we have sent a reset link.';

async function requestFor(email: string) {
  const user = setupUser();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPassword', () => {
  it.each(['known@example.com', 'nobody@example.com'])(
    'posts %s and shows the same message, whatever the account',
    async (email) => {
      const { calls } = mockFetch(() => ({ status: 202, body: { message: SENT } }));
      renderScreen(<ForgotPassword />, { route: '/forgot-password' });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

      await requestFor(email);

      expect(await screen.findByText(SENT)).toBeInTheDocument();
      expect(calls).toEqual([
        expect.objectContaining({
          url: '/api/auth/forgot-password',
          method: 'POST',
          body: { email },
        }),
      ]);
      expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
        'href',
        '/sign-in',
      );
      expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    },
  );

  it('sends the page to come back to (?next=) with the request; back to sign-in keeps it', async () => {
    const { calls } = mockFetch(() => ({ status: 202, body: { message: SENT } }));
    renderScreen(<ForgotPassword />, { route: '/forgot-password?next=%2Finterviews' });
    const back = '/sign-in?next=%2Finterviews';
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', back);

    await requestFor('sam@example.com');

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ body: { email: 'sam@example.com', next: '/interviews' } });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', back);
  });

  it('leaves out a next that is not a page of this site', async () => {
    const { calls } = mockFetch(() => ({ status: 202, body: { message: SENT } }));
    renderScreen(<ForgotPassword />, { route: '/forgot-password?next=%2F%2Fevil.example' });
    await requestFor('sam@example.com');
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ body: { email: 'sam@example.com' } });
    expect(calls[0].body).not.toHaveProperty('next');
  });

  it('names the Email field when it is empty and does not call the API', async () => {
    const { fetchMock } = mockFetch(() => ({ status: 202, body: { message: SENT } }));
    renderScreen(<ForgotPassword />, { route: '/forgot-password' });
    await setupUser().click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a failure (too many requests) in an alert and keeps the e-mail', async () => {
    mockFetch(() => ({ status: 429, body: { message: 'Too many requests, try again later' } }));
    renderScreen(<ForgotPassword />, { route: '/forgot-password' });
    await requestFor('sam@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, try again later',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
  });
});
