import { screen, waitFor, within } from '@testing-library/react';
import { EMAIL_PREFERENCE_DEFAULTS, type Account } from 'shared-kernel/contract';
import { NEW_STARTER_TEXTS } from 'shared-kernel/rules';
import { candidate, fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import Settings from './Settings';

const account: Account = {
  id: candidate.id,
  email: candidate.email,
  firstName: 'Sam',
  lastName: 'Rivera',
  userType: 'candidate',
  createdAt: '2026-01-05T09:00:00.000Z',
  visibleInTalentPool: false,
  company: null,
};

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/me/account': { status: 200, body: account },
    'GET /api/me/email-preferences': { status: 200, body: { ...EMAIL_PREFERENCE_DEFAULTS } },
    'PUT /api/me/email-preferences': (call) => ({
      status: 200,
      body: { ...EMAIL_PREFERENCE_DEFAULTS, ...(call.body as object) },
    }),
    'PATCH /api/me/account': (call) => ({
      status: 200,
      body: { ...account, ...(call.body as object) },
    }),
    ...overrides,
  });
}

const show = () => renderScreen(<Settings />, { route: '/settings', user: candidate });

describe('candidate Settings', () => {
  it('shows every part, with no error: account, password, e-mails, talent pool, data, delete', async () => {
    api();
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    for (const name of [
      'Your account',
      'Password',
      'E-mail preferences',
      'Talent pool',
      'Your data',
      'Delete my account',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    expect(await screen.findByLabelText('E-mail')).toHaveValue(candidate.email);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    expect(await screen.findByRole('switch', { name: /Job alerts/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /HospoHire news/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/me/export',
    );
    expect(screen.getByText(/keep each application/)).toBeVisible();
    // Where deletion is explained: the new-starter records the law keeps (issue 43 item 4).
    expect(
      within(screen.getByRole('region', { name: 'Delete my account' })).getByText(
        NEW_STARTER_TEXTS.keptAfterDeletion,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        /Right-to-work, tax and bank records of a job you started are kept by law until 2 years after you leave that job/,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a switch saves that kind only; the name and the talent pool save', async () => {
    const { calls } = api();
    show();
    const user = setupUser();
    await user.click(await screen.findByRole('switch', { name: /Messages/ }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          url: '/api/me/email-preferences',
          body: { messages: false },
        }),
      ),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: /Messages/ })).not.toBeChecked());

    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('First name is required')).toBeVisible();
    await user.type(first, 'Samira');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name has been saved.')).toBeVisible();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'PATCH',
        body: { firstName: 'Samira', lastName: 'Rivera' },
      }),
    );

    await user.click(screen.getByRole('switch', { name: /talent pool/ }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'PATCH', body: { visibleInTalentPool: true } }),
      ),
    );
  });

  it('delete: asks for the password, confirms, shows a wrong password under the field', async () => {
    const { calls } = api({
      'DELETE /api/me': {
        status: 400,
        body: { message: 'That password is not right', field: 'password' },
      },
    });
    show();
    const user = setupUser();
    const form = await screen.findByRole('form', { name: 'Delete my account' });
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your password is required')).toBeVisible();
    await user.type(within(form).getByLabelText('Your password'), 'wrong-one-1');
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
    expect(await screen.findByText('That password is not right')).toBeVisible();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'DELETE',
        url: '/api/me',
        body: { password: 'wrong-one-1' },
      }),
    );
  });
});
