import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'shared-kernel';

// MUI screens typed into key by key are slow on a 2-core machine when suites run in parallel.
jest.setTimeout(20_000);

/** user-event without the pause between keystrokes. */
export const setupUser = () => userEvent.setup({ delay: null });

/** Where the router is now, as the screen left it. */
export interface Where {
  path: string;
  /** 'PUSH', 'REPLACE' or 'POP' (the first render). */
  navigationType: string;
}

/**
 * Renders a screen as the host does (theme, query client, router with the host's future flags)
 * at `route`. `where()` gives the router's current address, so a test sees where the screen
 * navigated to.
 */
export function renderScreen(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
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
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, queryClient, where: () => ({ ...current }) };
}

export interface FakeReply {
  status: number;
  body?: unknown;
}

/** One recorded call to fetch: its URL, method and parsed JSON body. */
export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
};

/**
 * Replaces global.fetch with a fake that answers each call with `reply(call)` (a status and a JSON
 * body) and records the calls. A reply may be a promise, to hold a call open.
 */
export function mockFetch(reply: (call: FetchCall) => FakeReply | Promise<FakeReply>) {
  const calls: FetchCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof init.body === 'string' ? init.body : undefined;
    const call: FetchCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: raw === undefined ? undefined : JSON.parse(raw),
    };
    calls.push(call);
    const { status, body } = await reply(call);
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: STATUS_TEXT[status] ?? '',
      text: async () => text,
      json: async () => JSON.parse(text),
    } as Response;
  });
  global.fetch = fetchMock as typeof fetch;
  return { calls, fetchMock };
}

export const candidate = {
  id: 'u-1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Rivera',
  userType: 'candidate' as const,
};

export const recruiter = {
  id: 'u-2',
  email: 'alex@example.com',
  firstName: 'Alex',
  lastName: 'Morgan',
  userType: 'recruiter' as const,
};
