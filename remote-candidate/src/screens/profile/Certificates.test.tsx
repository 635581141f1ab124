import { screen, waitFor, within } from '@testing-library/react';
import { addCalendarDays, londonDay } from 'shared-kernel/rules';
import { candidate, fakeApi, renderScreen, setupUser } from 'shared-kernel/testing';
import { profile } from '../../test/fixtures';
import Profile from './Profile';

// Issue 43 item 3: the profile lists licences and certificates with add / remove, a kind, an
// optional reference and expiry day; an expired one is marked "Expired" and sent back as it is.

describe('Profile: licences and certificates', () => {
  it('adds one with a kind, reference and expiry, marks an expired one, removes one', async () => {
    const expired = addCalendarDays(londonDay(), -3);
    const { calls } = fakeApi({
      'GET /api/profile': {
        status: 200,
        body: profile({
          certificates: [{ kind: 'first_aid', expiresOn: expired }, { kind: 'food_hygiene_2' }],
        }),
      },
      'PUT /api/profile': (call) => ({
        status: 200,
        body: profile({ ...(call.body as object) }),
      }),
    });
    renderScreen(<Profile />, { user: candidate, route: '/profile' });
    const rows = await screen.findAllByTestId('certificate');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Expired')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Expired')).not.toBeInTheDocument();

    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Remove certificate 2' }));
    await user.click(screen.getByRole('button', { name: 'Add a certificate' }));
    const added = screen.getAllByTestId('certificate')[1];
    await user.click(within(added).getByRole('combobox', { name: 'Certificate' }));
    await user.click(await screen.findByRole('option', { name: 'Personal licence' }));
    await user.click(within(added).getByLabelText('Reference (optional)'));
    await user.paste(' PL-123 ');
    await user.click(within(added).getByLabelText('Expires on (optional)'));
    await user.paste('2030-05-01');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(
      (calls.find((c) => c.method === 'PUT')?.body as { certificates: unknown }).certificates,
    ).toEqual([
      { kind: 'first_aid', expiresOn: expired },
      { kind: 'personal_licence', reference: 'PL-123', expiresOn: '2030-05-01' },
    ]);
  }, 60_000);

  it('refuses a row without a kind, and a kind twice, before calling the API', async () => {
    const { calls } = fakeApi({
      'GET /api/profile': {
        status: 200,
        body: profile({ certificates: [{ kind: 'first_aid' }] }),
      },
    });
    renderScreen(<Profile />, { user: candidate, route: '/profile' });
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Add a certificate' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Choose the kind of each certificate')).toBeInTheDocument();

    const added = screen.getAllByTestId('certificate')[1];
    await user.click(within(added).getByRole('combobox', { name: 'Certificate' }));
    await user.click(await screen.findByRole('option', { name: 'First aid' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('List each kind of certificate once')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  }, 60_000);
});
