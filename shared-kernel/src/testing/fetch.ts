// Test-only: a fake global.fetch and a fake API on top of it.

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

export const STATUS_TEXT: Record<number, string> = {
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

/** A route of a fake API: a reply, or a function of the call (which may return a promise). */
export type FakeRoute = FakeReply | ((call: FetchCall) => FakeReply | Promise<FakeReply>);

/**
 * A fake API: `routes` maps 'METHOD /path' to a reply or a function of the call. A key with a query
 * string ('GET /api/jobs?page=2') matches that exact URL first; otherwise the path without its
 * query is matched. Unknown calls answer 404, so a test sees what it did not expect.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  return mockFetch((call) => {
    const path = call.url.split('?')[0];
    const route = routes[`${call.method} ${call.url}`] ?? routes[`${call.method} ${path}`];
    if (!route) return { status: 404, body: { message: `No fake for ${call.method} ${call.url}` } };
    return typeof route === 'function' ? route(call) : route;
  });
}
