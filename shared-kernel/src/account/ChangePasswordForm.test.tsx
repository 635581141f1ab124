import { screen, waitFor } from '@testing-library/react';
import { mockFetch, recruiter, renderScreen, setupUser } from '../testing';
import { ChangePasswordForm } from './ChangePasswordForm';
import { loadPasswordStrength } from './password-check';
import { PASSWORD_RULE_HINT } from '../rules/password';

const owner = { ...recruiter, firstName: 'Tom', lastName: 'Reilly', email: 'tom@venue.example' };

async function fill(current: string, next: string) {
  const user = setupUser();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  return user;
}

describe('ChangePasswordForm', () => {
  beforeAll(() => loadPasswordStrength());

  it('posts both passwords, then says so and clears the fields', async () => {
    const { calls } = mockFetch(() => ({ status: 204 }));
    renderScreen(<ChangePasswordForm />, { user: owner });
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(PASSWORD_RULE_HINT);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');

    const user = await fill('hospohire-demo-1', 'table-for-2-please');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. Every other device has been signed out.',
    );
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/auth/change-password',
        method: 'POST',
        body: { currentPassword: 'hospohire-demo-1', newPassword: 'table-for-2-please' },
      }),
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('shows the rule as the new password is typed, with the user’s own name against it', async () => {
    const { fetchMock } = mockFetch(() => ({ status: 204 }));
    renderScreen(<ChangePasswordForm />, { user: owner });
    const user = await fill('hospohire-demo-1', 'qwerty123');
    const field = screen.getByLabelText('New password');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'New password is too common: choose one that is harder to guess',
      ),
    );
    await user.clear(field);
    await user.type(field, 'TomReilly2024');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'New password must not contain your name or e-mail',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the API’s refusal under the field it names', async () => {
    mockFetch(() => ({
      status: 400,
      body: { message: 'Current password is incorrect', field: 'currentPassword' },
    }));
    renderScreen(<ChangePasswordForm />, { user: owner });
    const user = await fill('not-my-password', 'table-for-2-please');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const current = screen.getByLabelText('Current password');
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription('Current password is incorrect'),
    );
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('table-for-2-please');
  });

  it('shows any other failure (429) in an alert', async () => {
    mockFetch(() => ({
      status: 429,
      body: { message: 'Too many attempts. Please wait a few minutes and try again.' },
    }));
    renderScreen(<ChangePasswordForm />, { user: owner });
    const user = await fill('hospohire-demo-1', 'table-for-2-please');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });

  it('names an empty field without calling the API', async () => {
    const { fetchMock } = mockFetch(() => ({ status: 204 }));
    renderScreen(<ChangePasswordForm />, { user: owner });
    await setupUser().click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is required',
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'New password is required',
    );
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
