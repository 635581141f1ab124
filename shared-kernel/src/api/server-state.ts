// The queries a page's server render read (remote-public/src/server/), embedded in the page as
// JSON (TanStack Query's dehydrate) in <script id="hh-server-state">, and taken into the app's
// query client before its first render: the app shows the same data without reading it again.
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../query-keys/session';

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
  hydrate(queryClient, state);
  for (const { queryKey } of state.queries) {
    const served = queryClient.getQueryData(queryKey);
    queryClient.setQueryDefaults(queryKey, {
      staleTime: (query) =>
        query.state.data === served && !queryClient.getQueryData(CURRENT_USER_KEY)
          ? SERVER_READ_FRESH_MS
          : 0,
    });
  }
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
