import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { CURRENT_USER_KEY, useCurrentUser, type User } from 'shared-kernel';
import type { LiveConnectionOptions } from 'shared-kernel/live';
import NotificationCenter from './NotificationCenter';

// The live connection itself is tested in shared-kernel; here: what the page does with it.
const started: Omit<LiveConnectionOptions, 'url'>[] = [];
jest.mock('shared-kernel/live', () => ({
  ...jest.requireActual('shared-kernel/live'),
  startLiveConnection: (options: Omit<LiveConnectionOptions, 'url'> = {}) => {
    started.push(options);
  },
  stopLiveConnection: jest.fn(),
}));

const user = {
  id: 'u1',
  email: 'maya@example.com',
  firstName: 'Maya',
  lastName: 'Okafor',
  name: 'Maya Okafor',
  userType: 'candidate',
  role: 'candidate',
  type: 'candidate',
} as unknown as User;

function respond(userStatus: number) {
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    const body = url.includes('/api/auth/user')
      ? userStatus === 200
        ? JSON.stringify(user)
        : '{"message":"Not signed in"}'
      : JSON.stringify({ notifications: [], unreadCount: 0 });
    const status = url.includes('/api/auth/user') ? userStatus : 200;
    return Promise.resolve({
      status,
      ok: status < 400,
      statusText: '',
      text: () => Promise.resolve(body),
      json: () => Promise.resolve(JSON.parse(body)),
    } as Response);
  }) as unknown as typeof fetch;
}

/** The page: the current user decides whether the centre (and its connection) is there. */
function Page() {
  const { data } = useCurrentUser();
  return data ? <NotificationCenter user={data} /> : <p>signed out</p>;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(CURRENT_USER_KEY, user);
  const view = render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
  return { client, view };
}

beforeEach(() => {
  started.length = 0;
});

describe('the notification centre and the live connection', () => {
  it('opens the connection with no user in it (the cookie says who it is)', () => {
    respond(200);
    renderPage();
    expect(started).toHaveLength(1);
    expect(started[0]).not.toHaveProperty('url');
    expect(JSON.stringify(started[0])).not.toContain(user.email);
  });

  it('when the server ends the session (4401), the page reads the user again: signed out', async () => {
    respond(401);
    const { client, view } = renderPage();
    act(() => started[0].onSessionEnded?.());
    await waitFor(() => expect(client.getQueryData(CURRENT_USER_KEY)).toBeNull());
    expect(view.getByText('signed out')).toBeInTheDocument();
    expect(started).toHaveLength(1); // no new connection for a signed-out page
  });

  it('signed in again meanwhile (a new session): a new connection opens', async () => {
    respond(200);
    renderPage();
    act(() => started[0].onSessionEnded?.());
    await waitFor(() => expect(started).toHaveLength(2));
  });
});

describe('a resync from the server (events may have been missed)', () => {
  it('refetches every query of the page', async () => {
    respond(200);
    const { client } = renderPage();
    client.setQueryData(['board', 'job-1'], { stale: false });
    expect(client.getQueryState(['board', 'job-1'])?.isInvalidated).toBe(false);
    act(() => started[0].onResync?.());
    await waitFor(() => expect(client.getQueryState(['board', 'job-1'])?.isInvalidated).toBe(true));
  });
});
