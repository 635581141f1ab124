// Test-only: renders a screen as the host does. Imported by the remotes' tests through
// 'shared-kernel/testing'; never by runtime code (it is not exported from shared-kernel's index).
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_USER_KEY } from '../query-keys/session';
import { theme } from 'shared-kernel/runtime';
import type { User } from '../types/user';

// MUI screens typed into key by key are slow on a 2-core machine when suites run in parallel.
jest.setTimeout(45_000);
// …and a screen's first fetches resolve slowly then too.
configure({ asyncUtilTimeout: 5000 });

/** user-event without the pause between keystrokes. */
export const setupUser = () => userEvent.setup({ delay: null });

/** Where the router is now, as the screen left it. */
export interface Where {
  path: string;
  /** 'PUSH', 'REPLACE' or 'POP' (the first render). */
  navigationType: string;
}

export interface RenderScreenOptions {
  /** The address the router starts at. */
  route?: string;
  /** The route path the screen is matched against (for screens that read route params). */
  path?: string;
  /** When given, the signed-in user (null: signed out) is put in the query cache first. */
  user?: User | null;
}

/**
 * Renders a screen as the host does (theme, query client, router with the host's future flags)
 * at `route`, matched against the route `path`. `where()` gives the router's current address, so
 * a test sees where the screen navigated to.
 */
export function renderScreen(
  ui: ReactElement,
  { route = '/', path = '*', user }: RenderScreenOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (user !== undefined) queryClient.setQueryData(CURRENT_USER_KEY, user);
  const current: Where = { path: route, navigationType: 'POP' };
  function Probe() {
    const location = useLocation();
    current.path = `${location.pathname}${location.search}`;
    current.navigationType = useNavigationType();
    return null;
  }
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter
          initialEntries={[route]}
          future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
        >
          <Probe />
          <Routes>
            <Route path={path} element={ui} />
            {path !== '*' && <Route path="*" element={null} />}
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, queryClient, where: () => ({ ...current }) };
}
