import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The one route that also takes the RFC 8058 one-click form body (allowsOneClickForm). */
    oneClickUnsubscribe?: boolean;
    /** A route that also takes multipart/form-data with an allowed Origin (allowsMultipartUpload). */
    multipartUpload?: boolean;
    /** The cookie banner's form post before the app has started (allowsConsentForm). */
    consentForm?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';
export const JSON_REQUIRED_MESSAGE =
  'The request must be sent as JSON (Content-Type: application/json)';

export function isJsonContentType(header: string | undefined): boolean {
  return header?.split(';')[0].trim().toLowerCase() === 'application/json';
}

/**
 * The one exception to "writes are JSON": a route whose `config` says `oneClickUnsubscribe`
 * (only POST /api/email/unsubscribe) also takes the RFC 8058 one-click form body
 * (`application/x-www-form-urlencoded`, `List-Unsubscribe=One-Click`) that mail clients post
 * from their servers. It is safe: that route needs no session (the token in its URL is the
 * credential) and only turns an e-mail kind off, so a forged cross-site post gains nothing.
 */
function allowsOneClickForm(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  const type = request.headers['content-type']?.split(';')[0].trim().toLowerCase();
  return config?.oneClickUnsubscribe === true && type === 'application/x-www-form-urlencoded';
}

/**
 * The other exception: a route whose `config` says `multipartUpload` (the new-starter pack's
 * right-to-work evidence and contract PDF, modules/new-starters/routes.ts) also takes
 * `multipart/form-data`, and only with an `Origin` header (that the guard has found allowed). A
 * cross-site HTML form CAN post multipart without a CORS preflight (it is a "simple" content type),
 * so the JSON rule's protection is gone for these routes; the Origin check replaces it. Browsers
 * send `Origin` on every cross-origin request and on every same-origin POST and PUT, so the site's
 * own uploads carry it, and a request without it (a form or client that hides it) is refused.
 */
function allowsMultipartUpload(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  const type = request.headers['content-type']?.split(';')[0].trim().toLowerCase();
  return (
    config?.multipartUpload === true &&
    type === 'multipart/form-data' &&
    request.headers.origin !== undefined
  );
}

/**
 * The third: a route whose `config` says `consentForm` (POST /api/cookie-consent, the cookie
 * banner's buttons tapped before the page's script has started) also takes an HTML form's
 * `application/x-www-form-urlencoded` body, only with an `Origin` header the guard has found
 * allowed: a cross-site page cannot decide a visitor's cookies for them.
 */
function allowsConsentForm(request: FastifyRequest): boolean {
  const type = request.headers['content-type']?.split(';')[0].trim().toLowerCase();
  return (
    request.routeOptions.config?.consentForm === true &&
    type === 'application/x-www-form-urlencoded' &&
    request.headers.origin !== undefined
  );
}

/**
 * The CSRF guard. Every write (any method but GET, HEAD, OPTIONS) must carry
 * `Content-Type: application/json`, which a cross-site HTML form cannot send without a CORS
 * preflight (and the API answers no preflight), and, when the browser sends an `Origin` header,
 * that origin must be one of `allowedOrigins`.
 */
export function registerCsrfGuard(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins.map((origin) => origin.toLowerCase()));

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed.has(origin.toLowerCase())) {
      throw new HttpError(403, CROSS_SITE_MESSAGE);
    }
    if (!isJsonContentType(request.headers['content-type'])) {
      if (allowsOneClickForm(request)) return;
      if (allowsMultipartUpload(request)) return;
      if (allowsConsentForm(request)) return;
      throw new HttpError(415, JSON_REQUIRED_MESSAGE);
    }
  });
}

/**
 * The JSON body parser: Fastify's own (safe against prototype poisoning), except that an empty
 * body gives `undefined`, because the browser client sends the JSON content type on body-less
 * writes (`PUT /api/notifications/1/read`).
 */
export function registerJsonParser(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultParser(request, text, done);
  });
}
