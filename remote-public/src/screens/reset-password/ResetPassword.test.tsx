import { screen, waitFor } from '@testing-library/react';
import { PASSWORD_RULE_HINT } from 'shared-kernel/account';
import { mockFetch, renderScreen, setupUser } from 'shared-kernel/testing';
import ResetPassword from './ResetPassword';

async function choose(password: string, confirm: string) {
  const user = setupUser();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPassword', () => {
  it('posts the code and the new password, then offers sign-in', async () => {
    const { calls } = mockFetch(() => ({ status: 204 }));
    renderScreen(<ResetPassword />, { route: '/reset-password?code=abc123' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await choose('late-shift-lantern-4', 'late-shift-lantern-4');

    expect(
      await screen.findByText('Your password has been changed. Sign in with your new password.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/auth/reset-password',
        method: 'POST',
        body: { code: 'abc123', password: 'late-shift-lantern-4' },
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it("the e-mail's link with next (the page opened signed out): sign-in after the reset goes back there", async () => {
    const { calls } = mockFetch(() => ({ status: 204 }));
    renderScreen(<ResetPassword />, { route: '/reset-password?code=abc123&next=%2Fbook%2Fapp-7' });
    const signIn = '/sign-in?next=%2Fbook%2Fapp-7';
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', signIn);

    await choose('late-shift-lantern-4', 'late-shift-lantern-4');

    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ body: { code: 'abc123', password: 'late-shift-lantern-4' } });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', signIn);
  });

  it('a used link with next: the new-link request keeps it', async () => {
    mockFetch(() => ({
      status: 400,
      body: { message: 'This reset link has expired or was already used' },
    }));
    renderScreen(<ResetPassword />, { route: '/reset-password?code=old&next=%2Finterviews' });
    await choose('late-shift-lantern-4', 'late-shift-lantern-4');
    expect(await screen.findByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password?next=%2Finterviews',
    );
  });

  it('names Confirm password when the two do not match, without calling the API', async () => {
    const { fetchMock } = mockFetch(() => ({ status: 204 }));
    renderScreen(<ResetPassword />, { route: '/reset-password?code=abc123' });

    await choose('late-shift-lantern-4', 'late-shift-lantern-5');

    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Confirm password must match New password',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names both fields when they are empty', async () => {
    mockFetch(() => ({ status: 204 }));
    renderScreen(<ResetPassword />, { route: '/reset-password?code=abc123' });
    await setupUser().click(screen.getByRole('button', { name: 'Set new password' }));

    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'New password is required',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Confirm password is required',
    );
  });

  it('shows the password rule as the user types, and refuses a common password on submit', async () => {
    const { fetchMock } = mockFetch(() => ({ status: 204 }));
    renderScreen(<ResetPassword />, { route: '/reset-password?code=abc123' });
    const field = screen.getByLabelText('New password');
    expect(field).toHaveAccessibleDescription(PASSWORD_RULE_HINT);

    await setupUser().type(field, 'letmein1');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Password is too common: choose one that is harder to guess',
      ),
    );
    await setupUser().type(screen.getByLabelText('Confirm password'), 'letmein1');
    await setupUser().click(screen.getByRole('button', { name: 'Set new password' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the API's refusal of the password under New password", async () => {
    mockFetch(() => ({
      status: 400,
      body: { message: 'Password must not contain your name or e-mail', field: 'password' },
    }));
    renderScreen(<ResetPassword />, { route: '/reset-password?code=abc123' });
    await choose('late-shift-lantern-4', 'late-shift-lantern-4');

    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        'Password must not contain your name or e-mail',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the API's message for a used or expired code, with a way to get a new link", async () => {
    mockFetch(() => ({
      status: 400,
      body: { message: 'This reset link has expired or was already used' },
    }));
    renderScreen(<ResetPassword />, { route: '/reset-password?code=old' });

    await choose('late-shift-lantern-4', 'late-shift-lantern-4');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link has expired or was already used',
    );
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByLabelText('New password')).toHaveValue('late-shift-lantern-4');
  });

  it('explains a link without a code and points to /forgot-password', () => {
    const { fetchMock } = mockFetch(() => ({ status: 204 }));
    renderScreen(<ResetPassword />, { route: '/reset-password' });

    expect(screen.getByText(/This reset link is incomplete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
