import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { CURRENT_USER_KEY, onboardingStatusKey, useCurrentUser, type User } from 'shared-kernel';
import { TopNav } from '../nav/TopNav';
import { RecruiterOnboardingGate, forgetOnboardingChecks } from './RecruiterOnboardingGate';
import { useOnboardingState } from './onboarding-state';

jest.mock('../notifications/NotificationCenter', () => ({
  __esModule: true,
  default: () => null,
}));

const recruiter: User = {
  id: 'r1',
  email: 'r@x.io',
  firstName: 'Rob',
  lastName: 'Ng',
  name: 'Rob Ng',
  userType: 'recruiter',
  role: 'recruiter',
  type: 'recruiter',
  profileImageUrl: null,
  emailVerified: true,
  createdAt: '2026-01-05T09:00:00.000Z',
};

type Answer = { status: number; body?: unknown };

function fakeApi(routes: Record<string, Answer>) {
  global.fetch = jest.fn(async (url: string) => {
    const answer = routes[url] ?? { status: 404, body: { message: 'Not found' } };
    return {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      statusText: String(answer.status),
      text: async () => JSON.stringify(answer.body ?? {}),
    };
  }) as unknown as typeof fetch;
}

let where = '';
function Probe() {
  where = useLocation().pathname;
  return null;
}

function Page() {
  const { data: user } = useCurrentUser();
  const state = useOnboardingState(user);
  return (
    <>
      <TopNav />
      <RecruiterOnboardingGate user={user} state={state} />
      <Probe />
    </>
  );
}

function renderAt(path: string, user: User = recruiter) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(CURRENT_USER_KEY, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const STATUS_URL = '/api/onboarding/company/c1/status';

jest.setTimeout(30_000);

beforeEach(() => forgetOnboardingChecks());

describe('the recruiter onboarding gate (spec section 4)', () => {
  it('a recruiter with no company (404) goes to /recruiter-onboarding; the nav is greyed out with the hint', async () => {
    fakeApi({});
    renderAt('/recruiter');
    expect(await screen.findByTestId('onboarding-badge')).toHaveTextContent('Onboarding 0%');
    await waitFor(() => expect(where).toBe('/recruiter-onboarding'));
    const dashboard = screen.getByRole('button', { name: 'Dashboard' });
    expect(dashboard).toBeDisabled();
    expect(dashboard.parentElement).toHaveAttribute('title', 'Finish onboarding to use this');
    expect(screen.queryByRole('link', { name: 'Post Job' })).not.toBeInTheDocument();
    expect(screen.getByText('Finish onboarding to use this')).toBeInTheDocument();
  });

  it('a failed status call sends the recruiter to onboarding', async () => {
    fakeApi({
      '/api/me/company': { status: 200, body: { companyId: 'c1' } },
      [STATUS_URL]: { status: 500, body: { message: 'boom' } },
    });
    renderAt('/analytics');
    await screen.findByTestId('onboarding-badge');
    await waitFor(() => expect(where).toBe('/recruiter-onboarding'));
  });

  it('unfinished required steps: onboarding with the percent; finishing them enables the nav without a reload', async () => {
    const routes: Record<string, Answer> = {
      '/api/me/company': { status: 200, body: { companyId: 'c1' } },
      [STATUS_URL]: { status: 200, body: { allRequiredDone: false, percent: 40 } },
    };
    fakeApi(routes);
    const client = renderAt('/post-job');
    expect(await screen.findByTestId('onboarding-badge')).toHaveTextContent('Onboarding 40%');
    await waitFor(() => expect(where).toBe('/recruiter-onboarding'));
    // The onboarding screen updates the shared query after the last required step.
    routes[STATUS_URL] = { status: 200, body: { allRequiredDone: true, percent: 100 } };
    act(() => {
      client.setQueryData(onboardingStatusKey('c1'), { allRequiredDone: true, percent: 100 });
    });
    await waitFor(() => expect(screen.queryByTestId('onboarding-badge')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/recruiter');
  });

  it('a finished recruiter stays where they are', async () => {
    fakeApi({
      '/api/me/company': { status: 200, body: { companyId: 'c1' } },
      [STATUS_URL]: { status: 200, body: { allRequiredDone: true, percent: 100 } },
    });
    renderAt('/analytics');
    expect(await screen.findByRole('link', { name: 'Analytics' })).toBeInTheDocument();
    await act(async () => {});
    expect(where).toBe('/analytics');
  });

  it.each([
    '/recruiter-onboarding',
    '/company-cultural-assessment',
    '/company-management',
    '/interviews',
    '/sign-in',
    '/recruiter-signup',
    '/candidate-signup',
  ])('does not apply on %s', async (path) => {
    fakeApi({});
    renderAt(path);
    await screen.findByTestId('onboarding-badge');
    expect(where).toBe(path);
  });

  it('runs once per load: after the first decision, the same load is not redirected again', async () => {
    fakeApi({});
    renderAt('/recruiter');
    await screen.findByTestId('onboarding-badge');
    await waitFor(() => expect(where).toBe('/recruiter-onboarding'));
    // The same page load, another gated page: no second check.
    renderAt('/analytics');
    await act(async () => {});
    expect(where).toBe('/analytics');
  });

  it('does not apply to candidates', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    renderAt('/jobs', {
      ...recruiter,
      userType: 'candidate',
      role: 'candidate',
      type: 'candidate',
    });
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toBeInTheDocument();
    expect(screen.queryByTestId('onboarding-badge')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads role or type case-insensitively', async () => {
    fakeApi({});
    // A role in another case than the contract's (spec section 5: read case-insensitively).
    renderAt('/recruiter', {
      ...recruiter,
      userType: 'candidate',
      role: 'RECRUITER',
      type: 'candidate',
    } as unknown as User);
    await screen.findByTestId('onboarding-badge');
    await waitFor(() => expect(where).toBe('/recruiter-onboarding'));
  });
});
