import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { registerCsrfGuard, registerJsonParser } from './http/csrf.js';
import {
  clientErrorHandler,
  frameworkErrors,
  MAX_PARAM_LENGTH,
  registerErrorHandlers,
} from './http/errors.js';
import { registerOpenApi } from './http/openapi.js';
import { registerReadCache } from './http/read-cache.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { createRateLimitStore, type RateLimitStore } from './http/rate-limit.js';
import { registerNulGuard, schemaController, schemaErrorFormatter } from './http/validation.js';
import { authRoutes, logoutRoutes } from './modules/auth/routes.js';
import { requireUser } from './modules/auth/sessions.js';
import { healthRoutes } from './modules/health/routes.js';
import { registerHealthState } from './modules/health/state.js';
import { devMailboxRoutes } from './modules/auth/dev-mailbox-routes.js';
import { MARKETPLACE_MODULES } from './modules/registry.js';
import type { EventBus } from './events/bus.js';
import { createEventBus } from './events/redis-bus.js';
import { liveModule } from './modules/live/index.js';
import { backgroundWorkers } from './workers.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** preHandler: `{ preHandler: app.requireUser }` (same as importing `requireUser`). */
    requireUser: typeof requireUser;
    /** Publishes committed notifications to live connections (src/events/bus.ts). */
    events: EventBus;
  }
}

export type BuildAppOptions = {
  db: Db;
  config: Config;
  /** Fastify's logger option; defaults to JSON logs at `config.logLevel`. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to Redis pub/sub at `config.redisUrl`, else the in-process bus. */
  events?: EventBus;
  /** Sign-in and reset attempt counters; defaults to Redis at `config.redisUrl`, else memory. */
  rateLimitStore?: RateLimitStore;
};

/** The largest request body (JSON) the API reads; a larger one is a 413. */
export const BODY_LIMIT = 1024 * 1024;

/** The whole API, ready to `listen` (or to `inject` into). Registers, never listens. */
export function buildApp({
  db,
  config,
  logger,
  events,
  rateLimitStore,
}: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    schemaController,
    schemaErrorFormatter,
    bodyLimit: BODY_LIMIT,
    // A job page's slug (`/api/public/job-pages/:slug`) is longer than Fastify's default 100.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // JSON `{ message }` (and nothing of the input) for what fails before or outside routing.
    frameworkErrors,
    clientErrorHandler,
    // `request.ip` from X-Forwarded-For only when the socket comes from a listed proxy
    // (TRUST_PROXY, loopback by default; proxy-addr checks each hop's address): a client that
    // reaches the API port directly cannot choose its address by sending the header itself.
    trustProxy: config.trustProxy,
    // Shutting down (src/shutdown.ts), a request that still arrives on a connection opened before
    // is served, its answer closing the connection (Fastify adds `Connection: close`): a 503 would
    // fail a write that nginx may not retry elsewhere.
    return503OnClosing: false,
  });

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('requireUser', requireUser);
  const bus = events ?? createEventBus(config.redisUrl, app.log);
  app.decorate('events', bus);
  if (!events) app.addHook('onClose', async () => bus.close());
  // Draining (503 health, `Connection: close`) and the parts GET /api/health lists as degraded.
  const health = registerHealthState(app);
  if (bus.reachable) health.watch('redis', () => bus.reachable?.() ?? true);
  app.decorateRequest('user', null);
  const store = rateLimitStore ?? createRateLimitStore(config.redisUrl, app.log);
  app.decorate('rateLimiter', { store, limits: config.rateLimits });
  if (!rateLimitStore) app.addHook('onClose', async () => store.close?.());

  // First: its onRequest hooks run before any other hook can answer (a 403, 414, 415 too).
  registerSecurityHeaders(app);
  registerErrorHandlers(app);
  registerNulGuard(app);
  registerReadCache(app, config.readCacheMs);
  registerJsonParser(app);
  registerCsrfGuard(app, config.allowedOrigins);
  app.register(cookie);
  // First, so that it sees every route registered below.
  registerOpenApi(app);

  // Domains: one plugin each, with its prefix.
  app.register(healthRoutes, { prefix: '/api' });
  app.register(authRoutes, { prefix: '/api/auth' });
  app.register(logoutRoutes, { prefix: '/api' });
  if (config.devMailbox) app.register(devMailboxRoutes, { prefix: '/api/dev' });
  for (const module of MARKETPLACE_MODULES) app.register(module, { prefix: '/api' });
  app.register(liveModule);
  // After the routes: the background workers, all listed in src/workers.ts.
  app.register(backgroundWorkers);

  return app;
}
