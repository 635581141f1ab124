// One route of the API in one place: its method, its full path and its Fastify `schema`. The API
// registers each route from its entry (api/src/http/contract-route.ts), the front-ends call it
// through `api(entry, …)` (shared-kernel/src/api/client.ts) and the API tests through `call(…)`
// (api/test/support/routes.ts), so an address is written once, here. Its types give the params,
// query, body and 2xx answer a caller sends and gets.
import type { Static, TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A path under the API, with Fastify's `:param` segments: `/api/offers/:id/accept`. */
export type ApiPath = `/api/${string}`;

/** Fastify's route `schema`: what the request carries and every status the route answers. */
export interface RouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  response: { [status: number]: TSchema };
}

/** Carries a route's schema types without its schema objects (never set at run time). */
declare const schemaTypes: unique symbol;

/**
 * A route's address: its method and path, with its schema's types only. The front-ends call
 * through these (./addresses.ts) so that no page downloads TypeBox and every schema to make a
 * request; a full `Route` is one too, so the API's tests call with either.
 */
export interface RouteAddress<
  M extends HttpMethod = HttpMethod,
  P extends ApiPath = ApiPath,
  S extends RouteSchema = RouteSchema,
> {
  readonly method: M;
  readonly path: P;
  readonly [schemaTypes]?: S;
}

/** A route of the contract. The schema's TypeBox types stay exact, so callers derive types. */
export interface Route<
  M extends HttpMethod = HttpMethod,
  P extends ApiPath = ApiPath,
  S extends RouteSchema = RouteSchema,
> extends RouteAddress<M, P, S> {
  readonly schema: S;
}

/** The addresses of a table of routes (`{ resource: { name: Route } }`), same keys. */
export type RouteAddresses<T extends Record<string, Record<string, Route>>> = {
  [K in keyof T]: {
    [N in keyof T[K]]: T[K][N] extends Route<infer M, infer P, infer S>
      ? RouteAddress<M, P, S>
      : never;
  };
};

/** `defineRoute('POST', '/api/offers/:id/accept', { params, body, response })` */
export function defineRoute<
  const M extends HttpMethod,
  const P extends ApiPath,
  S extends RouteSchema,
>(method: M, path: P, schema: S): Route<M, P, S> {
  return { method, path, schema };
}

type SchemaOf<R extends RouteAddress> =
  R extends RouteAddress<HttpMethod, ApiPath, infer S> ? S : never;

/** The statuses that carry the answer. */
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206;

/** What a 2xx answer holds: its schema's type; a 204 holds nothing (undefined). */
type AnswerOf<S extends RouteSchema> = {
  [K in keyof S['response'] & SuccessStatus]: K extends 204 | 205
    ? undefined
    : S['response'][K] extends TSchema
      ? Static<S['response'][K]>
      : never;
}[keyof S['response'] & SuccessStatus];

type ParamsInput<S extends RouteSchema> = S['params'] extends TSchema
  ? { params: Static<S['params']> }
  : { params?: never };

/** Every query parameter may be left out (the API applies the defaults); undefined is skipped. */
type QueryInput<S extends RouteSchema> = S['querystring'] extends TSchema
  ? { query?: { [K in keyof Static<S['querystring']>]?: Static<S['querystring']>[K] | undefined } }
  : { query?: never };

type BodyInput<S extends RouteSchema> = S['body'] extends TSchema
  ? undefined extends Static<S['body']>
    ? { body?: Static<S['body']> }
    : { body: Static<S['body']> }
  : { body?: never };

/** What a 2xx answer of the route holds (undefined for a 204). */
export type RouteAnswer<R extends RouteAddress> = AnswerOf<SchemaOf<R>>;

/** The params, query and body the route takes, typed from its schemas. */
export type RouteInput<R extends RouteAddress> = ParamsInput<SchemaOf<R>> &
  QueryInput<SchemaOf<R>> &
  BodyInput<SchemaOf<R>>;

type Scalar = string | number | boolean;

/** `/api/offers/:id/accept` with `{ id }` → `/api/offers/7b…/accept`, each value URL-encoded. */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${path}: the param "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x`, leaving out undefined and null values; an array repeats its key. */
export function queryOf(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values)
      if (item !== undefined && item !== null) search.append(key, String(item as Scalar));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
