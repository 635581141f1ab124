import { screen, waitFor } from '@testing-library/react';
import { getMyCompany, MY_COMPANY_KEY } from 'shared-kernel';
import { candidate, fakeApi, recruiter, renderScreen, setupUser } from 'shared-kernel/testing';
import Invitation from './Invitation';

const preview = {
  companyName: 'Harbour Kitchens',
  companySlug: 'harbour-kitchens',
  role: 'recruiter',
  email: recruiter.email,
  invitedBy: 'Tom Reilly',
  expiresAt: '2030-03-04T10:00:00Z',
};
const BAD_LINK = 'This invitation has expired or was already used';

const show = (user: typeof recruiter | typeof candidate | null) =>
  renderScreen(<Invitation />, {
    route: '/invitations/tok-1',
    path: '/invitations/:token',
    user: user as never,
  });

describe('Invitation', () => {
  it('signed out: says what the link invites to and offers sign-in and a recruiter account that come back here', async () => {
    const { calls } = fakeApi({ 'GET /api/invitations/tok-1': { status: 200, body: preview } });
    show(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Harbour Kitchens on HospoHire' }),
    ).toBeVisible();
    expect(
      screen.getByText(`Tom Reilly invited ${recruiter.email} to join as a recruiter.`),
    ).toBeVisible();
    expect(screen.getByText('The invitation works until Mar 4.')).toBeVisible();
    const back = encodeURIComponent('/invitations/tok-1');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?next=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Create a recruiter account' })).toHaveAttribute(
      'href',
      `/recruiter-signup?next=${back}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/invitations/tok-1']);
  });

  it('a recruiter accepts: POST, the company is read again, then the recruiter dashboard', async () => {
    const { calls } = fakeApi({
      'GET /api/invitations/tok-1': { status: 200, body: preview },
      'POST /api/invitations/tok-1/accept': {
        status: 200,
        body: { companyId: 'c-1', role: 'recruiter' },
      },
      'GET /api/me/company': () =>
        joined
          ? { status: 200, body: { companyId: 'c-1', role: 'recruiter' } }
          : { status: 404, body: { message: 'You have not set up a company yet' } },
    });
    let joined = false;
    const { where, queryClient } = show(recruiter);
    // What the onboarding gate had read before: no company.
    await queryClient.fetchQuery({ queryKey: MY_COMPANY_KEY, queryFn: getMyCompany });
    expect(queryClient.getQueryData(MY_COMPANY_KEY)).toBeNull();
    joined = true;
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(where().path).toBe('/recruiter'));
    expect(where().navigationType).toBe('REPLACE');
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/invitations/tok-1/accept' }),
    );
    expect(queryClient.getQueryData(MY_COMPANY_KEY)).toEqual({
      companyId: 'c-1',
      role: 'recruiter',
    });
  });

  it("shows the API's refusal plainly and stays", async () => {
    fakeApi({
      'GET /api/invitations/tok-1': { status: 200, body: preview },
      'POST /api/invitations/tok-1/accept': {
        status: 409,
        body: { message: 'You already belong to a company' },
      },
    });
    const { where } = show(recruiter);
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already belong to a company');
    expect(where().path).toBe('/invitations/tok-1');
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeEnabled();
  });

  it('warns a recruiter signed in with another address', async () => {
    fakeApi({
      'GET /api/invitations/tok-1': {
        status: 200,
        body: { ...preview, email: 'kim@example.com', role: 'admin' },
      },
    });
    show(recruiter);
    expect(
      await screen.findByText(`You are signed in as ${recruiter.email}.`, { exact: false }),
    ).toBeVisible();
    expect(screen.getByText(/to join as an admin/)).toBeVisible();
  });

  it('a job seeker is told only recruiter accounts can join, with no accept button', async () => {
    fakeApi({ 'GET /api/invitations/tok-1': { status: 200, body: preview } });
    show(candidate);
    expect(await screen.findByText(/Only recruiter accounts can join a company/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('an expired, used or revoked link says so, with what to do', async () => {
    fakeApi({ 'GET /api/invitations/tok-1': { status: 404, body: { message: BAD_LINK } } });
    show(null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be used' }),
    ).toBeVisible();
    expect(screen.getByText(BAD_LINK)).toBeVisible();
    expect(screen.getByText(/Ask the person who invited you/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('another failure shows the error with Retry', async () => {
    fakeApi({
      'GET /api/invitations/tok-1': { status: 500, body: { message: 'Database is down' } },
    });
    show(null);
    expect(await screen.findByText('Database is down')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
