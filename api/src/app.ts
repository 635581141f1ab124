import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { registerCsrfGuard, registerJsonParser } from './http/csrf.js';
import { registerErrorHandlers } from './http/errors.js';
import { schemaController, schemaErrorFormatter } from './http/validation.js';
import { authRoutes, logoutRoutes } from './modules/auth/routes.js';
import { requireUser } from './modules/auth/sessions.js';
import { healthRoutes } from './modules/health/routes.js';
import { devMailboxRoutes } from './modules/mail/routes.js';
import { MARKETPLACE_MODULES } from './modules/registry.js';
import { createInProcessBus, type EventBus } from './events/bus.js';

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
  /** Defaults to the in-process bus. */
  events?: EventBus;
};

/** The whole API, ready to `listen` (or to `inject` into). Registers, never listens. */
export function buildApp({ db, config, logger, events }: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    schemaController,
    schemaErrorFormatter,
    bodyLimit: 1024 * 1024,
  });

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('requireUser', requireUser);
  app.decorate('events', events ?? createInProcessBus());
  app.decorateRequest('user', null);

  registerErrorHandlers(app);
  registerJsonParser(app);
  registerCsrfGuard(app, config.allowedOrigins);
  app.register(cookie);

  // Domains: one plugin each, with its prefix.
  app.register(healthRoutes, { prefix: '/api' });
  app.register(authRoutes, { prefix: '/api/auth' });
  app.register(logoutRoutes, { prefix: '/api' });
  if (config.devMailbox) app.register(devMailboxRoutes, { prefix: '/api/dev' });
  for (const module of MARKETPLACE_MODULES) app.register(module, { prefix: '/api' });

  return app;
}
