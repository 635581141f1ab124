// Signing in or up from an invitation comes back to it (?next=), and only to a page of this site.
import { screen, waitFor } from '@testing-library/react';
import { candidate, mockFetch, recruiter, renderScreen, setupUser } from 'shared-kernel/testing';
import { destinationFor, readIntent, withIntent } from '../../components/form';
import RecruiterSignup from '../recruiter-signup/RecruiterSignup';
import SignIn from '../sign-in/SignIn';

const BACK = '/invitations/tok-1';

describe('the return path (?next=)', () => {
  // The rule itself (which paths are kept): shared-kernel/src/rules/next-path.test.ts.
  it('is read from the address and carried by links; an off-site one is dropped', () => {
    expect(readIntent(new URLSearchParams(`next=${encodeURIComponent(BACK)}`)).next).toBe(BACK);
    expect(readIntent(new URLSearchParams('next=//evil.example')).next).toBeNull();
    expect(withIntent('/sign-in', { next: BACK })).toBe(
      `/sign-in?next=${encodeURIComponent(BACK)}`,
    );
    expect(withIntent('/sign-in', { next: 'https://evil.example' })).toBe('/sign-in');
    expect(destinationFor(recruiter as never, { next: BACK })).toBe(BACK);
    expect(destinationFor(candidate as never, { next: '//evil.example' })).toBe('/dashboard');
  });

  async function signIn() {
    const user = setupUser();
    await user.type(screen.getByLabelText('Email'), recruiter.email);
    await user.type(screen.getByLabelText('Password'), 'quiet-harbour-lanterns-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it('after sign-in, back to the invitation; its recruiter sign-up link keeps it', async () => {
    mockFetch(() => ({ status: 200, body: recruiter }));
    const { where } = renderScreen(<SignIn />, {
      route: `/sign-in?next=${encodeURIComponent(BACK)}`,
    });
    expect(screen.getByRole('link', { name: 'as an employer' })).toHaveAttribute(
      'href',
      `/recruiter-signup?next=${encodeURIComponent(BACK)}`,
    );
    await signIn();
    await waitFor(() => expect(where().path).toBe(BACK));
  });

  it('after sign-in with an off-site next, home as usual', async () => {
    mockFetch(() => ({ status: 200, body: recruiter }));
    const { where } = renderScreen(<SignIn />, {
      route: `/sign-in?next=${encodeURIComponent('//evil.example/x')}`,
    });
    await signIn();
    await waitFor(() => expect(where().path).toBe('/recruiter'));
  });

  it('a new recruiter from an invitation goes back to it instead of onboarding', async () => {
    mockFetch(() => ({ status: 201, body: recruiter }));
    const { where } = renderScreen(<RecruiterSignup />, {
      route: `/recruiter-signup?next=${encodeURIComponent(BACK)}`,
    });
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      `/sign-in?next=${encodeURIComponent(BACK)}`,
    );
    const user = setupUser();
    await user.type(screen.getByLabelText('First name'), 'Alex');
    await user.type(screen.getByLabelText('Last name'), 'Morgan');
    await user.type(screen.getByLabelText('Email'), recruiter.email);
    await user.type(screen.getByLabelText('Password'), 'quiet-harbour-lanterns-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(where().path).toBe(BACK));
  });
});
