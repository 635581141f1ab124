import { screen, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshCurrentUser, useCurrentUser } from 'shared-kernel';
import { candidate, mockFetch, recruiter, renderScreen, setupUser } from 'shared-kernel/testing';
import { VerifyEmailBanner } from './VerifyEmailBanner';

const unverified = { ...candidate, emailVerified: false };
const REGION = { name: 'Email confirmation' };

/** The banner as the shell shows it: for the user of the current-user query. */
function WithCurrentUser() {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  return (
    <>
      <VerifyEmailBanner user={user} />
      <button type="button" onClick={() => void refreshCurrentUser(queryClient)}>
        Verified elsewhere
      </button>
    </>
  );
}

describe('the e-mail verification banner (issue 28)', () => {
  it('says where the link went, in a labelled region', () => {
    mockFetch(() => ({ status: 202, body: { message: 'x' } }));
    renderScreen(<VerifyEmailBanner user={unverified} />, { route: '/dashboard' });
    const region = screen.getByRole('region', REGION);
    expect(region).toHaveTextContent(
      'Confirm your email address: we sent a link to sam@example.com.',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says why it matters to each side: a candidate’s updates, a recruiter’s team invitations', () => {
    mockFetch(() => ({ status: 202, body: { message: 'x' } }));
    const { unmount } = renderScreen(<VerifyEmailBanner user={unverified} />, {
      route: '/dashboard',
    });
    const region = screen.getByRole('region', REGION);
    expect(region).toHaveTextContent(
      'Once it is confirmed, we can email you updates on your applications, interview invitations and offers.',
    );
    expect(region).not.toHaveTextContent(/team invitation/);
    unmount();
    renderScreen(<VerifyEmailBanner user={{ ...recruiter, emailVerified: false }} />, {
      route: '/recruiter',
    });
    expect(screen.getByRole('region', REGION)).toHaveTextContent(
      'Until then you cannot accept team invitations',
    );
  });

  it('Resend email posts {} and shows "Sent"', async () => {
    const { calls } = mockFetch(() => ({ status: 202, body: { message: 'We sent a new link.' } }));
    renderScreen(<VerifyEmailBanner user={unverified} />, { route: '/dashboard' });
    await setupUser().click(screen.getByRole('button', { name: 'Resend email' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sent'));
    expect(calls).toEqual([
      expect.objectContaining({
        url: '/api/auth/resend-verification',
        method: 'POST',
        body: {},
      }),
    ]);
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeDisabled();
  });

  it("shows the 429's message", async () => {
    const message = 'Too many attempts. Please wait a few minutes and try again.';
    mockFetch(() => ({ status: 429, body: { message } }));
    renderScreen(<VerifyEmailBanner user={unverified} />, { route: '/dashboard' });
    await setupUser().click(screen.getByRole('button', { name: 'Resend email' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(message));
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeEnabled();
  });

  it('is not shown signed out, to a verified user, or on /verify-email', () => {
    mockFetch(() => ({ status: 202 }));
    const { unmount } = renderScreen(<VerifyEmailBanner user={null} />);
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
    unmount();
    renderScreen(<VerifyEmailBanner user={candidate} />).unmount();
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
    renderScreen(<VerifyEmailBanner user={unverified} />, { route: '/verify-email' });
    expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument();
  });

  it('goes once the user is read again verified', async () => {
    mockFetch(() => ({ status: 200, body: { ...candidate, emailVerified: true } }));
    renderScreen(<WithCurrentUser />, { route: '/dashboard', user: unverified });
    expect(screen.getByRole('region', REGION)).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Verified elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('region', REGION)).not.toBeInTheDocument());
  });
});
