// The contract is the only place a route is defined (issue 29): every entry of `routes`
// (shared-kernel/contract) is registered by the API with its method and path, and every /api
// route the API registers is an entry, except the few listed below that are not JSON routes.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RouteOptions } from 'fastify';
import { routes, type Route } from 'shared-kernel/contract';
import { COOKIE_CONSENT_FORM_PATH } from 'shared-kernel/cookies';
import { DOCS_PREFIX } from '../src/http/openapi.js';
import { LIVE_PATH } from '../src/modules/live/routes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Registered /api routes that are not in the contract, and why. */
const OUTSIDE_THE_CONTRACT = [
  // The OpenAPI document and its viewer describe the contract; they are not part of it.
  (path: string) => path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`),
  // The live notifications socket: a WebSocket upgrade, not a request and answer.
  (path: string) => path === LIVE_PATH,
  // The cookie banner's form post before the app has started: a browser's navigation (303 back
  // to the page), which no client calls (modules/cookie-consent).
  (path: string) => path === COOKIE_CONSENT_FORM_PATH,
];

const registered = new Set<string>();
const key = (method: string, path: string) => `${method} ${path}`;

let app: TestApp;
before(async () => {
  app = await startTestApp({
    // The dev mailbox is a route of the contract too: registered here whatever NODE_ENV says.
    config: { devMailbox: true },
    setup: (fastify) => {
      fastify.addHook('onRoute', (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        // HEAD routes are Fastify's automatic twins of the GET routes.
        for (const method of methods) if (method !== 'HEAD') registered.add(key(method, route.url));
      });
    },
  });
});
after(async () => {
  await app.close();
});

const entries: Route[] = Object.values(routes).flatMap((resource) =>
  Object.values(resource as Record<string, Route>),
);

describe('the contract defines every route', () => {
  test('every entry has a method and a full /api path, and no two entries share both', () => {
    assert.ok(entries.length >= 100, `${entries.length} entries`);
    const seen = new Set<string>();
    for (const entry of entries) {
      assert.match(entry.path, /^\/api\/[\w\-/:.]+$/, `${entry.method} ${entry.path}`);
      const id = key(entry.method, entry.path);
      assert.ok(!seen.has(id), `${id} is defined once`);
      seen.add(id);
    }
  });

  test('the API registers every entry of the contract', () => {
    const missing = entries
      .map((entry) => key(entry.method, entry.path))
      .filter((id) => !registered.has(id));
    assert.deepEqual(missing, [], 'contract entries the API does not register');
  });

  test('every /api route the API registers is an entry of the contract', () => {
    const defined = new Set(entries.map((entry) => key(entry.method, entry.path)));
    const extra = [...registered].filter((id) => {
      const path = id.slice(id.indexOf(' ') + 1);
      if (!path.startsWith('/api/') || defined.has(id)) return false;
      return !OUTSIDE_THE_CONTRACT.some((allowed) => allowed(path));
    });
    assert.deepEqual(extra, [], '/api routes that are not in the contract');
  });
});
