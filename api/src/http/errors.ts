import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/client.js';

/** An error the client is told about: `{ message, field? }` with `statusCode`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly field: string | undefined;

  constructor(statusCode: number, message: string, field?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.field = field;
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, field?: string) => new HttpError(409, message, field);

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const UNAVAILABLE_MESSAGE =
  'HospoHire is briefly unavailable. Please try again in a moment.';

/** The longest request target (path and query string) the API reads; longer is a 414. */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * The longest path parameter the router reads (Fastify's default is 100); longer is a 414. The
 * longest one a route takes is a job page's slug (shared-kernel/contract JobPageParamsSchema,
 * up to 200): its words reach 80 characters and the uuid adds 37.
 */
export const MAX_PARAM_LENGTH = 200;

/**
 * The words for a client error that is not one of ours, by status. None of them repeats anything
 * the client sent (a path, a content type, a header): an error never echoes its input.
 */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Not found',
  405: 'This method is not allowed here',
  406: 'Not acceptable',
  408: 'The request took too long',
  409: 'Conflict',
  411: 'The request needs a Content-Length',
  413: 'The request body is too large',
  414: 'The address is too long',
  415: 'The request must be sent as JSON (Content-Type: application/json)',
  429: 'Too many requests. Please try again later.',
  431: 'The request headers are too large',
};
const CLIENT_ERROR_FALLBACK = 'The request could not be handled';

/** Friendlier words for Fastify's own client errors (Fastify's messages may quote the input). */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: STATUS_MESSAGES[413],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: STATUS_MESSAGES[415],
  FST_ERR_CTP_INVALID_TYPE: STATUS_MESSAGES[415],
  FST_ERR_CTP_EMPTY_TYPE: STATUS_MESSAGES[415],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_BAD_URL: 'The address is not valid',
  FST_ERR_MAX_PARAM_LENGTH: STATUS_MESSAGES[414],
};

/** The message for a client error that is not an HttpError: never Fastify's own words. */
export function clientErrorMessage(status: number, code?: string): string {
  return (code && FASTIFY_MESSAGES[code]) || STATUS_MESSAGES[status] || CLIENT_ERROR_FALLBACK;
}

/**
 * Every error becomes `{ "message": "…" }` (plus `"field"` for bad input) with the right status;
 * a 5xx is logged and answered with a generic message, never a stack trace.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send(
          error.field ? { message: error.message, field: error.field } : { message: error.message },
        );
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = 'code' in error ? error.code : undefined;
      return reply.status(status).send({ message: clientErrorMessage(status, code) });
    }
    if (isDatabaseUnavailable(error)) {
      // A dropped or refused database connection fails only this request; the pool reconnects.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).send({ message: UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: INTERNAL_ERROR_MESSAGE });
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send({ message: STATUS_MESSAGES[404] });
  });

  // A request target longer than MAX_URL_LENGTH (but within Node's header limit, past which the
  // connection's clientError answers 431) is a 414.
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new HttpError(414, STATUS_MESSAGES[414]);
  });
}

/**
 * Fastify's `frameworkErrors`: a malformed URL (`%zz`), a path parameter over the router's
 * length limit. Fastify's own replies quote the path; ours do not. These happen before routing,
 * so no hook (helmet included) has run: nosniff is set here.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(status)
    .header('x-content-type-options', 'nosniff')
    .send({ message: clientErrorMessage(status, error.code) });
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before any request exists
 * (headers over the size limit → 431, a malformed request or a NUL byte in a header → 400, a
 * request that took too long → 408), answered as JSON `{ message }` on the raw socket, which is
 * then closed (the parser cannot go on after such an error).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify({ message: clientErrorMessage(status) });
  if (socket.writable) {
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  } else {
    socket.destroy(error);
  }
}
