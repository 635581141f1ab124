// The queries a page's server render read (remote-public/src/server/), embedded in the page as
// JSON (TanStack Query's dehydrate) in <script id="hh-server-state">, and taken into the app's
// query client before its first render: the app shows the same data without reading it again.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../query-keys/session';
import { ApiError } from './send';

/** The id of the `<script type="application/json">` that holds the server's queries. */
export const SERVER_STATE_ID = 'hh-server-state';

/**
 * How long the server's read counts as fresh in the app. The page's default is stale at once
 * (spec section 9), which would read the same job again as soon as the app mounts its screen.
 */
export const SERVER_READ_FRESH_MS = 60_000;

/**
 * Takes the server's queries into the client. Each stays fresh for SERVER_READ_FRESH_MS while
 * it holds the server's data and nobody is signed in (the server read as a visitor: once someone
 * signs in, the same read has their own marks); once read again (a refetch, an invalidation) it
 * follows the page's defaults.
 */
export function hydrateServerState(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, { ...state, queries: state.queries.map(withApiError) });
  for (const { queryKey, state: read } of state.queries) {
    if (read.status === 'error') {
      // The API's answer to the server (a job not open: 404) stands, as the server rendered it.
      queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
      continue;
    }
    const served = queryClient.getQueryData(queryKey);
    queryClient.setQueryDefaults(queryKey, {
      staleTime: (query) =>
        query.state.data === served && !queryClient.getQueryData(CURRENT_USER_KEY)
          ? SERVER_READ_FRESH_MS
          : 0,
    });
  }
}

type ServedQuery = DehydratedState['queries'][number];

/**
 * A read that failed on the server arrives as JSON: its ApiError again (what the screen tells
 * apart, a 404 from a network failure), so the app shows what the server rendered.
 */
function withApiError(query: ServedQuery): ServedQuery {
  const error = query.state.error as Partial<ApiError> | null;
  if (query.state.status !== 'error' || typeof error?.status !== 'number') return query;
  const revived = new ApiError(error.status, error.statusText ?? '', error.responseText ?? '');
  return { ...query, state: { ...query.state, error: revived } };
}

/** The state the page's server embedded (SERVER_STATE_ID), or null. */
export function readServerState(doc: Document): DehydratedState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return null; // a page cut short: the app reads what it needs itself
  }
}
