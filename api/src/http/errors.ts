import type { FastifyError, FastifyInstance } from 'fastify';

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

/** Friendlier words for Fastify's own client errors. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'The request must be sent as JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
};

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
      const message = (code && FASTIFY_MESSAGES[code]) || error.message || 'Bad request';
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: INTERNAL_ERROR_MESSAGE });
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send({ message: 'Not found' });
  });
}
