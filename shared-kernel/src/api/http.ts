// The older helpers, kept as thin wrappers over the one request (./send.ts) while call sites move
// to the typed client: new code calls `api(routes.…, { params, query, body })` (./client.ts).
import { send, type Sent } from './send';

export { ApiError } from './send';

/** These helpers answer null both signed out and for an empty body. */
function bodyOrNull(sent: Sent): unknown {
  return sent?.body ?? null;
}

/** Joins path segments with slashes: ['/api/applications', 7] → '/api/applications/7'. */
export function joinPath(segments: readonly unknown[]): string {
  return segments.map(String).join('/');
}

/** A read. A 401 gives null (no data); any other failure throws an ApiError. */
export async function apiGet<T>(path: string | readonly unknown[]): Promise<T | null> {
  return bodyOrNull(
    await send('GET', typeof path === 'string' ? path : joinPath(path)),
  ) as T | null;
}

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A write: JSON content type always, a JSON body when there is one. */
export async function apiWrite<T>(
  method: WriteMethod,
  url: string,
  body?: unknown,
): Promise<T | null> {
  return bodyOrNull(await send(method, url, body)) as T | null;
}
