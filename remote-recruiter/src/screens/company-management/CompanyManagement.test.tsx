import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, recruiter, renderScreen, setupUser } from 'shared-kernel/testing';
import { demoCompany, page } from '../../test/fixtures';
import CompanyManagement from './CompanyManagement';

const venue = {
  id: 'v-1',
  companyId: 'c-1',
  name: 'The Pier Kitchen',
  venueType: 'restaurant',
  description: null,
  addressLine: null,
  city: 'Brighton',
  postcode: null,
  pace: null,
  teamSize: null,
  guestInteraction: null,
  serviceApproach: null,
  primaryValues: [],
  archived: false,
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const member = {
  userId: 'u-9',
  name: 'Kim Lee',
  firstName: 'Kim',
  lastName: 'Lee',
  email: 'kim@example.com',
  role: 'recruiter',
  joinedAt: '2026-01-01T00:00:00Z',
};

function api(overrides = {}) {
  return fakeApi({
    'GET /api/auth/user': { status: 200, body: recruiter },
    'GET /api/me/company': { status: 200, body: demoCompany },
    'GET /api/companies/mine/venues': { status: 200, body: page([venue]) },
    'GET /api/companies/mine/members': { status: 200, body: page([member]) },
    'PATCH /api/companies/mine': (call) => ({
      status: 200,
      body: { ...demoCompany.company, ...(call.body as object) },
    }),
    'POST /api/venues/v-1/archive': { status: 200, body: { ...venue, archived: true } },
    ...overrides,
  });
}

describe('CompanyManagement', () => {
  it('shows the company, its venues and its members', async () => {
    api();
    renderScreen(<CompanyManagement />);
    expect(await screen.findByLabelText('Company name')).toHaveValue('Harbour Group');
    expect((await screen.findAllByText('The Pier Kitchen'))[0]).toBeVisible();
    expect(
      await screen.findByText('Kim Lee', { selector: '.MuiListItemText-primary' }),
    ).toBeVisible();
    expect(document.title).toContain('Manage Company & Venues');
  });

  it('refuses a blank name, naming the field, without calling the API, and keeps the rest', async () => {
    const { calls } = api();
    const user = setupUser();
    renderScreen(<CompanyManagement />);
    const name = await screen.findByLabelText('Company name');
    await user.clear(name);
    await user.clear(screen.getByLabelText('Description'));
    await user.type(screen.getByLabelText('Description'), 'Now with a bakery');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByText('Company name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(screen.getByLabelText('Description')).toHaveValue('Now with a bakery');
  });

  it('puts a 400 from the API under the field it names', async () => {
    api({
      'PATCH /api/companies/mine': {
        status: 400,
        body: { message: 'Website url must be a URL', field: 'websiteUrl' },
      },
    });
    const user = setupUser();
    renderScreen(<CompanyManagement />);
    await user.type(await screen.findByLabelText('Website'), 'https://harbour.example');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Website url must be a URL')).toBeInTheDocument();
    expect(screen.getByLabelText('Website')).toHaveValue('https://harbour.example');
  });

  it('archives a venue only after the confirmation', async () => {
    const { calls } = api();
    const user = setupUser();
    renderScreen(<CompanyManagement />);
    await user.click(await screen.findByRole('button', { name: 'Archive The Pier Kitchen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive The Pier Kitchen?' });
    expect(calls.some((c) => c.url.endsWith('/archive'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url === '/api/venues/v-1/archive')).toBe(
        true,
      ),
    );
  });

  it('shows the error with Retry when the company cannot load', async () => {
    api({ 'GET /api/me/company': { status: 500, body: { message: 'Database is down' } } });
    renderScreen(<CompanyManagement />);
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
