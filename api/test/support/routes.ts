// Tests call the API through the contract's entries, typed as the front-ends' client is
// (shared-kernel/src/api/client.ts): `await call(client, routes.offers.make, { params, body })`.
// The path and method come from the entry; the input and the 2xx answer are typed from its schemas.
import {
  pathOf,
  queryOf,
  type Route,
  type RouteAnswer,
  type RouteInput,
} from 'shared-kernel/contract';
import type { TestClient, TestResponse } from './test-app.js';

/** The input argument is optional when nothing in it is required. */
type CallArgs<R extends Route> =
  Record<string, never> extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

/** The response, and its body as the route's 2xx answer (meaningful when the status is 2xx). */
export type Called<R extends Route> = TestResponse & { answer: RouteAnswer<R> };

/**
 * Calls one route as `client` (its cookies: signed in or not). A write always carries the JSON
 * content type, as the browser client sends it, and its body as JSON when there is one.
 */
export async function call<R extends Route>(
  client: TestClient,
  route: R,
  ...[input]: CallArgs<R>
): Promise<Called<R>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const url = pathOf(route.path, params) + queryOf(query);
  const response =
    route.method === 'GET'
      ? await client.request('GET', url)
      : await client.request(
          route.method,
          url,
          body === undefined ? { headers: { 'content-type': 'application/json' } } : { json: body },
        );
  return { ...response, answer: answerOf(response.text) as RouteAnswer<R> };
}

/** An empty body (a 204) is undefined; JSON is parsed; anything else (CSV, HTML) is the text. */
function answerOf(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The entry as `/api/docs/json` lists it: `['get', '/api/jobs/{id}']`. */
export function documented(route: Route): [method: string, path: string] {
  return [route.method.toLowerCase(), route.path.replace(/:(\w+)/g, '{$1}')];
}
