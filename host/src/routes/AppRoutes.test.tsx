import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
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

function renderAt(path: string, user?: User | null) {
  const client = new QueryClient();
  if (user !== undefined) client.setQueryData(CURRENT_USER_KEY, user);
  else global.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch; // auth still loading
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const shown = () => screen.getByTestId('remote-screen').textContent;

describe('route availability by state (spec section 2)', () => {
  it('while auth loads, a non-public path shows the spinner with Loading…', () => {
    renderAt('/jobs');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('while auth loads, a public route still shows', () => {
    renderAt('/about');
    expect(shown()).toBe('remote_public/About');
  });

  it('signed out: / is the landing page and a signed-in path is 404', () => {
    renderAt('/', null);
    expect(shown()).toBe('remote_public/Landing');
  });

  it('signed out: any other path shows 404 Page Not Found', () => {
    renderAt('/jobs', null);
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
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

  it('/interviews goes to the remote of the role', () => {
    renderAt('/interviews', recruiter);
    expect(shown()).toBe('remote_recruiter/Interviews');
  });
});
