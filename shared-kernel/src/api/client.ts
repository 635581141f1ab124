// The typed API client: `api(routes.offers.accept, { params: { id } })`. The route's contract
// entry (shared-kernel/contract) gives the method, the path and the types of the params, the query,
// the body and the answer, so no front-end code writes an `/api/…` address. It keeps the spec's
// conventions (./send.ts): a read signed out resolves to null, typed so, and is handled in one place
// per screen; a write signed out throws an ApiError (401) like any other failure.
import {
  pathOf,
  queryOf,
  type RouteAddress,
  type RouteAnswer,
  type RouteInput,
} from '../contract/route';
import { send } from './send';

/** What `api(route)` resolves to: a read also gives null when signed out (a 401). */
export type ApiResult<R extends RouteAddress> = R['method'] extends 'GET'
  ? RouteAnswer<R> | null
  : RouteAnswer<R>;

/** The input argument is optional when nothing in it is required. */
type ApiArgs<R extends RouteAddress> =
  Record<string, never> extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

/** Calls one route of the contract. */
export async function api<R extends RouteAddress>(
  route: R,
  ...[input]: ApiArgs<R>
): Promise<ApiResult<R>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const sent = await send(route.method, pathOf(route.path, params) + queryOf(query), body);
  return (sent === null ? null : sent.body) as ApiResult<R>;
}

/**
 * Sends a multipart form (a file upload: right-to-work evidence, a contract's PDF) to a write
 * route of the contract, whose entry has no body schema: the browser sets the content type with
 * the form's boundary. Credentials and errors as `api` (an ApiError with the message and field).
 */
export async function apiForm<R extends RouteAddress>(
  route: R,
  input: Omit<RouteInput<R>, 'body' | 'query'>,
  form: FormData,
): Promise<RouteAnswer<R>> {
  if (route.method === 'GET') throw new Error(`${route.path}: a form is sent by a write`);
  const { params } = input as { params?: Record<string, unknown> };
  const sent = await send(route.method, pathOf(route.path, params), form);
  return sent?.body as RouteAnswer<R>;
}
