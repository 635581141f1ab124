import { useEffect, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link, MemoryRouter } from 'react-router-dom';
import { CURRENT_USER_KEY, usePageTitle, type User } from 'shared-kernel';
import { AppRoutes } from './AppRoutes';
import { resetInteraction } from './focus-on-page-change';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES, SIGNED_OUT_ROUTES, screenFor } from '../route-map';

// A remote screen that loads: its heading shows a moment after the route opens, as a remote's
// chunk and data arrive; About names itself more precisely, as a real screen does.
jest.mock('../federation/RemoteScreen', () => ({
  RemoteScreen: ({ screen }: { screen: string }) => {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      const timer = setTimeout(() => setReady(true), 20);
      return () => clearTimeout(timer);
    }, []);
    if (!ready) return <p>Loading…</p>;
    return <FakeScreen name={screen} />;
  },
}));

function AboutScreen() {
  usePageTitle('About HospoHire');
  return (
    <>
      <h1>About us</h1>
      <Link to="/companies">Companies</Link>
    </>
  );
}

function FakeScreen({ name }: { name: string }) {
  if (name === 'About') return <AboutScreen />;
  return (
    <>
      <h1>{name}</h1>
      <input aria-label="Search" />
      <Link to="/about">About</Link>
    </>
  );
}

const candidate = { id: '1', email: 'c@x.io', userType: 'candidate' } as User;

function renderAt(path: string) {
  const client = new QueryClient();
  client.setQueryData(CURRENT_USER_KEY, candidate);
  render(
    <QueryClientProvider client={client}>
      {/* The router flags of the host's BrowserRouter (host/src/App.tsx). */}
      <MemoryRouter
        initialEntries={[path]}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <nav>
          <Link to="/jobs">Browse Jobs</Link>
          <Link to="/jobs?type=bar">Bar jobs</Link>
        </nav>
        <main id="main">
          <AppRoutes />
        </main>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  resetInteraction();
  document.title = '';
});

describe('after a page change (WCAG 2.4.3)', () => {
  it('focus moves to the new page heading once it shows, and the title changes', async () => {
    renderAt('/companies');
    await screen.findByRole('heading', { name: 'Companies' });
    expect(document.body).toHaveFocus(); // the first load leaves focus alone
    expect(document.title).toBe('Companies · HospoHire');

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Browse Jobs' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Jobs' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Browse Jobs · HospoHire');
  });

  it("a screen's own title wins over the route's", async () => {
    renderAt('/jobs');
    await screen.findByRole('heading', { name: 'Jobs' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'About' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'About us' })).toHaveFocus());
    expect(document.title).toBe('About HospoHire · HospoHire');
  });

  it('a change of query only (a filter) is not a new page: focus stays', async () => {
    renderAt('/jobs');
    await screen.findByRole('heading', { name: 'Jobs' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Bar jobs' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('link', { name: 'Bar jobs' })).toHaveFocus();
  });

  it('does not take focus back from someone who is already typing', async () => {
    renderAt('/about');
    await screen.findByRole('heading', { name: 'About us' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Companies' }));
    // Before the heading shows, the person clicks into the new page's search and types.
    await user.click(await screen.findByRole('textbox', { name: 'Search' }));
    await user.keyboard('bar');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});

describe('page titles', () => {
  it('every route has a title, and two routes share one only when they show the same screen', () => {
    const byTitle = new Map<string, string>();
    for (const entry of [...PUBLIC_ROUTES, ...SIGNED_OUT_ROUTES, ...SIGNED_IN_ROUTES]) {
      expect(entry.title.trim()).not.toBe('');
      const target = JSON.stringify([screenFor(entry, false), screenFor(entry, true)]);
      const key = `${entry.title}|${SIGNED_OUT_ROUTES.includes(entry) ? 'out' : 'in'}`;
      const seen = byTitle.get(key);
      if (seen) expect(`${entry.path} ${target}`).toBe(`${entry.path} ${seen}`);
      byTitle.set(key, target);
    }
  });
});
