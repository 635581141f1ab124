import { screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from 'shared-kernel';
import type { Member, PendingInvitation, Venue } from 'shared-kernel/contract';
import { POSTCODE_TEXTS } from 'shared-kernel/rules';
import { fakeApi, recruiter, renderScreen, setupUser } from 'shared-kernel/testing';
import { demoCompany, page } from '../../test/fixtures';
import CompanyManagement from './CompanyManagement';

// Typed against the contract: a renamed field fails the type check.
const venue: Venue = {
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
const member: Member = {
  userId: 'u-9',
  name: 'Kim Lee',
  firstName: 'Kim',
  lastName: 'Lee',
  email: 'kim@example.com',
  role: 'recruiter',
  joinedAt: '2026-01-01T00:00:00Z',
};

const owner: Member = {
  userId: recruiter.id,
  name: 'Alex Morgan',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: recruiter.email,
  role: 'owner',
  joinedAt: '2025-12-01T00:00:00Z',
};
const invitation: PendingInvitation = {
  id: 'i-1',
  email: 'jo@example.com',
  role: 'admin',
  invitedBy: { id: recruiter.id, name: 'Alex Morgan' },
  createdAt: '2026-01-02T00:00:00Z',
  expiresAt: '2026-01-09T00:00:00Z',
};
const SENT = 'Invitation sent. The link works once, within 7 days.';

function api(overrides = {}) {
  return fakeApi({
    'GET /api/auth/user': { status: 200, body: recruiter },
    'GET /api/me/company': { status: 200, body: demoCompany },
    'GET /api/companies/mine/venues': { status: 200, body: page([venue]) },
    'GET /api/companies/mine/members': { status: 200, body: page([owner, member]) },
    'GET /api/companies/mine/invitations': { status: 200, body: { items: [invitation] } },
    'GET /api/companies/mine/tipping-policy': { status: 200, body: { text: null } },
    'GET /api/companies/mine/harassment-policy': { status: 200, body: { text: null } },
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

  it('checks a new venue’s postcode by the API’s rule before any call', async () => {
    const { calls } = api({ 'GET /api/companies/mine/venues': { status: 200, body: page([]) } });
    const user = setupUser();
    renderScreen(<CompanyManagement />);
    await user.click(await screen.findByRole('button', { name: 'Add venue' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add venue' }));
    await user.type(dialog.getByLabelText(/Venue name/), 'Leith');
    await user.type(dialog.getByLabelText(/City/), 'Edinburgh');
    await user.type(dialog.getByLabelText(/Postcode/), 'eh6#6qu');
    await user.click(dialog.getByRole('button', { name: 'Add venue' }));
    expect(await dialog.findByText(POSTCODE_TEXTS.characters)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/venues'))).toBe(false);
    expect(dialog.getByLabelText(/Venue name/)).toHaveValue('Leith');
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

  describe('the team', () => {
    it('the owner invites by e-mail and role; the answer is shown and the pending list reloads', async () => {
      const { calls } = api({
        'POST /api/companies/mine/invitations': { status: 202, body: { message: SENT } },
      });
      const user = setupUser();
      renderScreen(<CompanyManagement />);
      const pending = await screen.findByRole('list', { name: 'Pending invitations' });
      expect(
        within(pending).getByText('jo@example.com', { selector: '.MuiListItemText-primary' }),
      ).toBeVisible();
      expect(
        within(pending).getByText('Admin · invited by Alex Morgan · expires Jan 9'),
      ).toBeVisible();
      await user.type(screen.getByLabelText('Email'), 'new@example.com');
      await user.click(screen.getByLabelText('Role'));
      await user.click(await screen.findByRole('option', { name: 'Admin' }));
      await user.click(screen.getByRole('button', { name: 'Send invitation' }));
      await waitFor(() =>
        expect(calls).toContainEqual(
          expect.objectContaining({
            method: 'POST',
            url: '/api/companies/mine/invitations',
            body: { email: 'new@example.com', role: 'admin' },
          }),
        ),
      );
      expect(useToastStore.getState().toasts.map((t) => t.title)).toContain(SENT);
      await waitFor(() =>
        expect(
          calls.filter((c) => c.method === 'GET' && c.url === '/api/companies/mine/invitations'),
        ).toHaveLength(2),
      );
      expect(screen.getByLabelText('Email')).toHaveValue('');
    });

    it('checks the address before calling the API', async () => {
      const { calls } = api();
      const user = setupUser();
      renderScreen(<CompanyManagement />);
      await user.type(await screen.findByLabelText('Email'), 'not-an-address');
      await user.click(screen.getByRole('button', { name: 'Send invitation' }));
      expect(screen.getByText('Email must be a valid e-mail address')).toBeVisible();
      expect(
        calls.some((c) => c.url === '/api/companies/mine/invitations' && c.method === 'POST'),
      ).toBe(false);
    });

    it('revokes a pending invitation only after the confirmation', async () => {
      const { calls } = api({ 'DELETE /api/companies/mine/invitations/i-1': { status: 204 } });
      const user = setupUser();
      renderScreen(<CompanyManagement />);
      await user.click(await screen.findByRole('button', { name: 'Revoke jo@example.com' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Revoke the invitation to jo@example.com?',
      });
      expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
      await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
      await waitFor(() =>
        expect(calls).toContainEqual(
          expect.objectContaining({ method: 'DELETE', url: '/api/companies/mine/invitations/i-1' }),
        ),
      );
    });

    it("changes a member's role and removes a member after the confirmation; the owner row has no controls", async () => {
      const { calls } = api({
        'PATCH /api/companies/mine/members/u-9': {
          status: 200,
          body: { ...member, role: 'admin' },
        },
        'DELETE /api/companies/mine/members/u-9': { status: 204 },
      });
      const user = setupUser();
      renderScreen(<CompanyManagement />);
      await user.click(await screen.findByRole('button', { name: 'Make admin Kim Lee' }));
      await waitFor(() =>
        expect(calls).toContainEqual(
          expect.objectContaining({
            method: 'PATCH',
            url: '/api/companies/mine/members/u-9',
            body: { role: 'admin' },
          }),
        ),
      );
      expect(screen.queryByRole('button', { name: /Alex Morgan/ })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Remove Kim Lee' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove Kim Lee?' });
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await waitFor(() =>
        expect(calls).toContainEqual(
          expect.objectContaining({ method: 'DELETE', url: '/api/companies/mine/members/u-9' }),
        ),
      );
    });

    it('a recruiter sees the team read-only: no invitations, no role or remove controls', async () => {
      const { calls } = api({
        'GET /api/me/company': { status: 200, body: { ...demoCompany, role: 'recruiter' } },
      });
      renderScreen(<CompanyManagement />);
      expect(
        await screen.findByText('Kim Lee', { selector: '.MuiListItemText-primary' }),
      ).toBeVisible();
      expect(screen.getByText(/Only the owner and admins can invite/)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Make / })).toBeNull();
      expect(calls.some((c) => c.url.startsWith('/api/companies/mine/invitations'))).toBe(false);
    });
  });
});
