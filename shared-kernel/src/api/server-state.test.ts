import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { setSignedInUser } from './auth';
import { ApiError } from './send';
import {
  hydrateServerState,
  readServerState,
  SERVER_READ_FRESH_MS,
  SERVER_STATE_ID,
} from './server-state';
import type { User } from '../types/user';

const KEY = ['jobs', 'detail', 'j-1'];
const JOB = { id: 'j-1', title: 'Bar Lead' };

/** What a page's server embeds: one job read. */
function served() {
  const server = new QueryClient();
  server.setQueryData(KEY, JOB);
  return dehydrate(server);
}

const isStale = (client: QueryClient) =>
  new QueryObserver(client, { queryKey: KEY }).getCurrentResult().isStale;

describe("the server's reads, taken into the app", () => {
  it('are in the cache, and fresh for SERVER_READ_FRESH_MS (60 s) while nobody is signed in', () => {
    expect(SERVER_READ_FRESH_MS).toBe(60_000);
    const client = createQueryClient();
    setSignedInUser(client, null);
    hydrateServerState(client, served());
    expect(client.getQueryData(KEY)).toEqual(JOB);
    expect(isStale(client)).toBe(false);
  });

  it('are stale once someone signs in (their own marks), or once read again', () => {
    const client = createQueryClient();
    hydrateServerState(client, served());
    setSignedInUser(client, { id: 'u-1' } as User);
    expect(isStale(client)).toBe(true);
    setSignedInUser(client, null);
    client.setQueryData(KEY, { ...JOB, title: 'Bar Manager' });
    expect(isStale(client)).toBe(true);
  });

  it('a read the API refused (a job not open: 404) is the same ApiError again, and not read again on mount', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({
      queryKey: KEY,
      queryFn: () => Promise.reject(new ApiError(404, 'Not Found', '{"message":"Job not found"}')),
      retry: false,
    });
    const embedded = JSON.parse(
      JSON.stringify(dehydrate(server, { shouldDehydrateQuery: () => true })),
    ) as ReturnType<typeof dehydrate>;
    const client = createQueryClient();
    hydrateServerState(client, embedded);
    const error = client.getQueryState(KEY)?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Job not found' });
    const queryFn = jest.fn(() => Promise.resolve(JOB));
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(queryFn).not.toHaveBeenCalled();
    expect(observer.getCurrentResult().isError).toBe(true);
    unsubscribe();
  });

  it('are read from the page’s script, and a page without one (or cut short) gives none', () => {
    document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(served())}</script>`;
    expect(readServerState(document)?.queries[0].queryKey).toEqual(KEY);
    document.body.innerHTML = `<script type="application/json" id="${SERVER_STATE_ID}">{"queries":[</script>`;
    expect(readServerState(document)).toBeNull();
    document.body.innerHTML = '';
    expect(readServerState(document)).toBeNull();
  });
});
