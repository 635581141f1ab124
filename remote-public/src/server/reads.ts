// The server renderer's reads of the API (docs/prerender.md): JSON with a deadline, and what a
// read puts in the page's query client: the answer, or the API's refusal (a 4xx), which the app
// then shows as the server did (shared-kernel's hydrateServerState revives it).
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError, createQueryClient, setSignedInUser } from 'shared-kernel';
import type { ServerContext } from './server-page';

/** The API's answer to a GET: its status and JSON body. A 5xx is an error (the composer: 503). */
export async function readJson<T>(
  ctx: ServerContext,
  path: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(new URL(path, ctx.apiUrl), {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(ctx.timeoutMs),
  });
  if (res.status >= 500) throw new Error(`the API answered ${res.status} for ${path}`);
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * The query client a page renders with. The server renders for visitors only (no session cookie):
 * nobody is signed in, so the screens (and the app, from the embedded state) know it at once
 * rather than asking.
 */
export function pageQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  // What was read stays fresh while the page renders: a stale read would render as fetching
  // (`isFetching`: aria-busy="true"), an attribute hydration does not correct.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, staleTime: Infinity },
  });
  setSignedInUser(queryClient, null);
  return queryClient;
}

/** What the app's read gets for a resource the API refuses: the status with its message. */
export async function putRefusal(
  queryClient: QueryClient,
  queryKey: QueryKey,
  status: number,
  message: string,
) {
  // Shown as an error (a mount with no data would otherwise render it as loading).
  queryClient.setQueryDefaults(queryKey, { retryOnMount: false });
  await queryClient.prefetchQuery({
    queryKey,
    queryFn: () => Promise.reject(new ApiError(status, '', JSON.stringify({ message }))),
  });
}

/**
 * Reads `path` of the API for the app's query `queryKey` and puts what the app's own read would
 * get: the answer, or the refusal (a 400 naming a bad filter, a 404). The API's status.
 */
export async function putRead(
  ctx: ServerContext,
  queryClient: QueryClient,
  queryKey: QueryKey,
  path: string,
): Promise<number> {
  const { status, body } = await readJson<unknown>(ctx, path);
  if (status === 200) queryClient.setQueryData(queryKey, body);
  else {
    const message = (body as { message?: unknown } | null)?.message;
    await putRefusal(queryClient, queryKey, status, String(message ?? `${status}`));
  }
  return status;
}
