import { screen, waitFor } from '@testing-library/react';
import { fakeApi, recruiter, renderScreen, setupUser } from 'shared-kernel/testing';
import { demoCompany, page } from '../../test/fixtures';
import CompanyManagement from './CompanyManagement';

// The company's written tipping policy (issue 43 item 2) on the company screen.

const POLICY = '/api/companies/mine/tipping-policy';

function api(overrides = {}, role: 'owner' | 'recruiter' = 'owner') {
  return fakeApi({
    'GET /api/auth/user': { status: 200, body: recruiter },
    'GET /api/me/company': { status: 200, body: { ...demoCompany, role } },
    'GET /api/companies/mine/venues': { status: 200, body: page([]) },
    'GET /api/companies/mine/members': { status: 200, body: page([]) },
    'GET /api/companies/mine/invitations': { status: 200, body: { items: [] } },
    [`GET ${POLICY}`]: { status: 200, body: { text: null } },
    [`PUT ${POLICY}`]: (call) => ({ status: 200, body: call.body }),
    'GET /api/companies/mine/harassment-policy': { status: 200, body: { text: null } },
    ...overrides,
  });
}

const field = () => screen.findByLabelText('How tips reach your staff');

describe('the tipping policy', () => {
  it('is written and saved trimmed by an owner', async () => {
    const { calls } = api();
    const user = setupUser();
    renderScreen(<CompanyManagement />);
    expect(await screen.findByRole('heading', { name: 'Tipping policy' })).toBeVisible();
    await user.type(await field(), '  All tips go to the team.  ');
    await user.click(screen.getByRole('button', { name: 'Save tipping policy' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      text: 'All tips go to the team.',
    });
  });

  it('shows the saved policy, refuses a blank one without calling the API', async () => {
    const { calls } = api({ [`GET ${POLICY}`]: { status: 200, body: { text: 'Tronc.' } } });
    const user = setupUser();
    renderScreen(<CompanyManagement />);
    await waitFor(async () => expect(await field()).toHaveValue('Tronc.'));
    await user.clear(await field());
    await user.click(screen.getByRole('button', { name: 'Save tipping policy' }));
    expect(await screen.findByText('Tipping policy must not be blank')).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('keeps the text when a save fails, with the error under the field', async () => {
    api({
      [`PUT ${POLICY}`]: {
        status: 400,
        body: { message: 'Tipping policy must not be blank', field: 'text' },
      },
    });
    const user = setupUser();
    renderScreen(<CompanyManagement />);
    await user.type(await field(), 'Shared by hours.');
    await user.click(screen.getByRole('button', { name: 'Save tipping policy' }));
    expect(await screen.findByText('Tipping policy must not be blank')).toBeVisible();
    expect(await field()).toHaveValue('Shared by hours.');
  });

  it('is read-only for a plain recruiter', async () => {
    api(
      { [`GET ${POLICY}`]: { status: 200, body: { text: 'Tronc, shared weekly.' } } },
      'recruiter',
    );
    renderScreen(<CompanyManagement />);
    expect(await screen.findByText('Tronc, shared weekly.')).toBeVisible();
    expect(
      screen.getByText('Only the owner and admins can change the tipping policy.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save tipping policy' })).not.toBeInTheDocument();
  });
});
