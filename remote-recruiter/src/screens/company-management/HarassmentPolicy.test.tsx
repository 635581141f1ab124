import { screen, waitFor } from '@testing-library/react';
import { fakeApi, recruiter, renderScreen, setupUser } from 'shared-kernel/testing';
import { demoCompany, page } from '../../test/fixtures';
import CompanyManagement from './CompanyManagement';

// The company's sexual-harassment prevention policy (Worker Protection Act 2023) and the payroll
// CSV on the company screen (issue 43 item 4).

const POLICY = '/api/companies/mine/harassment-policy';

function api(overrides = {}, role: 'owner' | 'recruiter' = 'owner') {
  return fakeApi({
    'GET /api/auth/user': { status: 200, body: recruiter },
    'GET /api/me/company': { status: 200, body: { ...demoCompany, role } },
    'GET /api/companies/mine/venues': { status: 200, body: page([]) },
    'GET /api/companies/mine/members': { status: 200, body: page([]) },
    'GET /api/companies/mine/invitations': { status: 200, body: { items: [] } },
    'GET /api/companies/mine/tipping-policy': { status: 200, body: { text: null } },
    [`GET ${POLICY}`]: { status: 200, body: { text: null } },
    [`PUT ${POLICY}`]: (call) => ({ status: 200, body: call.body }),
    ...overrides,
  });
}

const field = () => screen.findByLabelText('Your prevention policy');
const save = () => screen.getByRole('button', { name: 'Save harassment policy' });

describe('the sexual-harassment prevention policy', () => {
  it('explains the duty, and is written and saved trimmed by an owner', async () => {
    const { calls } = api();
    const user = setupUser();
    renderScreen(<CompanyManagement />);
    expect(
      await screen.findByRole('heading', { name: 'Sexual-harassment prevention policy' }),
    ).toBeVisible();
    expect(screen.getByText(/Worker Protection Act 2023/)).toBeVisible();
    await user.type(await field(), '  Tell the duty manager; we act the same day.  ');
    await user.click(save());
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      text: 'Tell the duty manager; we act the same day.',
    });
  });

  it('refuses a blank policy without calling the API', async () => {
    const { calls } = api({
      [`GET ${POLICY}`]: { status: 200, body: { text: 'Zero tolerance.' } },
    });
    const user = setupUser();
    renderScreen(<CompanyManagement />);
    await waitFor(async () => expect(await field()).toHaveValue('Zero tolerance.'));
    await user.clear(await field());
    await user.click(save());
    expect(
      await screen.findByText('The sexual-harassment prevention policy must not be blank'),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('a 400 naming the text goes under the field; a failed save keeps the text with Retry', async () => {
    let attempts = 0;
    const { calls } = api({
      [`PUT ${POLICY}`]: () =>
        (attempts += 1) === 1
          ? { status: 400, body: { message: 'Text is too long', field: 'text' } }
          : { status: 500, body: { message: 'Something went wrong' } },
    });
    const user = setupUser();
    renderScreen(<CompanyManagement />);
    await user.type(await field(), 'Report to any manager.');
    await user.click(save());
    expect(await screen.findByText('Text is too long')).toBeVisible();
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(await field()).toHaveValue('Report to any manager.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(3));
  });

  it('is read-only for a plain recruiter, who has no payroll CSV', async () => {
    api({ [`GET ${POLICY}`]: { status: 200, body: { text: 'Zero tolerance.' } } }, 'recruiter');
    renderScreen(<CompanyManagement />);
    expect(await screen.findByText('Zero tolerance.')).toBeVisible();
    expect(
      screen.getByText(
        'Only the owner and admins can change the sexual-harassment prevention policy.',
      ),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Save harassment policy' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download payroll CSV' })).not.toBeInTheDocument();
  });
});

test('owners download the payroll CSV, told that each download is logged', async () => {
  api();
  renderScreen(<CompanyManagement />);
  const download = await screen.findByRole('link', { name: 'Download payroll CSV' });
  expect(download).toHaveAttribute('href', '/api/companies/mine/payroll.csv');
  expect(download).toHaveAttribute('download');
  expect(download).toHaveAccessibleDescription(
    /Every download is logged on each new starter’s record/,
  );
});
