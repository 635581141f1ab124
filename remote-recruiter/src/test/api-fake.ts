import { mockFetch, type FakeReply, type FetchCall } from './render';

/**
 * A fake API: `routes` maps 'METHOD /path' (query string ignored unless the key has one) to a
 * reply or a function of the call. Anything else answers 404.
 */
export function fakeApi(routes: Record<string, FakeReply | ((call: FetchCall) => FakeReply)>) {
  return mockFetch((call) => {
    const path = call.url.split('?')[0];
    const reply = routes[`${call.method} ${call.url}`] ?? routes[`${call.method} ${path}`];
    if (!reply) return { status: 404, body: { message: `No fake for ${call.method} ${call.url}` } };
    return typeof reply === 'function' ? reply(call) : reply;
  });
}

export const ok = (body: unknown): FakeReply => ({ status: 200, body });
