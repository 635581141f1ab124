import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { CURRENT_USER_KEY, type User } from 'shared-kernel';
import { AppRoutes } from './AppRoutes';

jest.mock('../federation/RemoteScreen', () => ({
  RemoteScreen: ({ remote, screen }: { remote: string; screen: string }) => (
    <div data-testid="remote-screen">{`${remote}/${screen}`}</div>
  ),
}));

const candidate: User = {
  id: '1',
  email: 'c@x.io',
  firstName: 'Cara',
  lastName: 'Lee',
  name: 'Cara Lee',
  userType: 'candidate',
  role: 'candidate',
  type: 'candidate',
  profileImageUrl: null,
  emailVerified: true,
  createdAt: '2026-01-05T09:00:00.000Z',
};
const recruiter: User = {
  id: '2',
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

/** Where the router is now (path and query). */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderAt(path: string, user?: User | null) {
  const client = new QueryClient();
  if (user !== undefined) client.setQueryData(CURRENT_USER_KEY, user);
  else global.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch; // auth still loading
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const shown = () => screen.getByTestId('remote-screen').textContent;
const where = () => screen.getByTestId('where').textContent;

describe('route availability by state (spec section 2)', () => {
  it('while auth loads, a non-public path shows the spinner with Loading…', () => {
    renderAt('/jobs');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('while auth loads, a public route still shows', () => {
    renderAt('/about');
    expect(shown()).toBe('remote_public/About');
  });

  it('signed out: / is the landing page', () => {
    renderAt('/', null);
    expect(shown()).toBe('remote_public/Landing');
  });

  it.each([
    ['/interviews', '/sign-in?next=%2Finterviews'],
    ['/dashboard', '/sign-in?next=%2Fdashboard'],
    ['/applications/app-7?tab=notes', '/sign-in?next=%2Fapplications%2Fapp-7%3Ftab%3Dnotes'],
    ['/book/app-7', '/sign-in?next=%2Fbook%2Fapp-7'],
    ['/recruiter', '/sign-in?next=%2Frecruiter'],
  ])('signed out: the signed-in page %s goes to sign-in with next', (path, signIn) => {
    renderAt(path, null);
    expect(where()).toBe(signIn);
    expect(shown()).toBe('remote_public/SignIn');
  });

  it('signed out: an unknown path shows 404 Page Not Found, not the sign-in', () => {
    renderAt('/no-such-page?x=1', null);
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(where()).toBe('/no-such-page?x=1');
  });

  it('while auth loads, a signed-in path waits (no sign-in redirect yet)', () => {
    renderAt('/interviews');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(where()).toBe('/interviews');
  });

  it('signed in: an unknown path shows 404 Page Not Found', () => {
    renderAt('/no-such-page', candidate);
    expect(screen.getByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('a candidate at / sees the candidate dashboard', () => {
    renderAt('/', candidate);
    expect(shown()).toBe('remote_candidate/Dashboard');
  });

  it('a recruiter opening the candidate dashboard is redirected to /recruiter', () => {
    renderAt('/candidate-dashboard', recruiter);
    expect(shown()).toBe('remote_recruiter/RecruiterDashboard');
  });

  it('signed in, the page itself shows (no sign-in redirect)', () => {
    renderAt('/applications/app-7', candidate);
    expect(shown()).toBe('remote_candidate/Application');
    expect(where()).toBe('/applications/app-7');
  });

  it('/interviews goes to the remote of the role', () => {
    renderAt('/interviews', recruiter);
    expect(shown()).toBe('remote_recruiter/Interviews');
  });
});
