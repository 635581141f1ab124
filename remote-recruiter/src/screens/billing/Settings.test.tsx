import { screen, waitFor, within } from '@testing-library/react';
import { EMAIL_PREFERENCE_DEFAULTS, type Account, type MemberRole } from 'shared-kernel/contract';
import { fakeApi, recruiter, renderScreen, setupUser } from 'shared-kernel/testing';
import Settings from './Settings';

const growth = {
  plan: 'growth',
  planName: 'Growth',
  monthlyPrice: 49,
  currency: 'GBP',
  status: 'active',
  openJobsLimit: 15,
  openJobs: 4,
  currentPeriodEnd: '2026-04-01T00:00:00Z',
  cancelAtPeriodEnd: false,
  provider: 'test',
  checkoutMode: 'test',
};

const accountAs = (role: MemberRole | null): Account => ({
  id: recruiter.id,
  email: recruiter.email,
  firstName: recruiter.firstName,
  lastName: recruiter.lastName,
  userType: 'recruiter',
  createdAt: '2026-01-05T09:00:00.000Z',
  visibleInTalentPool: null,
  company: role ? { id: 'c-1', name: 'Harbour Kitchens', role } : null,
});

function show(role: MemberRole | null) {
  const api = fakeApi({
    'GET /api/me/account': { status: 200, body: accountAs(role) },
    'GET /api/me/email-preferences': { status: 200, body: { ...EMAIL_PREFERENCE_DEFAULTS } },
    'GET /api/billing/subscription': { status: 200, body: growth },
    'GET /api/companies/mine/members': {
      status: 200,
      body: {
        items: [
          { userId: recruiter.id, name: 'Alex Morgan', role: 'owner' },
          { userId: 'u-9', name: 'Jo Park', role: 'admin' },
        ],
        total: 2,
        page: 1,
        pageSize: 50,
      },
    },
    'POST /api/companies/mine/owner': {
      status: 200,
      body: { companyId: 'c-1', ownerId: 'u-9', previousOwnerId: recruiter.id },
    },
  });
  renderScreen(<Settings />, { route: '/settings', user: recruiter });
  return api;
}

const links = () =>
  within(screen.getByRole('list', { name: 'Company settings' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('recruiter Settings', () => {
  it('an owner: the role, the company, billing and team management links, the plan', async () => {
    show('owner');
    expect(await screen.findByTestId('settings-company-role')).toHaveTextContent('Owner');
    expect(links()).toEqual([
      'Manage Company & Venues',
      'Company Branding',
      'Company Culture',
      'Billing',
      'Manage your team',
      'Email Demo (dev mailbox)',
    ]);
    expect(await screen.findByText('4 of 15 open jobs in use')).toBeVisible();
    expect(screen.getByText(/hand the company to another member/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'E-mail preferences' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute(
      'href',
      '/api/me/export',
    );
    expect(await screen.findByLabelText('E-mail')).toHaveValue(recruiter.email);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an owner hands the company to another member', async () => {
    const { calls } = show('owner');
    const user = setupUser();
    await user.click(await screen.findByRole('combobox', { name: 'New owner' }));
    await user.click(await screen.findByRole('option', { name: 'Jo Park' }));
    await user.click(screen.getByRole('button', { name: 'Hand over' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          url: '/api/companies/mine/owner',
          body: { userId: 'u-9' },
        }),
      ),
    );
  });

  it('a recruiter: the read-only team link only, nothing that errors', async () => {
    show('recruiter');
    expect(await screen.findByTestId('settings-company-role')).toHaveTextContent('Recruiter');
    expect(links()).toEqual(['View your team', 'Email Demo (dev mailbox)']);
    expect(screen.getByRole('link', { name: 'View your team' })).toHaveAttribute(
      'href',
      '/company-management#company-members',
    );
    expect(screen.queryByText(/hand the company/i)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('no company yet: a way to set it up, and no plan call', async () => {
    const { calls } = show(null);
    expect(await screen.findByText('You have not set up a company yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Set up your company' })).toBeVisible();
    expect(calls.some((c) => c.url.includes('/billing'))).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
