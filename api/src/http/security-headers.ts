import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { DOCS_PREFIX } from './openapi.js';

/**
 * The API answers JSON: nothing in it may run, be framed, or be sniffed into another type.
 * (HSTS is left to the host's server or nginx, which own the origin the API is served from.)
 */
const JSON_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  },
};

/**
 * Swagger UI at /api/docs: its scripts and styles are files of its own (no inline script);
 * React sets inline style attributes, hence 'unsafe-inline' for styles only.
 */
const DOCS_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/**
 * helmet on every response: X-Content-Type-Options nosniff, X-Frame-Options DENY, a
 * Content-Security-Policy (JSON_CSP; DOCS_CSP for the docs pages), Referrer-Policy no-referrer,
 * Cross-Origin-Opener/Resource-Policy same-origin. Register before any other hook.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // Runs before helmet's own onRoute hook (added when the plugin loads), which reads this option.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) route.helmet = { contentSecurityPolicy: DOCS_CSP };
  });
  app.register(helmet, {
    contentSecurityPolicy: JSON_CSP,
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
}
